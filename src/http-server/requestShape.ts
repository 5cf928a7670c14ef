import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

import messagesEn from '../../messages/en/requests.json';
import messagesJa from '../../messages/ja/requests.json';
import { PLAIN_PAGE_POLICY } from '../platform/http/csp';
import { plainPageHtml } from '../platform/http/plainPage';

/**
 * The shape of a request, checked before Next or Payload reads any of it: what a client sends
 * must not cost the server more than it costs the client. Next turns a query string into an
 * object in time that grows with the square of its items (7,000 `a&a&…` in a 14 KB address held a
 * server for 3–5 s, every other request waiting), so the items, the address, its segments, the
 * cookies and the headers each have a bound no page of the site comes near, and a request over
 * one is answered at once with a page in the visitor's language. Methods the site does not
 * answer, request targets that are not an address of the site (`*`, `http://elsewhere/…`) and
 * headers that Next keeps for its own parts are refused the same way, never passed on.
 */
export const REQUEST_LIMITS = {
  /** Items in a query string: the longest search form sends about 20. */
  parameters: 100,
  /** Characters in the request target (the path and the query string). */
  addressLength: 8_192,
  /** Segments of a path: the deepest page has 5. */
  pathSegments: 32,
  /** Cookies in one request: the site sets at most 3. */
  cookies: 50,
  /** Header lines in one request: a browser sends about 20. */
  headers: 100,
} as const;

