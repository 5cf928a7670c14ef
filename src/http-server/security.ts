import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

import { LRUCache } from 'lru-cache';

import { contentSecurityPolicy, inlineScriptHashes, type PolicyKind } from '../platform/http/csp';
import { withoutClientRuntime } from '../platform/framework/clientRuntime';
import { VARIES_ON_ACCEPT } from '../platform/features';

/**
 * The headers every answer carries, and the Content-Security-Policy of every page, computed
 * from the page as it leaves (docs/decisions/0013-security-headers.md).
 */

/** Features no page of the site uses; a page (or anything framed in it) may not ask for them. */
const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** Whether the site is published over HTTPS (its SITE_URL says so); browsers ignore HSTS over plain HTTP anyway. */
export const servedOverHttps = () => (process.env.SITE_URL ?? '').startsWith('https://');

export function setSecurityHeaders(res: ServerResponse, path: string, https: boolean): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('permissions-policy', PERMISSIONS_POLICY);
  if (https) res.setHeader('strict-transport-security', 'max-age=63072000; includeSubDomains');
  if (isAdminPath(path)) {
    // The staff CMS: no address of it leaves the site in a Referer, nothing of it is indexed or embedded.
    res.setHeader('referrer-policy', 'same-origin');
    res.setHeader('x-robots-tag', 'noindex, nofollow');
    res.setHeader('cross-origin-resource-policy', 'same-origin');
  } else {
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  }
}

type Writes = Pick<ServerResponse, 'writeHead' | 'write' | 'end' | 'flushHeaders'>;

/**
 * Pages that carry an ETag (prerendered pages: the same bytes until staff publish) as they leave:
 * Next gives such a page in one piece, named by its ETag (a hash and the length of its bytes), so
 * a page served a thousand times is encoded, stripped of the client runtime and hashed for its
 * policy once, and afterwards sent as it was prepared (docs/decisions/0021). Kept by ETag and the
 * page's length, never by address, so no address a visitor makes up can fill it; bounded in
 * bytes, the least recently used first out.
 */
type Prepared = { body: Buffer; policy: string };
const prepared = new LRUCache<string, Prepared>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (page, key) => page.body.length + page.policy.length + key.length + 64,
});

const preparedKey = (etag: unknown, kind: PolicyKind, https: boolean, chunks: Buffer[], last: unknown) =>
  typeof etag === 'string' && chunks.length === 0 && typeof last === 'string' ? `${kind}:${https ? 's' : ''}:${last.length}:${etag}` : null;

/**
 * Holds an HTML page until its last byte, then sends it with a policy that allows exactly its
 * inline scripts. A public page (`site`) leaves without Next's client runtime first
 * (clientRuntime.ts), so its policy allows none. Anything that is not an HTML page passes through untouched, as does a page that
 * already has a policy (the not-found page fetched from this server). Installed after the
 * compression, so it sees the page as written.
 */
export function withPagePolicy(
  req: IncomingMessage,
  res: ServerResponse,
  kind: PolicyKind,
  https: boolean,
  /** Told of the page as it leaves, whole (for the answer cache, src/http-server/answerCache.ts). */
  onPage?: (page: { status: number; headers: OutgoingHttpHeaders; body: Buffer }) => void,
): void {
  const original: Writes = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  const call = <K extends keyof Writes>(name: K, args: unknown[]) => (original[name] as (...a: unknown[]) => unknown).apply(res, args);
  let decided: 'pass' | 'hold' | null = null;
  let headPending = false;
  const chunks: Buffer[] = [];

  const decide = () => {
    if (decided) return decided;
    const type = String(res.getHeader('content-type') ?? '');
    decided = type.startsWith('text/html') && !res.hasHeader('content-security-policy') && !res.hasHeader('content-encoding') ? 'hold' : 'pass';
    if (decided === 'pass') {
      Object.assign(res, original);
      if (headPending) call('writeHead', [res.statusCode]);
    }
    return decided;
  };
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
  };

  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // Keep the status and headers until the page is complete.
    if (typeof args[0] === 'number') res.statusCode = args[0];
    const headers = args.find((a, i) => i > 0 && a !== null && typeof a === 'object') as Record<string, string> | string[] | undefined;
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
    else if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    headPending = true;
    decide();
    return res;
  } as ServerResponse['writeHead'];
  res.flushHeaders = () => {
    if (decide() === 'pass') call('flushHeaders', []);
  };
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (decide() === 'pass') return call('write', args) as boolean;
    keep(args[0], args[1]);
    (args.find((a) => typeof a === 'function') as (() => void) | undefined)?.();
    return true;
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (decide() === 'pass') return call('end', args) as ServerResponse;
    const done = args.find((a) => typeof a === 'function');
    const send = (body: Buffer, policy: string) => {
      Object.assign(res, original);
      if (!res.headersSent) {
        // The length Next wrote is the page's with the runtime (a HEAD has no body to count).
        if (kind === 'site' && req.method === 'HEAD') res.removeHeader('content-length');
        else if (kind === 'site' && res.hasHeader('content-length')) res.setHeader('content-length', body.length);
        res.setHeader('content-security-policy', policy);
        varyOnAccept(res);
      }
      if (onPage && !res.headersSent && req.method === 'GET') onPage({ status: res.statusCode, headers: res.getHeaders(), body });
      return call('end', done ? [body, done] : [body]) as ServerResponse;
    };
    if (req.method === 'HEAD') {
      keep(args[0], args[1]);
      return send(Buffer.concat(chunks), contentSecurityPolicy(kind, [], https));
    }
    const key = res.statusCode === 200 ? preparedKey(res.getHeader('etag'), kind, https, chunks, args[0]) : null;
    const known = key ? prepared.get(key) : undefined;
    if (known) return send(known.body, known.policy);
    keep(args[0], args[1]);
    const whole = Buffer.concat(chunks);
    const body = kind === 'site' && whole.length > 0 ? Buffer.from(withoutClientRuntime(whole.toString('utf8')), 'utf8') : whole;
    const policy = contentSecurityPolicy(kind, inlineScriptHashes(body.toString('utf8')), https);
    if (key) prepared.set(key, { body, policy });
    return send(body, policy);
  } as ServerResponse['end'];
}

