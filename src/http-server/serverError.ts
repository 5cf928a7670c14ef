import type { IncomingMessage, ServerResponse } from 'node:http';

import messagesEn from '../../messages/en/serverError.json';
import messagesJa from '../../messages/ja/serverError.json';
import { PLAIN_PAGE_POLICY } from '../platform/http/csp';
import { plainPageHtml } from '../platform/http/plainPage';
import type { Health } from './health';
import { setSecurityHeaders } from './security';
import { fromNextClient, NEXT_PATHS } from '../platform/framework/nextProtocol';

/**
 * A page of the site asked for by a browser, a form posted without JavaScript included: an
 * address outside Next's files, the API and the admin, and not a request of the app's own
 * script (a React Server Components fetch or a server action, which handle their own errors).
 */
export function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') return false;
  if (fromNextClient(req.headers, ['rsc', 'stateTree', 'action'])) return false;
  const path = (req.url ?? '/').split('?')[0]!;
  return !path.startsWith(NEXT_PATHS.root) && !path.startsWith('/api/') && !path.startsWith('/admin');
}

/** How long a visitor (or a balancer) is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * Answers in place of a page that failed on the server, in the visitor's language: 503 with
 * Retry-After when the database does not answer, or did not a moment ago (a restart, a failover:
 * it passes), 500 otherwise.
 * Never stored by a cache, with the site's security headers; the error itself stays in the log.
 */
/** A page that fails this long after the database was last found away is counted as part of that outage. */
export const OUTAGE_TAIL_MS = 15_000;

export async function sendServerErrorPage(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  https: boolean,
  health: { fresh: () => Promise<Health>; lostWithin: (ms: number) => boolean },
): Promise<void> {
  const report = await health.fresh().catch((): Health => ({ status: 'unavailable', database: 'failed', migrations: 'unknown' }));
  const unavailable = report.database === 'failed' || health.lostWithin(OUTAGE_TAIL_MS);
  const english = /^\/en(\/|$)/i.test(path);
  const m = english ? messagesEn : messagesJa;
  const html = plainPageHtml({
    lang: english ? 'en' : 'ja',
    title: unavailable ? m.unavailableTitle : m.errorTitle,
    message: unavailable ? m.unavailable : m.error,
    href: english ? '/en' : '/',
    link: m.toHome,
  });
  setSecurityHeaders(res, path, https);
  res.writeHead(unavailable ? 503 : 500, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': PLAIN_PAGE_POLICY,
    ...(unavailable ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}
