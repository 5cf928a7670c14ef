import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * One id per request, carried through everything the request does in this process (the site's
 * server and the app behind it load this module separately, so the store is kept on
 * `globalThis`). A balancer's `X-Request-Id` is taken only from a trusted proxy and only when it
 * looks like an id, so a visitor cannot write into the logs through it; otherwise the server
 * makes one. With LOG_FORMAT=json, every log line of the request carries it.
 */
export type RequestContext = { id: string };

const store: AsyncLocalStorage<RequestContext> = ((globalThis as { __siteRequestContext?: AsyncLocalStorage<RequestContext> }).__siteRequestContext ??=
  new AsyncLocalStorage<RequestContext>());

const ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The id of a request: the trusted balancer's, when it sent a sane one, or a new one. */
export function requestIdOf(header: string | string[] | undefined, fromTrustedProxy: boolean): string {
  const value = Array.isArray(header) ? header[0] : header;
  return fromTrustedProxy && value && ID.test(value) ? value : randomUUID();
}

export const runWithRequest = <T>(context: RequestContext, fn: () => T): T => store.run(context, fn);

export const currentRequestId = (): string | undefined => store.getStore()?.id;

export const jsonLogs = (): boolean => process.env.LOG_FORMAT === 'json';

/** One request as one JSON line (LOG_FORMAT=json): what an operator follows through the balancer's id. */
export function accessLine(entry: { id: string; method: string; path: string; status: number; ms: number; client: string }): string {
  return JSON.stringify({
    time: new Date().toISOString(),
    level: 'info',
    msg: 'request',
    requestId: entry.id,
    method: entry.method,
    path: entry.path,
    status: entry.status,
    ms: Math.round(entry.ms * 10) / 10,
    client: entry.client,
  });
}
