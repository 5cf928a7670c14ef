import type { IncomingMessage, ServerResponse } from 'node:http';

import { NOT_FOUND_LANGUAGE_HEADER } from '../platform/http/internalHeaders';

/**
 * Next renders `notFound()` thrown by a page as an empty error shell (`<html id="__next_error__">`)
 * and leaves the content to client-side rendering (vercel/next.js#62228, open): without
 * JavaScript, and for crawlers, an unknown address showed a blank page. An address no route
 * matches is rendered whole, through Next's not-found route. So when a page answers a document
 * request with 404, the answer is replaced by that route's: the same status, the whole page in
 * the HTML (docs/decisions/0010-not-found-served-whole.md).
 */


/** A request for a document (not Next's client navigation, a server action or a file). */
export function isDocumentRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.rsc !== undefined || req.headers['next-router-state-tree'] !== undefined) return false;
  const path = (req.url ?? '/').split('?')[0]!;
  return !path.startsWith('/_next/') && !path.startsWith('/api/') && !path.startsWith('/admin');
}

type Writes = Pick<ServerResponse, 'writeHead' | 'write' | 'end' | 'flushHeaders'>;

/**
 * Holds the response back until its status is known. If it is a 404 page, what was written is
 * dropped and `renderNotFound` answers instead; otherwise everything passes through unchanged.
 */
export function replaceNotFoundDocument(req: IncomingMessage, res: ServerResponse, renderNotFound: () => Promise<void>): void {
  const original: Writes = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let decided: 'pass' | 'replace' | null = null;
  let headPending = false;
  const call = <K extends keyof Writes>(name: K, args: unknown[]) => (original[name] as (...a: unknown[]) => unknown).apply(res, args);

  // Decided once, when the first bytes (or the end) come. Next's compression wraps these methods
  // after this; they stay in place and only pass on, so nothing Next added is undone.
  const decide = () => {
    if (decided) return decided;
    const type = String(res.getHeader('content-type') ?? '');
    decided = res.statusCode === 404 && type.startsWith('text/html') ? 'replace' : 'pass';
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
    // Nothing was sent: put the response back as it came and answer with the not-found route.
    Object.assign(res, original);
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    req.headers[NOT_FOUND_LANGUAGE_HEADER] = /^\/en(\/|$|\?)/.test(req.url ?? '') ? 'en' : 'ja';
    renderNotFound().catch(() => {
      if (!res.headersSent) res.statusCode = 404;
      res.end();
    });
    return res;
  } as ServerResponse['end'];
}