/** What each kind of address answers to: the pages (forms post), and the API (Payload's REST API takes changes from staff). */
export const ALLOWED_METHODS = { site: 'GET, HEAD, POST, OPTIONS', api: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' } as const;
const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const SITE_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

/**
 * Headers that Next's parts send each other (its middleware, its router, its cache). From outside
 * they change what Next does: `x-middleware-prefetch: 1` made any page answer `200 {}`, and
 * `x-middleware-subrequest` skipped middleware in older versions.
 */
const INTERNAL_HEADER = /^(x-middleware-|x-invoke-|x-nextjs-|x-now-route-matches$|x-matched-path$|x-prerender-revalidate|x-next-revalidate|x-next-cache-tags|x-vercel-)/;

export type ShapeProblem =
  | { kind: 'method'; status: 405; allow: string; method: string }
  | { kind: 'target'; status: 400 }
  | { kind: 'tooManyParameters'; status: 414 }
  | { kind: 'addressTooLong'; status: 414 }
  | { kind: 'headersTooLarge'; status: 431 }
  | { kind: 'internalHeader'; status: 400; header: string };

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** How many parts `separator` divides `text` into, without splitting it into strings. */
function partCount(text: string | undefined, separator: string): number {
  if (!text) return 0;
  let count = 1;
  for (let i = text.indexOf(separator); i !== -1; i = text.indexOf(separator, i + 1)) count++;
  return count;
}

/** The items of a query string. */
export const parameterCount = (query: string) => partCount(query, '&');

/**
 * What is wrong with the request's shape, or null. An absolute-form target naming this site's
 * own host (as a proxy may send) is accepted: `req.url` is rewritten to its path, so nothing after
 * this point (Next's redirects included) sees another host.
 */
export function requestShapeProblem(req: IncomingMessage): ShapeProblem | null {
  const method = req.method ?? 'GET';
  let url = req.url ?? '/';
  if (!url.startsWith('/')) {
    if (url === '*' && method === 'OPTIONS') return null;
    const absolute = /^https?:\/\/([^/?#]+)(\/[^#]*)?$/i.exec(url);
    if (!absolute || absolute[1]!.toLowerCase() !== String(req.headers.host ?? '').toLowerCase()) return { kind: 'target', status: 400 };
    url = absolute[2] ?? '/';
    req.url = url;
  }
  const path = url.split('?', 1)[0]!;
  const allowed = isApi(path) ? API_METHODS : SITE_METHODS;
  if (!allowed.has(method)) return { kind: 'method', status: 405, allow: isApi(path) ? ALLOWED_METHODS.api : ALLOWED_METHODS.site, method: method.slice(0, 20) };
  const queryAt = url.indexOf('?');
  if (queryAt !== -1 && parameterCount(url.slice(queryAt + 1)) > REQUEST_LIMITS.parameters) return { kind: 'tooManyParameters', status: 414 };
  if (url.length > REQUEST_LIMITS.addressLength) return { kind: 'addressTooLong', status: 414 };
  if (path.split('/').length - 1 > REQUEST_LIMITS.pathSegments) return { kind: 'addressTooLong', status: 414 };
  if (req.rawHeaders.length / 2 > REQUEST_LIMITS.headers) return { kind: 'headersTooLarge', status: 431 };
  if (partCount(req.headers.cookie, ';') > REQUEST_LIMITS.cookies) return { kind: 'headersTooLarge', status: 431 };
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    if (INTERNAL_HEADER.test(name)) return { kind: 'internalHeader', status: 400, header: name.slice(0, 40) };
  }
  return null;
}

const englishPath = (url: string | undefined) => /^\/en(\/|\?|$)/i.test(url ?? '');

function messageOf(problem: ShapeProblem, m: typeof messagesJa): string {
  switch (problem.kind) {
    case 'method':
      return m.method.replace('{method}', problem.method.replace(/[^A-Z_-]/gi, ''));
    case 'internalHeader':
      return m.internalHeader.replace('{header}', problem.header);
    case 'tooManyParameters':
      return m.tooManyParameters.replace('{max}', String(REQUEST_LIMITS.parameters));
    default:
      return m[problem.kind];
  }
}

/** The answer to a request of the wrong shape: a page in the address's language (JSON under /api), one line in the log. */
export function refuseShape(req: IncomingMessage, res: ServerResponse, problem: ShapeProblem) {
  const english = englishPath(req.url);
  const m = english ? messagesEn : messagesJa;
  const headers: Record<string, string> = { 'cache-control': 'no-store', connection: 'close' };
  if (problem.kind === 'method') headers.allow = problem.allow;
  let body: string;
  if (isApi((req.url ?? '').split('?', 1)[0]!)) {
    headers['content-type'] = 'application/json; charset=utf-8';
    body = JSON.stringify({ errors: [{ message: `${messageOf(problem, messagesJa)} / ${messageOf(problem, messagesEn)}` }] });
  } else {
    headers['content-type'] = 'text/html; charset=utf-8';
    headers['content-security-policy'] = PLAIN_PAGE_POLICY;
    body = plainPageHtml({ lang: english ? 'en' : 'ja', title: m.title, message: messageOf(problem, m), href: english ? '/en' : '/', link: m.toHome });
  }
  console.info(`${problem.status} refused: ${problem.kind} ${req.method ?? ''} ${(req.url ?? '').slice(0, 100)}`);
  res.writeHead(problem.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  req.resume();
}

/** `OPTIONS` on a page or `OPTIONS *`: which methods the site answers to, once. The open API (its CORS preflight) and Payload's API answer their own. */
export function answerOptions(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (req.method !== 'OPTIONS' || isApi(path)) return false;
  res.writeHead(204, { allow: ALLOWED_METHODS.site, 'cache-control': 'no-store' });
  res.end();
  return true;
}

/**
 * `HEAD` answers as `GET` would, without the body, on every route: pages, the API and the files
 * it serves (Payload's file route answered 404 to HEAD while GET answered 200, so link checkers
 * and caches called 164 files broken). The app is handed a GET; Node decided when it made the
 * response, from the request's method as it arrived, that the answer to a HEAD carries no body,
 * whatever the app writes (the crawl compares HEAD with GET on every address).
 */
export function answerHeadAsGet(req: IncomingMessage): void {
  if (req.method !== 'HEAD') return;
  req.method = 'GET';
}

/**
 * A request Node's parser refuses (an address or headers over 16 KB, a malformed line) is
 * answered with a page that says so, in both languages since the address could not be read,
 * instead of the parser's bare status line. CONNECT, which Node hands to another event, is
 * answered 405 the same way.
 */
export function answerUnreadable(socket: Duplex, status: 400 | 405 | 431, allow?: string) {
  if (!socket.writable) return void socket.destroy();
  const message = status === 431 ? [messagesJa.headersTooLarge, messagesEn.headersTooLarge] : status === 405 ? [messagesJa.method.replace('{method}', 'CONNECT'), messagesEn.method.replace('{method}', 'CONNECT')] : [messagesJa.unreadable, messagesEn.unreadable];
  const html = plainPageHtml({ lang: 'ja', title: `${messagesJa.title} / ${messagesEn.title}`, message: message.join(' / '), href: '/', link: `${messagesJa.toHome} / ${messagesEn.toHome}` });
  const reason = { 400: 'Bad Request', 405: 'Method Not Allowed', 431: 'Request Header Fields Too Large' }[status];
  const head = [
    `HTTP/1.1 ${status} ${reason}`,
    'content-type: text/html; charset=utf-8',
    'cache-control: no-store',
    `content-security-policy: ${PLAIN_PAGE_POLICY}`,
    'x-content-type-options: nosniff',
    ...(allow ? [`allow: ${allow}`] : []),
    `content-length: ${Buffer.byteLength(html)}`,
    'connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${html}`);
}
