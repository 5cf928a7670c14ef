import type { Allowance } from '@/platform/http/rateLimit';

import { ALLOWED_METHODS, type InvalidParam, type Problem, problemTypes } from './http';
import type { OpenDataMessages } from './messages';

/** Where the API is described; problems that send a client elsewhere point there. */
/** The API's root, its description and its list of changes: one place for the addresses the pages and the catalogue link to. */
export const API_ROOT = '/api/v1';
export const OPENAPI_PATH = `${API_ROOT}/openapi.json`;
export const CHANGES_PATH = `${API_ROOT}/changes`;

/** 400: every refused parameter, each with its reason; the detail repeats them for a reader. */
export function badRequest(t: OpenDataMessages, invalidParams: InvalidParam[], instance: string): Problem {
  return {
    type: problemTypes.invalidParameters,
    title: t('titles.badRequest'),
    status: 400,
    detail: t('details.badRequest', { reasons: invalidParams.map((p) => p.reason).join(' ') }),
    instance,
    invalidParams,
  };
}

export function notFound(t: OpenDataMessages, detail: string, instance: string): Problem {
  return { type: problemTypes.notFound, title: t('titles.notFound'), status: 404, detail, instance };
}

export function methodNotAllowed(t: OpenDataMessages, method: string, instance: string): Problem {
  return {
    type: problemTypes.methodNotAllowed,
    title: t('titles.methodNotAllowed'),
    status: 405,
    detail: t('details.methodNotAllowed', { method, allow: ALLOWED_METHODS }),
    instance,
  };
}

export function tooManyRequests(t: OpenDataMessages, allowance: Allowance, retryAfterSeconds: number, instance: string): Problem {
  return {
    type: problemTypes.tooManyRequests,
    title: t('titles.tooManyRequests'),
    status: 429,
    detail: t('details.tooManyRequests', { limit: allowance.points, seconds: allowance.seconds, retry: retryAfterSeconds }),
    instance,
  };
}

/** 500 without any of the error: what went wrong is logged on the server, never sent. */
export function serverError(t: OpenDataMessages, instance: string): Problem {
  return { type: problemTypes.serverError, title: t('titles.serverError'), status: 500, detail: t('details.serverError'), instance };
}
