/**
 * The site's HTTP server: Next's request handler behind a few checks that must hold for every
 * address, static files and Payload's routes included, and that Next cannot make itself:
 * - an address that cannot be decoded (`/%E0%A4%A`) answers 400 with the not-found advice,
 *   instead of reaching a router that fails on it;
 * - the client's address is taken from the socket (or the trusted proxy's entry) and passed on
 *   in a header no client can set (platform/http/clientAddress.ts);
 * - posts are checked by method and area before the app reads them (guard.ts), staff sign-in
 *   is throttled per client;
 * - every answer carries the security headers, every page a Content-Security-Policy that
 *   allows its own inline scripts by hash (security.ts);
 * - pages are compressed here, after the policy is computed (Next's compression is off);
 * - a page's 404 is served whole, with its language, heading and advice in the HTML
 *   (see notFound.ts); a page that fails on the server is answered with a page of its own in the
 *   visitor's language, 503 and Retry-After while the database does not answer (serverError.ts);
 * - every page says how long a shared cache may keep it, a minute at most, and every answer that
 *   is one visitor's own that no cache may keep it (cache.ts);
 * - `/healthz` tells a load balancer whether this server can serve: database and migrations (health.ts);
 * - on SIGTERM it drains: `/healthz` says `stopping` at once, new connections are still taken
 *   for SHUTDOWN_GRACE_SECONDS (default 0; a balancer that polls every few seconds wants about
 *   twice its interval), then the requests in flight finish, the mail this server holds is sent or
 *   handed back (platform/lifecycle.ts), and the process leaves;
 * - in production on a public address it refuses to start without what it needs (preflight.ts).
 *
 * `npm start`, the browser tests and the benchmarks all run the site through this server:
 *   node --import tsx src/http-server/index.ts        (PORT, BIND_ADDRESS from the environment)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { UrlWithParsedQuery } from 'node:url';

import compression from 'compression';

import messagesEn from '../../messages/en/notFound.json';
import messagesJa from '../../messages/ja/notFound.json';
import { databaseUrl, siteUrl } from '../platform/env';
import { runShutdownHooks } from '../platform/lifecycle';
import { CLIENT_ADDRESS_HEADER, clientAddressOf, trustedProxyHops } from '../platform/http/clientAddress';
import { PLAIN_PAGE_POLICY } from '../platform/http/csp';
import { accessLine, jsonLogs, requestIdOf, runWithRequest } from '../platform/log/request';
import { plainPageHtml } from '../platform/http/plainPage';
import { answerCache } from './answerCache';
import { withCachePolicy } from './cache';
import { signInFirst } from './signInFirst';
import { areaOf, refuseAnonymousApiWrite, refuseAnonymousReads, refuseBareWhere, refuseFirstAccount, refuseInternalApi, refusePagesData, refusePost, refuseStaffAuth } from './guard';
import { answerHealth, healthCheck, isHealthRequest, STOPPING } from './health';
import { isDocumentRequest, isNotFoundPage, notFoundPagePath, replaceDocument, sendAsNotFound, sendNotFoundPage } from './notFound';
import { isLoopback, productionProblems } from './preflight';
import { answerHeadAsGet, answerOptions, answerUnreadable, ALLOWED_METHODS, REQUEST_LIMITS, refuseShape, requestShapeProblem } from './requestShape';
import { isAdminPath, keepRedirectsOnSite, servedOverHttps, setSecurityHeaders, withPagePolicy } from './security';
import { isPageRequest, sendServerErrorPage } from './serverError';

// The body works in Japan time, and so does its office: the few dates of the staff CMS that the
// server draws itself (Payload's version comparison and its restore confirmation format with the
// process's zone) read as the rest of /admin does, whatever zone the machine was set up in. The
// site's own code names its zone in every formatter and uses no local-time Date method, so
// nothing else changes; Node applies a TZ set at run time from the next date it formats.
process.env.TZ = 'Asia/Tokyo';

/** The answer to an address whose percent-escapes cannot be decoded. */
function badAddress(req: IncomingMessage, res: ServerResponse) {
  const english = /^\/en(\/|$)/i.test(req.url ?? '');
  const m = english ? messagesEn : messagesJa;
  const html = plainPageHtml({ lang: english ? 'en' : 'ja', title: m.title, message: m.checkAddress, href: english ? '/en' : '/', link: m.toHome });
  res.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': PLAIN_PAGE_POLICY });
  res.end(req.method === 'HEAD' ? undefined : html);
}

