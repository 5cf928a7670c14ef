import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import formsEn from '../../messages/en/forms.json';
import formsJa from '../../messages/ja/forms.json';
import { payloadSecret } from '../platform/env';
import { PLAIN_PAGE_POLICY } from '../platform/http/csp';
import { crossSite, nodeHeaders } from '../platform/http/origin';
import { allowances, envNumber, take } from '../platform/http/rateLimit';
import { plainPageHtml } from '../platform/http/plainPage';
import { isAdminPath } from './security';
import { NEXT_PATHS } from '../platform/framework/nextProtocol';

/**
 * What every request that changes something must pass before the app sees it. On the public
 * pages every post is a form step (a server action), whichever address it is sent to, so the
 * checks go by method and area, not by a list of form addresses that a client could walk around.
 * The form actions check again themselves (features/forms/actions.ts).
 */

export type Area = 'page' | 'admin' | 'api' | 'next';

export function areaOf(path: string): Area {
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (path.startsWith(NEXT_PATHS.root)) return 'next';
  if (isAdminPath(path)) return 'admin';
  return 'page';
}

/**
 * The Pages Router's data addresses (`/_next/data/{build}/{page}.json`) answer a page's
 * getServerSideProps as JSON, for navigation in the browser. The site's Pages Router pages (the
 * directory searches) send no script and are never navigated that way, and their props are
 * their whole render's data: those addresses are not served.
 */
export function refusePagesData(res: ServerResponse, path: string): boolean {
  if (!path.startsWith(NEXT_PATHS.data)) return false;
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end('Not Found');
  return true;
}

/**
 * A body the app will not read, after its refusal is sent. A client writing a body does not read
 * the answer until it has written it, and a connection closed under it is a reset that loses the
 * answer (a browser posting 1.1 MB would show a network error, not the 413 page). So a body of
 * stated length up to DRAIN_BYTES is read and thrown away and the connection kept; a longer one,
 * or one of unknown length, is not read: the connection is closed.
 */
const DRAIN_BYTES = 8 * 1024 ** 2;

function discardBody(req: IncomingMessage, headers: Record<string, string>): void {
  const declared = req.headers['content-length'];
  const drainable = declared !== undefined && /^\d+$/.test(declared) && Number(declared) <= DRAIN_BYTES && req.headers['transfer-encoding'] === undefined;
  if (!drainable) headers.connection = 'close';
}

/** A JSON answer to an API request refused before the app reads it; with `close`, its body is not read (discardBody). */
function jsonRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  { close = false, retryAfter }: { close?: boolean; retryAfter?: number } = {},
): true {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
  if (close) discardBody(req, headers);
  res.writeHead(status, headers);
  res.end(JSON.stringify({ errors: [{ message }] }));
  if (close) req.resume();
  return true;
}

const readsOnly = (method: string | undefined) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

type Refusal = 'origin' | 'rate' | 'size' | 'length';
const STATUS: Record<Refusal, number> = { origin: 403, rate: 429, size: 413, length: 411 };

function refuse(req: IncomingMessage, res: ServerResponse, path: string, reason: Refusal, retryAfter?: number): true {
  const english = /^\/en(\/|$)/.test(path);
  const m = (english ? formsEn : formsJa).rejected;
  const html = plainPageHtml({ lang: english ? 'en' : 'ja', title: m.title, message: m[reason === 'length' ? 'invalid' : reason], href: path, link: m.backToForm });
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': PLAIN_PAGE_POLICY };
  if (retryAfter) headers['retry-after'] = String(retryAfter);
  discardBody(req, headers);
  res.writeHead(STATUS[reason], headers);
  res.end(req.method === 'HEAD' ? undefined : html);
  req.resume();
  return true;
}

// 1 MB: a visitor pasting a long text (30,000 Japanese characters are 270 KB url-encoded) is answered on the form
// with the length message and the text kept, never with a 413 that loses it.
const maxPostBytes = () => envNumber('FORM_MAX_BODY_BYTES', 1_000_000);
/** The bulk check takes a CSV file of up to 1 MB with its form (features/verification). */
const BULK_CHECK = /^(\/en)?\/verify\/list$/;
/** The check of a signed record takes a file of up to 3 MB with its form (features/credentials). */
const DOCUMENT_CHECK = /^(\/en)?\/verify\/check\/submit$/;
const maxPostBytesFor = (path: string) => (BULK_CHECK.test(path) ? 1_100_000 : DOCUMENT_CHECK.test(path) ? 3_200_000 : maxPostBytes());
/** The largest body the staff API takes: the largest import (512 MB) and its multipart wrapping. */
const maxApiBodyBytes = () => envNumber('API_MAX_BODY_BYTES', 513 * 1024 ** 2);

