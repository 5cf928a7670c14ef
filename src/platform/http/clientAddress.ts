import { isIP } from 'node:net';

/**
 * The header on which the site's own server (src/http-server) states the client's address for the
 * code behind it. The server removes any copy a client sends, so inside the app it can be trusted.
 */
export const CLIENT_ADDRESS_HEADER = 'x-site-client-address';

/** How many reverse proxies in front of the site append to X-Forwarded-For (TRUSTED_PROXY_HOPS, default 0). */
export function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The address a request comes from. With no trusted proxy it is the socket's peer, whatever
 * X-Forwarded-For says (a client can write anything there). With N trusted proxies each
 * appending the address it received the request from, it is the Nth entry from the right: the
 * entries further left were written by the client and are ignored.
 */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const socket = plain(socketAddress ?? '') || 'unknown';
  if (hops === 0) return socket;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = chain[chain.length - hops];
  return entry && isIP(plain(entry)) ? plain(entry) : socket;
}

/**
 * The key one client is counted under: its IPv4 address, or the /64 network of an IPv6 address
 * (one household or server usually holds a whole /64, and would otherwise get 2^64 allowances).
 */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The client's address as the site's server stated it (`unknown` when the app runs without it). */
export function requestClientAddress(headers: { get(name: string): string | null }): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