/** A page of the site asked for while the request keeps its own address. */
const route = (pathname: string): UrlWithParsedQuery => ({
  pathname,
  query: {},
  search: '',
  path: pathname,
  href: pathname,
  protocol: null,
  slashes: null,
  auth: null,
  host: null,
  port: null,
  hostname: null,
  hash: null,
});

function decodable(url: string): boolean {
  // A NUL byte has no place in any address of the site (and breaks Next's rewrite of a refused query).
  if (/%00/.test(url)) return false;
  try {
    decodeURIComponent(url.split('?')[0]!);
    return true;
  } catch {
    return false;
  }
}

export async function startServer({ port, hostname }: { port: number; hostname: string }) {
  (process.env as Record<string, string | undefined>).NODE_ENV ??= 'production';
  const production = process.env.NODE_ENV === 'production' && !isLoopback(hostname);
  if (production) {
    const problems = await productionProblems();
    if (problems.length > 0) {
      console.error(`The site will not start on ${hostname}:${port} in production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      process.exit(1);
    }
  }
  // Loaded here, after NODE_ENV is settled: Next reads it when it loads.
  const { default: next } = await import('next');
  // Next builds each request's address from this name, and compares it with the address of a
  // rewrite (the proxy's 400 for a refused query), which it writes with `localhost` for any
  // loopback address: given 127.0.0.1 the two differ and Next would proxy the rewrite to itself,
  // endlessly. So a loopback address is named `localhost` here (the socket is bound below).
  const app = next({ dev: false, dir: process.cwd(), port, hostname: isLoopback(hostname) ? 'localhost' : hostname });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Where this server reaches itself, for the not-found page.
  const self = { host: hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname, port };
  const hops = trustedProxyHops();
  const https = servedOverHttps();
  // Connect middleware, which works on Node's own request and response; its types name Express's.
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const health = healthCheck(databaseUrl());
  const answers = answerCache(databaseUrl());
  let closing = false;
  const siteHost = new URL(siteUrl()).host.toLowerCase();
  const server = createServer(async (req, res) => {
    // Before anything reads the request: its method, target, address, query, cookies and headers
    // within bounds (requestShape.ts); an absolute-form target naming this site becomes its path.
    const shape = requestShapeProblem(req);
    if (shape) {
      setSecurityHeaders(res, '/', https);
      return refuseShape(req, res, shape);
    }
    const url = req.url ?? '/';
    if (!decodable(url)) return badAddress(req, res);
    const path = url.split('?')[0]!;
    // Whatever a client wrote here is dropped: the address comes from the socket or the trusted proxy.
    const client = clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops);
    req.headers[CLIENT_ADDRESS_HEADER] = client;
    setSecurityHeaders(res, path, https);
    // One id per request, from the balancer or made here; every log line of the request carries it.
    const requestId = requestIdOf(req.headers['x-request-id'], hops > 0);
    res.setHeader('x-request-id', requestId);
    if (jsonLogs()) {
      const started = performance.now();
      res.once('finish', () =>
        process.stdout.write(`${accessLine({ id: requestId, method: req.method ?? '', path, status: res.statusCode, ms: performance.now() - started, client })}\n`),
      );
    }
    return runWithRequest({ id: requestId }, () => serve(req, res, url, path, client));
  });

  async function serve(req: IncomingMessage, res: ServerResponse, url: string, path: string, client: string) {
    // Before the request checks: a balancer probing every second is never counted or refused.
    if (isHealthRequest(path)) return answerHealth(req, res, closing ? async () => STOPPING : health.report);
    // While stopping, each answer ends its connection, so a client's next request opens one to another server.
    if (closing) res.setHeader('connection', 'close');
    if (refusePagesData(res, path) || refuseInternalApi(req, res, path) || refuseBareWhere(req, res, path, url)) return;
    if (answerOptions(req, res, path)) return;
    try {
      if (refuseFirstAccount(res, path, production)) return;
      if (await refuseStaffAuth(req, res, path, client)) return;
      if (refuseAnonymousApiWrite(req, res, path)) return;
      if (await refuseAnonymousReads(req, res, path, client)) return;
      if (await refusePost(req, res, path, client)) return;
    } catch (error) {
      console.error('The request checks failed:', error);
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '10' });
      return void res.end('Service Unavailable');
    }
    if (signInFirst(req, res, path, url)) return;
    answerHeadAsGet(req);
    keepRedirectsOnSite(req, res, siteHost);
    // First, so it sees the headers last, as they leave, whoever wrote them.
    withCachePolicy(req, res);
    await new Promise<void>((next) => compress(req, res, () => next()));
    // Next flushes the compressor after every chunk it streams, for pages streamed as they render.
    // The site holds its pages whole, and a streamed download written an entry at a time (a
    // sitemap file of 50,000 addresses) became 50,000 flushed blocks of a few bytes: 95 s instead
    // of 6 s for one file, and no smaller than uncompressed. The compressor fills its blocks instead.
    delete (res as { flush?: unknown }).flush;
    const area = areaOf(path);
    // A directory's page answered before, for the same address, from the same register: given again.
    const ticket = area === 'page' && answers ? await answers.ticket(req, url, path) : null;
    const kept = ticket ? answers!.find(ticket) : undefined;
    if (kept) return answers!.send(req, res, kept);
    if (ticket) res.setHeader('x-answer-cache', 'miss');
    if (area === 'page' || area === 'admin')
      withPagePolicy(req, res, isAdminPath(path) ? 'admin' : 'site', https, ticket ? (page) => answers!.keep(ticket, page) : undefined);
    const notFoundPage = route(notFoundPagePath(url));
    if (isNotFoundPage(url)) {
      sendAsNotFound(res);
      return void handle(req, res, notFoundPage);
    }
    const document = isDocumentRequest(req);
    if (document || isPageRequest(req)) {
      // A 404: the prerendered not-found page of the address's language, at the same address.
      // A page that failed: a page of its own in the visitor's language, 503 while the database is away.
      replaceDocument(
        res,
        (status) => (document && status === 404) || status >= 500,
        (status) => (status === 404 ? sendNotFoundPage(req, res, self, notFoundPage.pathname!) : sendServerErrorPage(req, res, path, https, health)),
      );
    }
    void handle(req, res);
  }
  // Keep connections from a proxy in front open longer than it does (its default is 60 s).
  server.keepAliveTimeout = 65_000;
  // Node keeps up to 2,000 header lines; the site refuses more than REQUEST_LIMITS.headers, so it need not keep more.
  server.maxHeadersCount = REQUEST_LIMITS.headers + 1;
  // What Node's parser refuses (over 16 KB of address and headers, a malformed line) gets a page, not a bare status.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return void socket.destroy();
    answerUnreadable(socket, error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400);
  });
  // CONNECT is no method of this site: answered, never tunnelled.
  server.on('connect', (_req: IncomingMessage, socket) => answerUnreadable(socket, 405, ALLOWED_METHODS.site));
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  console.info(`▲ ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);

  // Say so to the balancer, stop taking connections after the grace, let requests in flight
  // finish, finish or hand back the mail this server holds, then leave; in 30 s whatever happens.
  const grace = Math.max(0, Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 0)) * 1000;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    console.info(grace > 0 ? `Stopping: healthz says so; new connections are taken for ${grace / 1000} s more.` : 'Stopping.');
    setTimeout(() => process.exit(0), grace + 30_000).unref();
    setTimeout(() => {
      server.close(
        () =>
          void runShutdownHooks(10_000)
            .then(() => Promise.all([app.close(), health.close(), answers?.close()]))
            .finally(() => process.exit(0)),
      );
      server.closeIdleConnections();
    }, grace).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await startServer({ port: Number(process.env.PORT ?? 3000), hostname: process.env.BIND_ADDRESS ?? '0.0.0.0' });
}
