import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

import { payloadSecret } from '@/platform/env';

/**
 * The signed links of the alert mails. A link names the address by its random public id (never
 * the address itself) and what it may do; its signature is an HMAC with a key derived from the
 * site's secret, so nobody can make one for another address. A confirmation link also names its
 * request and a single-use secret, and expires after 24 hours; the manage and unsubscribe links
 * live as long as the address does (a new public id voids them all).
 */
export type LinkToken =
  { purpose: 'confirm'; address: string; request: string; nonce: string; expires: number } | { purpose: 'manage'; address: string } | { purpose: 'unsubscribe'; address: string };

export const CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;

let cachedKey: { secret: string; key: Buffer } | undefined;
function key(): Buffer {
  const secret = payloadSecret();
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'jab-site', 'alert links', 32)) };
  return cachedKey.key;
}

const mac = (body: string) => createHmac('sha256', key()).update(body).digest().subarray(0, 18).toString('base64url');

const fieldsOf = (token: LinkToken): string[] => {
  switch (token.purpose) {
    case 'confirm':
      return ['c', token.address, token.request, token.nonce, token.expires.toString(36)];
    case 'manage':
      return ['m', token.address];
    case 'unsubscribe':
      return ['u', token.address];
  }
};

/** A token for a link: its fields and signature, all URL-safe. */
export function signToken(token: LinkToken): string {
  const body = fieldsOf(token).join('.');
  return `${body}.${mac(body)}`;
}

const SAFE = /^[A-Za-z0-9_-]{1,64}$/;

/** The token's fields when its signature holds (and, for a confirmation, it has not expired); otherwise null. */
export function readToken(text: unknown, now = Date.now()): LinkToken | null {
  if (typeof text !== 'string' || text.length > 300) return null;
  const parts = text.split('.');
  const signature = parts.pop();
  if (!signature || !parts.every((p) => SAFE.test(p))) return null;
  const expected = Buffer.from(mac(parts.join('.')));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [purpose, address, request, nonce, expires] = parts;
  if (purpose === 'm' && parts.length === 2) return { purpose: 'manage', address: address! };
  if (purpose === 'u' && parts.length === 2) return { purpose: 'unsubscribe', address: address! };
  if (purpose === 'c' && parts.length === 5) {
    const at = parseInt(expires!, 36);
    if (!Number.isFinite(at) || at < now) return null;
    return { purpose: 'confirm', address: address!, request: request!, nonce: nonce!, expires: at };
  }
  return null;
}
