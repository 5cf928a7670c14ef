import { RateLimiterMemory } from 'rate-limiter-flexible';

import { clientKey } from './clientAddress';

/**
 * Named allowances per client: so many requests in so many seconds. One store per process,
 * shared by the site's server and the app behind it (both run in one process but load their
 * own copies of this module, so the store is kept on `globalThis`).
 */
export type Allowance = { points: number; seconds: number };

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const registry = ((globalThis as { __siteRateLimits?: Map<string, RateLimiterMemory> }).__siteRateLimits ??= new Map());

function limiterFor(name: string, allowance: Allowance): RateLimiterMemory {
  const id = `${name}:${allowance.points}/${allowance.seconds}`;
  let limiter = registry.get(id);
  if (!limiter) {
    limiter = new RateLimiterMemory({ keyPrefix: name, points: allowance.points, duration: allowance.seconds });
    registry.set(id, limiter);
  }
  return limiter;
}

/** Counts one request by `address` (or another key, such as an e-mail address) against `name`'s allowance. */
export async function take(name: string, allowance: Allowance, address: string, cost = 1): Promise<Verdict> {
  try {
    await limiterFor(name, allowance).consume(clientKey(address), cost);
    return { allowed: true };
  } catch (error) {
    // A refusal is a RateLimiterRes; matched by shape, since the limiter may come from another copy of the library in this process.
    if (isRefusal(error)) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    throw error;
  }
}

const isRefusal = (error: unknown): error is { msBeforeNext: number } =>
  typeof error === 'object' && error !== null && !(error instanceof Error) && typeof (error as { msBeforeNext?: unknown }).msBeforeNext === 'number';

/** A whole number from the environment, or the default. */
export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The site's allowances, each adjustable from the environment. */
export const allowances = {
  /** Posts to any public page (every one is a form step): FORM_RATE_LIMIT per FORM_RATE_WINDOW_SECONDS. */
  pagePosts: (): Allowance => ({ points: envNumber('FORM_RATE_LIMIT', 20), seconds: envNumber('FORM_RATE_WINDOW_SECONDS', 600) }),
  /** Form steps that reach a form action, counted inside the action. */
  formActions: (): Allowance => ({ points: envNumber('FORM_ACTION_LIMIT', 20), seconds: envNumber('FORM_RATE_WINDOW_SECONDS', 600) }),
  /** Acknowledgement mails to one address in a day. */
  acknowledgements: (): Allowance => ({ points: envNumber('ACK_MAIL_DAILY_LIMIT', 3), seconds: 86_400 }),
  /** Staff sign-in, forgotten-password and reset requests from one client. */
  staffAuth: (): Allowance => ({ points: envNumber('STAFF_AUTH_LIMIT', 10), seconds: envNumber('STAFF_AUTH_WINDOW_SECONDS', 900) }),
  /** Staff sign-in attempts for one account from one client. */
  staffLogin: (): Allowance => ({ points: envNumber('STAFF_LOGIN_LIMIT', 5), seconds: envNumber('STAFF_AUTH_WINDOW_SECONDS', 900) }),
  /** Forgotten-password mails for one staff account. */
  staffPasswordMail: (): Allowance => ({ points: envNumber('STAFF_RESET_MAIL_LIMIT', 3), seconds: 3600 }),
  /** Reads of the open JSON API by one client. */
  openApi: (): Allowance => ({ points: envNumber('OPEN_API_LIMIT', 120), seconds: envNumber('OPEN_API_WINDOW_SECONDS', 60) }),
} as const;
