import { RateLimiterMemory, RateLimiterRedis, RLWrapperTimeouts } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';

import { clientKey } from './clientAddress';

/**
 * Named allowances per client: so many requests in so many seconds. Without `REDIS_URL`, one
 * store per process; with it, the counts live in Redis and every process and server behind the
 * load balancer shares them (docs/decisions/0017-shared-state-across-servers.md). When Redis does
 * not answer, each process counts on its own in memory until it does: requests are never refused
 * or failed because the shared store is away.
 *
 * The site's server and the app behind it run in one process but load their own copies of this
 * module, so the limiters and the Redis client are kept on `globalThis`: one of each per process.
 */
export type Allowance = { points: number; seconds: number };

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Limiter = RateLimiterMemory | RLWrapperTimeouts;

type Shared = {
  limiters: Map<string, Limiter>;
  /** The Redis client, once asked for (null when REDIS_URL is unset or the client cannot be made). */
  redis?: Promise<RedisClientType | null>;
  /** The same client once made, for its state (`isReady`). */
  client?: RedisClientType;
  /** Whether Redis answered last time we heard from it: logged on each change, never per request. */
  redisUp?: boolean;
  /** Whether it ever answered (so a recovery is told as one). */
  redisSeen?: boolean;
  /** Whether a count Redis failed while connected (a timeout, a refusal) has been logged since it was last ready. */
  fallbackLogged?: boolean;
};

const shared: Shared = ((globalThis as { __siteRateLimitStore?: Shared }).__siteRateLimitStore ??= { limiters: new Map() });

/** How long a process's first requests wait for the first connection to Redis; after that, never. */
const FIRST_CONNECT_WAIT_MS = 1000;
/** A command Redis has not answered in this time is counted in memory instead. */
const COMMAND_TIMEOUT_MS = 500;

/** Redis's address for the log: host and port, never a password the URL may hold. */
const where = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'REDIS_URL';
  }
};

/**
 * One client per process, made on the first count. Commands are never queued while Redis is
 * away (`disableOfflineQueue`), and a count it has not answered in {@link COMMAND_TIMEOUT_MS} is
 * made in memory instead ({@link limiterFor}), so a request never waits longer on Redis. The
 * client reconnects on its own, at first quickly, then every 10 s at most.
 */
async function openRedis(url: string): Promise<RedisClientType | null> {
  let client: RedisClientType;
  try {
    const { createClient } = await import('redis');
    client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(250 * 2 ** retries, 10_000) },
    }) as RedisClientType;
    shared.client = client;
  } catch (error) {
    console.warn(`Rate limits: cannot use Redis at ${where(url)} (${error instanceof Error ? error.message : String(error)}); each process counts on its own.`);
    return null;
  }
  client.on('error', (error: Error & { code?: string }) => {
    if (shared.redisUp === false) return;
    shared.redisUp = false;
    console.warn(`Rate limits: Redis at ${where(url)} does not answer (${error.code ?? error.message}); each process counts on its own until it does.`);
  });
  client.on('ready', () => {
    console.info(
      shared.redisSeen ? `Rate limits: Redis at ${where(url)} answers again; counts are shared.` : `Rate limits: counted in Redis at ${where(url)}, shared by every server.`,
    );
    shared.redisUp = shared.redisSeen = true;
    shared.fallbackLogged = false;
  });
  // connect() settles only once connected (it keeps retrying meanwhile), so the first requests
  // wait for it a moment at most; the ones before that count in memory.
  const connected = client.connect().then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref())]);
  return client;
}

/**
 * The count in this process's memory, used for a request whenever Redis cannot count it: while
 * Redis is away (already logged by the client), or when it is connected but fails a command (a
 * timeout, an out-of-memory refusal), which is logged here once until Redis is next ready.
 */
class MemoryInsurance extends RateLimiterMemory {
  consume(...args: Parameters<RateLimiterMemory['consume']>) {
    if (shared.client?.isReady && !shared.fallbackLogged) {
      shared.fallbackLogged = true;
      console.warn(`Rate limits: Redis at ${where(process.env.REDIS_URL ?? '')} did not count a request in time, or failed it; such requests count in this process.`);
    }
    return super.consume(...args);
  }
}

