import type { IncomingMessage, ServerResponse } from 'node:http';

import { carriesCredentials } from './guard';
import { fromNextClient } from '../platform/framework/nextProtocol';

/** The admin's pages for someone not signed in: the sign-in page and its post, and Payload's own password and first-account pages. */
const OPEN = /^\/admin\/(?:login|logout|forgot|reset|create-first-user|verify|unlock)(?:\/|$)/;

/**
 * Someone without a session who opens a page of /admin is sent to the sign-in page at once, by the
 * server: Payload would send its whole admin (2.8 MB of scripts) to find out in the browser, and
 * only then go to the sign-in page, 3 s later. The cookie is only looked for, never trusted: a
 * session that has ended still reaches Payload, which checks it and sends its owner to sign in.
 */
export function signInFirst(req: IncomingMessage, res: ServerResponse, path: string, url: string): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^\/admin(?:\/|$)/.test(path) || OPEN.test(path)) return false;
  if (carriesCredentials(req)) return false;
  // An address that does not decode is answered by Next as it is (400), not sent on.
  try {
    decodeURIComponent(url);
  } catch {
    return false;
  }
  // Next's own requests for a page's data (client navigation, prefetch) are Payload's to answer.
  if (fromNextClient(req.headers, ['rsc', 'prefetch'])) return false;
  const target = url.startsWith('/admin') ? url : path;
  const location = target === '/admin' || target === '/admin/' ? '/admin/login' : `/admin/login?redirect=${encodeURIComponent(target)}`;
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
  return true;
}