/**
 * RFC 8058's one-click unsubscribe is posted by the receiving mail system, from anywhere and in
 * bursts: the signed link it posts to is its authority (features/alerts), so it is refused neither
 * for its origin nor by the allowance of page posts (its size is still checked).
 */
const ONE_CLICK_UNSUBSCRIBE = /^(\/en)?\/alerts\/unsubscribe$/;

/** Checks a post to a page or to the staff CMS; answers and returns true when it is refused. */
export async function refusePost(req: IncomingMessage, res: ServerResponse, path: string, client: string): Promise<boolean> {
  if (readsOnly(req.method)) return false;
  const area = areaOf(path);
  if (area === 'api' || area === 'next') return false;
  if (crossSite(nodeHeaders(req.headers)) && !ONE_CLICK_UNSUBSCRIBE.test(path)) return refuse(req, res, path, 'origin');
  if (area === 'admin') return false;
  // Browsers always state the length of a form post; a body of unknown length (chunked) is not read to find out.
  const declared = req.headers['content-length'];
  if (declared === undefined || !/^\d+$/.test(declared)) return refuse(req, res, path, 'length');
  if (Number(declared) > maxPostBytesFor(path)) return refuse(req, res, path, 'size');
  // Mail systems post one-click unsubscribes from a few addresses, many at once after a digest: the signed link is the control.
  if (ONE_CLICK_UNSUBSCRIBE.test(path)) return false;
  const verdict = await take('pagePosts', allowances.pagePosts(), client);
  if (!verdict.allowed) return refuse(req, res, path, 'rate', verdict.retryAfterSeconds);
  return false;
}

/** Staff sign-in and password requests: counted per client address, whichever account they name. */
const STAFF_AUTH = /^\/api\/users\/(login|forgot-password|reset-password|first-register|unlock|verify\/[^/]+)\/?$/;

/** The sign-in page's own form post (features/back-office): counted and bounded as Payload's sign-in is, answered as a page. */
const SIGN_IN_FORM = /^\/admin\/login\/submit\/?$/;

/** A sign-in or password request is an address and a password or token: a few hundred bytes, 16 KB at most. */
export const MAX_STAFF_AUTH_BYTES = 16 * 1024;

export async function refuseStaffAuth(req: IncomingMessage, res: ServerResponse, path: string, client: string): Promise<boolean> {
  const form = SIGN_IN_FORM.test(path);
  if (req.method !== 'POST' || !(form || STAFF_AUTH.test(path))) return false;
  // Anyone may send these, so their size is checked as a form's is: stated, and small.
  const declared = req.headers['content-length'];
  if (declared === undefined || !/^\d+$/.test(declared) || Number(declared) > MAX_STAFF_AUTH_BYTES) {
    const unstated = declared === undefined || !/^\d+$/.test(declared);
    if (form) return backToSignIn(req, res, 'invalid');
    return jsonRefusal(req, res, unstated ? 411 : 413, unstated ? '長さが分かりません / The request must state its length' : '大きすぎます / Too large', { close: true });
  }
  const verdict = await take('staffAuth', allowances.staffAuth(), client);
  if (verdict.allowed) return false;
  if (form) return backToSignIn(req, res, 'limited', verdict.retryAfterSeconds);
  return jsonRefusal(req, res, 429, formsJa.staffAuthLimited + ' / ' + formsEn.staffAuthLimited, { close: true, retryAfter: verdict.retryAfterSeconds });
}

/** The sign-in form refused before it is read: back to the form, which says why in the admin's language. */
function backToSignIn(req: IncomingMessage, res: ServerResponse, reason: 'invalid' | 'limited', retryAfter?: number): true {
  const headers: Record<string, string> = { location: `/admin/login?error=${reason}`, 'cache-control': 'no-store' };
  if (retryAfter) headers['retry-after'] = String(retryAfter);
  discardBody(req, headers);
  res.writeHead(303, headers);
  res.end();
  req.resume();
  return true;
}

/**
 * Changes through Payload's REST API are for staff only (the sign-in requests aside): without a
 * session cookie or an API key, such a request is refused before its body is read, and a body of
 * unknown length is never read at all.
 */