async function limiterFor(name: string, allowance: Allowance): Promise<Limiter> {
  const url = process.env.REDIS_URL;
  const redis = url ? await (shared.redis ??= openRedis(url)) : null;
  const id = `${name}:${allowance.points}/${allowance.seconds}`;
  let limiter = shared.limiters.get(id);
  if (!limiter) {
    const options = { keyPrefix: `site-rate:${name}`, points: allowance.points, duration: allowance.seconds };
    if (redis) {
      // Any failure of the count in Redis (not connected, an error, no answer within
      // COMMAND_TIMEOUT_MS) is counted in this process's memory instead, by the wrapper alone, so
      // a request whose count fails after its time-out is not counted twice.
      const counted = new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: true, rejectIfRedisNotReady: true });
      limiter = new RLWrapperTimeouts({ limiter: counted, timeoutMs: COMMAND_TIMEOUT_MS, insuranceLimiter: new MemoryInsurance(options) });
    } else {
      limiter = new RateLimiterMemory(options);
    }
    shared.limiters.set(id, limiter);
  }
  return limiter;
}

/** Counts one request by `address` (or another key, such as an e-mail address) against `name`'s allowance. */
export async function take(name: string, allowance: Allowance, address: string, cost = 1): Promise<Verdict> {
  try {
    await (await limiterFor(name, allowance)).consume(clientKey(address), cost);
    return { allowed: true };
  } catch (error) {
    // A refusal is a RateLimiterRes; matched by shape, since the limiter may come from another copy of the library in this process.
    if (isRefusal(error)) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    throw error;
  }
}

const isRefusal = (error: unknown): error is { msBeforeNext: number } =>
  typeof error === 'object' && error !== null && !(error instanceof Error) && typeof (error as { msBeforeNext?: unknown }).msBeforeNext === 'number';

/** Whether this process's counts are shared through Redis right now (false without REDIS_URL, or while Redis is away). */
export function countsShared(): boolean {
  return shared.redisUp === true;
}

/** Closes this process's Redis client and forgets its limiters (tests; a server simply exits). */
export async function closeSharedCounts(): Promise<void> {
  const client = await shared.redis;
  shared.redis = shared.client = undefined;
  shared.redisUp = shared.redisSeen = shared.fallbackLogged = undefined;
  shared.limiters.clear();
  client?.destroy();
}

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
  /**
   * Acknowledgement mails to one address in a day. Not counted here: the mail outbox counts the
   * acknowledgements already sent, in the database every server shares (forms/server/mail/outbox.ts).
   */
  acknowledgements: (): Allowance => ({ points: envNumber('ACK_MAIL_DAILY_LIMIT', 3), seconds: 86_400 }),
  /** Staff sign-in, forgotten-password and reset requests from one client. */
  staffAuth: (): Allowance => ({ points: envNumber('STAFF_AUTH_LIMIT', 10), seconds: envNumber('STAFF_AUTH_WINDOW_SECONDS', 900) }),
  /** Staff sign-in attempts for one account from one client. */
  staffLogin: (): Allowance => ({ points: envNumber('STAFF_LOGIN_LIMIT', 5), seconds: envNumber('STAFF_AUTH_WINDOW_SECONDS', 900) }),
  /** Forgotten-password mails for one staff account. */
  staffPasswordMail: (): Allowance => ({ points: envNumber('STAFF_RESET_MAIL_LIMIT', 3), seconds: 3600 }),
  /** Requests for alerts by mail from one client (each may send a confirmation mail): ALERT_REQUEST_LIMIT per hour. */
  alertRequests: (): Allowance => ({ points: envNumber('ALERT_REQUEST_LIMIT', 10), seconds: envNumber('ALERT_REQUEST_WINDOW_SECONDS', 3600) }),
  /** Reads of the open JSON API by one client. */
  openApi: (): Allowance => ({ points: envNumber('OPEN_API_LIMIT', 120), seconds: envNumber('OPEN_API_WINDOW_SECONDS', 60) }),
} as const;
