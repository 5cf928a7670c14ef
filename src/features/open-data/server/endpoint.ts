import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';

import type { Locale } from '@/i18n/routing';
import { siteUrl } from '@/platform/env';
import { requestClientAddress } from '@/platform/http/clientAddress';
import { type Allowance, allowances, take } from '@/platform/http/rateLimit';

import { ALLOWED_METHODS, type Extra, type InvalidParam, preflightResponse, problemResponse } from './http';
import { type OpenDataMessages, openDataMessages } from './messages';
import { langProblem, type Reading, readLang, unknownParameters } from './params';
import { badRequest, methodNotAllowed, serverError, tooManyRequests } from './problems';

/** What an endpoint's answer knows of its request, once the parameters are read and accepted. */
export type Call<P> = {
  lang: Locale;
  t: OpenDataMessages;
  /** The route's path parameters. */
  params: P;
  /** The request's address at the site's public origin (SITE_URL), for links to other pages. */
  self: URL;
  origin: string;
  instance: string;
};

type Definition<T, P> = {
  /** Query parameters the endpoint takes besides `lang`; any other is refused. `null`: any (nothing is read). */
  parameters: readonly string[] | null;
  read?: (query: URLSearchParams, t: OpenDataMessages) => Reading<T>;
  answer: (input: T, call: Call<P>) => Promise<Response>;
  /** Whether a request counts against the client's allowance (default: yes). */
  counted?: boolean;
};

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: RouteContext<P>) => Promise<Response>;

/** The route handlers of one address: GET (HEAD follows it), the CORS preflight, and 405 for writes. */
export type EndpointHandlers<P> = { GET: Handler<P>; OPTIONS: () => Response; POST: Handler<P>; PUT: Handler<P>; PATCH: Handler<P>; DELETE: Handler<P> };

/** The allowance as headers (the draft RateLimit fields' policy form: points per window of seconds). */
const rateHeaders = (allowance: Allowance): Extra => ({ 'ratelimit-limit': String(allowance.points), 'ratelimit-policy': `${allowance.points};w=${allowance.seconds}` });

function withHeaders(response: Response, extra: Extra): Response {
  for (const [name, value] of Object.entries(extra)) response.headers.set(name, value);
  return response;
}

/** Path parameters as Next passes them: none, one segment, or a catch-all's segments. */
type PathParams = Record<string, string | string[] | undefined>;

/**
 * One read-only address of the API. In order: the client's allowance (a refused client learns
 * nothing else, and bad requests count too), then every parameter (all refusals in one 400),
 * then the answer. Whatever fails inside is logged and answered as a problem without details.
 */
export function endpoint<T = undefined, P extends PathParams = PathParams>(definition: Definition<T, P>): EndpointHandlers<P> {
  const GET: Handler<P> = async (request, context) => {
    const url = new URL(request.url);
    const instance = url.pathname;
    const { lang, ok: langOk } = readLang(url.searchParams);
    const t = openDataMessages(lang);
    try {
      let limit: Extra = {};
      if (definition.counted !== false) {
        const allowance = allowances.openApi();
        // The site's own server states the client's address (from the socket, or the trusted proxies).
        const verdict = await take('openApi', allowance, requestClientAddress(await headers()));
        if (!verdict.allowed) {
          const retry = String(verdict.retryAfterSeconds);
          return problemResponse(tooManyRequests(t, allowance, verdict.retryAfterSeconds, instance), { headers: { 'retry-after': retry, ...rateHeaders(allowance) } });
        }
        limit = rateHeaders(allowance);
      }
      const invalid: InvalidParam[] = langOk ? [] : [langProblem(t)];
      if (definition.parameters) invalid.push(...unknownParameters(url.searchParams, definition.parameters, t));
      const reading: Reading<T> = definition.read ? definition.read(url.searchParams, t) : { ok: true, value: undefined as T };
      if (!reading.ok) invalid.push(...reading.invalid);
      if (!reading.ok || invalid.length) return withHeaders(problemResponse(badRequest(t, invalid, instance)), limit);
      const origin = siteUrl();
      const self = new URL(`${url.pathname}${url.search}`, origin);
      return withHeaders(await definition.answer(reading.value, { lang, t, params: await context.params, self, origin, instance }), limit);
    } catch (error) {
      unstable_rethrow(error);
      console.error(`open-data: ${request.method} ${instance} failed`, error);
      return problemResponse(serverError(t, instance));
    }
  };
  const refuse: Handler<P> = async (request) => {
    const url = new URL(request.url);
    const problem = methodNotAllowed(openDataMessages(readLang(url.searchParams).lang), request.method, url.pathname);
    return problemResponse(problem, { headers: { allow: ALLOWED_METHODS } });
  };
  return { GET, OPTIONS: preflightResponse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse };
}