export function refuseAnonymousApiWrite(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (readsOnly(req.method) || areaOf(path) !== 'api' || STAFF_AUTH.test(path) || path.startsWith('/api/v1/')) return false;
  const declared = req.headers['content-length'];
  const signedIn = carriesCredentials(req);
  const [status, message] = !signedIn
    ? [401, 'ログインが必要です / Sign in first']
    : declared === undefined && req.headers['transfer-encoding'] !== undefined
      ? [411, 'ファイルの大きさが分かりません / The upload must state its length']
      : Number(declared ?? 0) > maxApiBodyBytes()
        ? [413, `大きすぎます（${Math.round(maxApiBodyBytes() / 1024 ** 2)}MBまで） / Too large (${Math.round(maxApiBodyBytes() / 1024 ** 2)} MB at most)`]
        : [0, ''];
  if (!status) return false;
  return jsonRefusal(req, res, status, message, { close: true });
}

/**
 * Payload's migration records have no REST answer of their own (Payload says 501 Not Implemented):
 * for a client, they are simply not there.
 */
export function refuseInternalApi(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (!/^\/api\/payload-migrations(\/|$)/.test(path)) return false;
  return jsonRefusal(req, res, 404, 'Not Found');
}

/**
 * A REST query's `where` must be conditions (`where[field][operator]=…`): a bare `where=abc` fails
 * inside Payload before any hook can read it. The conditions themselves are read against the
 * collection's fields by platform/cms/queryGuard.ts.
 */
export function refuseBareWhere(req: IncomingMessage, res: ServerResponse, path: string, url: string): boolean {
  if (!readsOnly(req.method) || areaOf(path) !== 'api' || path.startsWith('/api/v1/')) return false;
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return false;
  // Payload reads a bare `where` or `data` as JSON, and fails on anything else before a hook runs.
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const bare = params.has('where')
    ? 'where takes conditions on fields, e.g. where[title][equals]=…'
    : params.has('data') && !isJson(params.get('data')!)
      ? 'data must be JSON'
      : null;
  if (!bare) return false;
  return jsonRefusal(req, res, 400, `この検索条件は読めません / The query cannot be read: ${bare}`);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return text === '';
  }
}

/**
 * Whether a request carries what a staff session is made of (the session cookie or an
 * Authorization header), checked or not: enough to choose between answers, never to grant one
 * (Payload, or {@link signedInStaff}, checks it).
 */
export function carriesCredentials(req: IncomingMessage): boolean {
  return /(?:^|;\s*)payload-token=/.test(req.headers.cookie ?? '') || req.headers.authorization !== undefined;
}

let sessionKey: Buffer | undefined;

/**
 * Whether a request carries a staff session that Payload would accept: its token (the cookie, or
 * `Authorization: JWT …`/`Bearer …`) signed with the site's key (HS256, keyed as Payload keys it)
 * and not expired. A cookie that merely has the name proves nothing.
 */
export function signedInStaff(req: IncomingMessage): boolean {
  const cookie = /(?:^|;\s*)payload-token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  const header = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const token = header ?? cookie;
  if (!token) return false;
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) return false;
  sessionKey ??= Buffer.from(createHash('sha256').update(payloadSecret()).digest('hex').slice(0, 32));
  const expected = Buffer.from(createHmac('sha256', sessionKey).update(`${head}.${body}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  try {
    const { exp } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 > Date.now();
  } catch {
    return false;
  }
}

/**
 * Reads of Payload's REST API by anyone but signed-in staff (published pages and lists are
 * readable there) count against an allowance as the open API's do (OPEN_API_LIMIT a minute): one
 * such read costs the server as much as a page, and a client sending them back to back slowed
 * everyone else's pages (bench:hostile). /api/v1 counts its own.
 */
const UPLOADED_FILE = /^\/api\/[^/]+\/file\//;

export async function refuseAnonymousReads(req: IncomingMessage, res: ServerResponse, path: string, client: string): Promise<boolean> {
  if (!readsOnly(req.method) || req.method === 'OPTIONS' || areaOf(path) !== 'api' || path === '/api/v1' || path.startsWith('/api/v1/')) return false;
  // The files and images pages show (`/api/media/file/…`, `/api/files/file/…`) are a page's parts, never counted.
  if (UPLOADED_FILE.test(path) || signedInStaff(req)) return false;
  const verdict = await take('restReads', allowances.openApi(), client);
  if (verdict.allowed) return false;
  return jsonRefusal(req, res, 429, 'リクエストが多すぎます。しばらく時間をおいてから、もう一度お試しください。 / Too many requests. Please wait a while and try again.', {
    retryAfter: verdict.retryAfterSeconds,
  });
}

/** In production, the first staff account is made from the command line, never by whoever reaches /admin first. */
const FIRST_ACCOUNT = /^(\/admin\/create-first-user|\/api\/users\/first-register)\/?$/;

export function refuseFirstAccount(res: ServerResponse, path: string, production: boolean): boolean {
  if (!production || !FIRST_ACCOUNT.test(path)) return false;
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end('Not Found');
  return true;
}
