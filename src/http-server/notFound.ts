import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';

import { ADDRESSES } from '../i18n/addresses';
import { fromNextClient, NEXT_ANSWER_HEADER, NEXT_PATHS } from '../platform/framework/nextProtocol';

/**
 * Next renders `notFound()` thrown by a page as an empty error shell (`<html id="__next_error__">`)
 * and leaves the content to client-side rendering (vercel/next.js#62228, open): without
 * JavaScript, and for crawlers, an unknown address showed a blank page. So when a page answers a
 * document request with 404, the answer is replaced by the prerendered not-found page of the
 * address's language (`ADDRESSES.notFound`, under `/en` in English), sent with status 404 at the
 * address that was asked for (docs/decisions/0010-not-found-served-whole.md).
 */

/** The not-found page of an address's language. */
export const notFoundPagePath = (url: string) => (/^\/en(\/|$|\?)/i.test(url) ? `/en${ADDRESSES.notFound}` : ADDRESSES.notFound);

/** Whether the address asks for the not-found page itself (it answers 404 like any unknown address). */
export const isNotFoundPage = (url: string) => /^(\/en)?\/page-not-found\/?(\?|$)/.test(url);

/** A request for a document (not Next's client navigation, a server action or a file). */
export function isDocumentRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (fromNextClient(req.headers, ['rsc', 'stateTree'])) return false;
  const path = (req.url ?? '/').split('?')[0]!;
  return !path.startsWith(NEXT_PATHS.root) && !path.startsWith('/api/') && !path.startsWith('/admin');
}

type Writes = Pick<ServerResponse, 'writeHead' | 'write' | 'end' | 'flushHeaders'>;
const writesOf = (res: ServerResponse): Writes => ({ writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders });

/**
 * Sends whatever is written next with status 404 and not to be stored by caches (the same page
 * answers many addresses). Sits under Next's own wrappers (compression), so it sees the status
 * and headers just before they leave.
 */
export function sendAsNotFound(res: ServerResponse): void {
  const original = writesOf(res);
  const settle = () => {
    if (res.headersSent) return;
    res.statusCode = 404;
    res.setHeader('cache-control', 'no-store');
    res.removeHeader(`${NEXT_ANSWER_HEADER}cache`);
  };
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (typeof args[0] === 'number') args[0] = 404;
    settle();
    return (original.writeHead as (...a: unknown[]) => ServerResponse).apply(res, args);
  } as ServerResponse['writeHead'];
  res.flushHeaders = () => {
    settle();
    original.flushHeaders.call(res);
  };
  res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
    settle();
    return (original.write as (...a: unknown[]) => boolean).apply(res, args);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: Parameters<ServerResponse['end']>) {
    settle();
    return (original.end as (...a: unknown[]) => ServerResponse).apply(res, args);
  } as ServerResponse['end'];
}

/**
 * Holds the response back until its status is known. If it is an HTML page whose status
 * `replaces` picks (a 404, a server error), what was written is dropped and `render` answers
 * instead, given that status; otherwise everything passes through unchanged.
 */
export function replaceDocument(res: ServerResponse, replaces: (status: number) => boolean, render: (status: number) => Promise<void>): void {
  const original = writesOf(res);
  let decided: 'pass' | 'replace' | null = null;
  let headPending = false;
  const call = <K extends keyof Writes>(name: K, args: unknown[]) => (original[name] as (...a: unknown[]) => unknown).apply(res, args);

  // Decided once, when the first bytes (or the end) come. Next's compression wraps these methods
  // after this; they stay in place and only pass on, so nothing Next added is undone.
  const decide = () => {
    if (decided) return decided;
    const type = String(res.getHeader('content-type') ?? '');
    decided = replaces(res.statusCode) && type.startsWith('text/html') ? 'replace' : 'pass';
    if (decided === 'pass' && headPending) call('writeHead', [res.statusCode]);
    return decided;
  };

  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (decided === 'pass') return call('writeHead', args);
    // Keep the status and headers Next chose until the decision.
    if (typeof args[0] === 'number') res.statusCode = args[0];
    const headers = args.find((a, i) => i > 0 && a !== null && typeof a === 'object' && !Array.isArray(a)) as Record<string, string> | undefined;
    if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    headPending = true;
    return res;
  } as ServerResponse['writeHead'];
  res.flushHeaders = () => {
    if (decided === 'pass') call('flushHeaders', []);
  };
  res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
    if (decide() === 'pass') return call('write', args) as boolean;
    (args.find((a) => typeof a === 'function') as (() => void) | undefined)?.();
    return true;
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: Parameters<ServerResponse['end']>) {
    if (decide() === 'pass') return call('end', args) as ServerResponse;
    // Nothing was sent: put the response back as it came and answer with the replacement.
    const status = res.statusCode;
    Object.assign(res, original);
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    render(status).catch(() => {
      if (!res.headersSent) res.statusCode = status;
      res.end();
    });
    return res;
  } as ServerResponse['end'];
}

const DROPPED_HEADERS = new Set(['cache-control', 'etag', 'last-modified', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);

/**
 * Answers with the not-found page of `path`, fetched from this same server as a fresh request:
 * status 404, not stored by caches, compressed as the visitor accepts. A fresh request, not the
 * visitor's request handled a second time, because Next marks a request it has answered with
 * 404 and a page regenerated under that mark (after a revalidation) lost its title.
 */
export function sendNotFoundPage(req: IncomingMessage, res: ServerResponse, origin: { host: string; port: number }, path: string): Promise<void> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { accept: 'text/html' };
    const encoding = req.headers['accept-encoding'];
    if (typeof encoding === 'string') headers['accept-encoding'] = encoding;
    const upstream = httpRequest({ host: origin.host, port: origin.port, path, method: 'GET', headers }, (page) => {
      res.statusCode = 404;
      // The page's own headers (type, encoding, length, the site's security headers), but not
      // those that would let a cache keep it or name a different resource.
      for (const [name, value] of Object.entries(page.headers)) {
        if (value !== undefined && !DROPPED_HEADERS.has(name) && !name.startsWith(NEXT_ANSWER_HEADER)) res.setHeader(name, value);
      }
      res.setHeader('cache-control', 'no-store');
      if (req.method === 'HEAD') {
        page.resume();
        res.end();
        return resolve();
      }
      page.pipe(res);
      page.on('end', resolve);
      page.on('error', () => {
        res.destroy();
        resolve();
      });
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.statusCode = 404;
      res.end();
      resolve();
    });
    upstream.end();
  });
}
