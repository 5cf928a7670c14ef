/**
 * The headers every answer of the open-data API carries, and its few kinds of answer: data,
 * problems (RFC 9457), the CORS preflight and the refusal of a method. Pure: Response in, out.
 */

/** The methods the API answers; anything else is refused with 405 and this list. */
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/**
 * Public data, read by anyone from any site: CORS open for reads and without credentials (no
 * cookie or session means anything here), kept a minute by browsers and shared caches, so a
 * client that repeats itself is answered from its cache and the register stays fresh enough.
 */
const common: Record<string, string> = {
  'access-control-allow-origin': '*',
  // Scripts on other sites may read these too (CORS shows them only the safelisted ones otherwise).
  'access-control-expose-headers': 'Link, Retry-After, RateLimit-Limit, RateLimit-Policy',
  'x-content-type-options': 'nosniff',
};

export const PUBLIC_CACHE = 'public, max-age=60';
/** Refusals that depend on the moment (rate limit) or on a failure must not be kept by a cache. */
export const NO_STORE = 'no-store';

export type Extra = Record<string, string>;

/** A JSON answer with the API's headers. */
export function jsonResponse(body: unknown, init: { status?: number; cache?: string; headers?: Extra } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { ...common, 'content-type': 'application/json; charset=utf-8', 'cache-control': init.cache ?? PUBLIC_CACHE, ...init.headers },
  });
}

/** One parameter that was refused: its name, the parser's problem code and why, in words. */
export type InvalidParam = { name: string; code: string; reason: string };

/** A problem document (RFC 9457), with the refused parameters of a 400 as an extension. */
export type Problem = { type: string; title: string; status: number; detail: string; instance?: string; invalidParams?: InvalidParam[] };

/** The kinds of problem, each a URI of its own (not dereferenceable; described in openapi.json). */
export const problemTypes = {
  invalidParameters: 'urn:jab:api:problem:invalid-parameters',
  notFound: 'urn:jab:api:problem:not-found',
  methodNotAllowed: 'urn:jab:api:problem:method-not-allowed',
  tooManyRequests: 'urn:jab:api:problem:too-many-requests',
  serverError: 'urn:jab:api:problem:server-error',
} as const;

export function problemResponse(problem: Problem, init: { cache?: string; headers?: Extra } = {}): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: {
      ...common,
      'content-type': 'application/problem+json; charset=utf-8',
      // A refused request is as cacheable as the data: the same address is refused the same way.
      'cache-control': init.cache ?? (problem.status === 400 || problem.status === 404 ? PUBLIC_CACHE : NO_STORE),
      ...init.headers,
    },
  });
}

/** The answer to a CORS preflight: reads from any origin, any request header, remembered a day. */
export function preflightResponse(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...common,
      allow: ALLOWED_METHODS,
      'access-control-allow-methods': ALLOWED_METHODS,
      'access-control-allow-headers': '*',
      'access-control-max-age': '86400',
      'cache-control': PUBLIC_CACHE,
    },
  });
}

/** An RFC 8288 Link header from named targets (`next`, `prev`…); absent targets are left out. */
export function linkHeader(links: Record<string, string | null | undefined>): string {
  return Object.entries(links)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([rel, href]) => `<${href}>; rel="${rel}"`)
    .join(', ');
}