/**
 * A page that has other forms for programs (content negotiation, features/credentials) must say
 * it varies on Accept; the proxy marks it (`VARIES_ON_ACCEPT`), since Next writes the page's Vary
 * itself after the proxy. The mark is the proxy's, never a client's: it is a response header.
 */
function varyOnAccept(res: ServerResponse): void {
  if (!res.hasHeader(VARIES_ON_ACCEPT)) return;
  res.removeHeader(VARIES_ON_ACCEPT);
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(^|,\s*)accept(\s*,|$)/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept` : 'Accept');
}

/**
 * A redirect carries one Location. Next, serving a redirect it kept in its page cache once the
 * entry had expired, wrote the cached Location beside its own (`308`, `Location: /en/news` twice
 * for the news list's address followed by `/en`); fetch and Python's requests joined them into
 * "/en/news, /en/news" and landed on a 404. Whoever set it, and however (setHeader, or the headers
 * given to writeHead), the first is kept.
 */
function oneLocation(res: ServerResponse, args: unknown[]): void {
  const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  if (Array.isArray(res.getHeader('location'))) res.setHeader('location', String(first(res.getHeader('location'))));
  const headers = args.find((arg, i) => i > 0 && arg !== null && typeof arg === 'object');
  if (Array.isArray(headers)) {
    // Flat pairs ([name, value, name, value]), which Node adds to those already set: one Location of them all.
    let seen = res.hasHeader('location');
    for (let i = 0; i + 1 < headers.length; ) {
      if (String(headers[i]).toLowerCase() !== 'location') i += 2;
      else if (seen) headers.splice(i, 2);
      else {
        headers[i + 1] = first(headers[i + 1]);
        seen = true;
        i += 2;
      }
    }
  } else if (headers) {
    // An object's headers replace those set by name: only a list of values can repeat one.
    const record = headers as Record<string, unknown>;
    for (const name of Object.keys(record)) if (name.toLowerCase() === 'location') record[name] = first(record[name]);
  }
}

/**
 * No redirect leaves for a host that only the request named. Next writes some redirects as full
 * addresses built from the request (an absolute-form target `GET http://evil.example/news/en`
 * became `308 Location: http://evil.example/news/en`, an open redirect behind a proxy that passes
 * such targets on and caches the answer). A Location whose host is one the request itself gave
 * (its target, Host, X-Forwarded-Host or Forwarded) and is not the site's own is cut to its path.
 * A full address staff chose for a redirect (the redirects collection) names another host on
 * purpose and is kept.
 */
export function keepRedirectsOnSite(req: IncomingMessage, res: ServerResponse, siteHost: string): void {
  const named = new Set<string>();
  const add = (value: unknown) => {
    for (const part of String(value ?? '').split(',')) {
      const host = part.trim().toLowerCase();
      if (host) named.add(host);
    }
  };
  add(req.headers.host);
  add(req.headers['x-forwarded-host']);
  for (const match of String(req.headers.forwarded ?? '').matchAll(/host="?([^;,"]+)/gi)) add(match[1]);
  const target = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(req.url ?? '');
  if (target) add(target[1]);
  const original = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    oneLocation(res, args);
    const location = res.getHeader('location');
    if (typeof location === 'string') {
      const absolute = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)(.*)$/i.exec(location.trim());
      if (absolute) {
        const host = absolute[1]!.toLowerCase().replace(/^[^@]*@/, '');
        if (host !== siteHost && (named.has(host) || host === '')) res.setHeader('location', absolute[2]!.startsWith('/') ? absolute[2]! : `/${absolute[2]!}`);
      }
    }
    return (original as (...a: unknown[]) => ServerResponse).apply(res, args);
  } as ServerResponse['writeHead'];
}
