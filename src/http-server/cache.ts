import type { IncomingMessage, ServerResponse } from 'node:http';

import { areaOf } from './guard';
import { NEXT_PATHS, NEXT_RSC_QUERY } from '../platform/framework/nextProtocol';

/**
 * How long a shared cache (a CDN, a proxy, the load balancer's cache) may keep each answer.
 * Next marks a prerendered or regenerated page `s-maxage=31536000` (a year) or `s-maxage=60`:
 * a cache in front of several servers would then keep a page long after staff published a change,
 * since revalidation only reaches the servers. So every page that may be shared says a minute
 * here, and every answer that is one visitor's own says so. Decided in one place, from the
 * request and the answer as it is about to leave (cacheControlFor, below).
 */

/** A page anyone may be given: a shared cache keeps it a minute, and may serve it five more while it asks again. */
export const SHARED_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A file whose address changes with its content: kept a year by everyone. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENHANCEMENT_PATH = '/enhance.js';
/** One visitor's answer: no cache keeps it. */
export const PRIVATE = 'private, no-store';

/** The staff session (Payload) and Next's draft mode (a staff preview): requests that carry either see more than the public. */
const STAFF_COOKIE = /(?:^|;\s*)(?:payload-token|__prerender_bypass)=/;

/** The form steps (input, confirmation, completion) in either language: each holds one visitor's values. */
const FORM_PAGE = /^(?:\/en)?\/(?:inquiry\/form|complaint_application)(?:\/|$)/;

/** The preview route checks the staff session and turns on draft mode. */
const PREVIEW = /^\/preview(?:\/|$)/;

/** What Next writes itself: `s-maxage=…` for a prerendered page, this for one rendered per request. */
const NEXT_SHARED = /^s-maxage=\d+/;
const NEXT_PER_REQUEST = 'private, no-cache, no-store, max-age=0, must-revalidate';

export type CacheQuestion = {
  method: string;
  /** The path, without the query string. */
  path: string;
  /** The query string without its `?`, empty when there is none. */
  query: string;
  /** Whether the request carries a staff session or draft-mode cookie. */
  staffRequest: boolean;
  /** Whether the answer sets a cookie. */
  setsCookie: boolean;
  status: number;
  /** The Cache-Control the answer carries so far. */
  current: string | undefined;
};

/**
 * The query string without `_rsc`, which Next's client adds to its own fetch of a page (the hash
 * of the headers the answer varies on, so caches that ignore Vary keep the two apart).
 */
function visitorQuery(query: string): string {
  return query
    .split('&')
    .filter((pair) => pair !== '' && pair !== NEXT_RSC_QUERY && !pair.startsWith(`${NEXT_RSC_QUERY}=`))
    .join('&');
}

/** The Cache-Control an answer leaves with; `current` when it stays as it is. */
export function cacheControlFor(q: CacheQuestion): string | undefined {
  // Files named by their content: kept a year, by everyone (Next's own `immutable`).
  if (q.path.startsWith(NEXT_PATHS.static)) return q.current;
  // The site's script, its address carrying a digest of its content (shell/enhance/asset.ts).
  if (q.path === ENHANCEMENT_PATH && /^v=[\w-]+$/.test(q.query) && q.status === 200) return IMMUTABLE;
  // A cookie set for one visitor, or a staff member's view of the site, is no one else's.
  if (q.setsCookie || q.staffRequest) return PRIVATE;
  // Payload's REST API and the open-data API, Next's image optimizer: each states its own.
  const area = areaOf(q.path);
  if (area === 'api' || area === 'next') return q.current;
  if (area === 'admin' || PREVIEW.test(q.path)) return PRIVATE;
  // Answers to posts (form steps) and to other methods, and every error page.
  if (q.method !== 'GET' && q.method !== 'HEAD') return PRIVATE;
  if (q.status >= 400) return PRIVATE;
  if (FORM_PAGE.test(q.path)) return PRIVATE;
  // Feeds, the sitemap and downloads chose their own (a route handler's header is not Next's).
  if (q.current === undefined || (!NEXT_SHARED.test(q.current) && q.current !== NEXT_PER_REQUEST)) return q.current;
  // An address with a query string is a search, a filtered list or a page of one: rendered for
  // that request. Sharing it would also let anyone fill a cache with copies of a page.
  if (visitorQuery(q.query) !== '') return PRIVATE;
  return q.current === NEXT_PER_REQUEST ? PRIVATE : SHARED_PAGE;
}

/**
 * Sets the Cache-Control of the answer just before its headers leave, whoever writes them
 * (Next, the not-found page, the compression). Installed first, under every other wrapper of
 * the response: Node sends the headers of a `write` or `end` through `res.writeHead` too.
 */
export function withCachePolicy(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? '' : url.slice(mark + 1);
  const staffRequest = STAFF_COOKIE.test(req.headers.cookie ?? '');
  const original = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // Headers given to writeHead itself take the place of those set before; apply them first.
    const headers = args.find((a, i) => i > 0 && a !== null && typeof a === 'object') as Record<string, string> | string[] | undefined;
    if (headers) {
      if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
      else for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      args = args.filter((a) => a !== headers);
    }
    if (typeof args[0] === 'number') res.statusCode = args[0];
    const current = res.getHeader('cache-control');
    const decided = cacheControlFor({
      method: req.method ?? 'GET',
      path,
      query,
      staffRequest,
      setsCookie: res.hasHeader('set-cookie'),
      status: res.statusCode,
      current: current === undefined ? undefined : String(current),
    });
    if (decided !== undefined && decided !== current) res.setHeader('cache-control', decided);
    return (original as (...a: unknown[]) => ServerResponse).apply(res, args);
  } as ServerResponse['writeHead'];
}
