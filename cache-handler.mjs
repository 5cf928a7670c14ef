// Next's page cache (ISR pages, route handlers, fetch) shared by every app server through Redis,
// so a page published through one server is fresh from all of them at once (ADR 17). Next loads
// this file only when REDIS_URL is set (next.config.ts); without it each process keeps Next's own
// cache, as a single server always has.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';

/** Entries of one build only: after a deploy, no server serves a page rendered by the previous build. */
function buildId() {
  try {
    return readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unbuilt';
  }
}

/** How long after a publication its revalidation is written again (see withSureRevalidation). */
const SECOND_MARK_MS = 5_000;

/**
 * A publication must reach every server: the handler's revalidation is one Redis write that Next
 * does not retry and whose failure it does not report, so a timeout on a busy server (its event
 * loop late to read Redis's answer) would leave the other servers serving the old page until it
 * expires. It is tried again, three times in all, and a last failure is logged for operators.
 *
 * The handler judges a kept page by when it was stored, not when it was rendered: a page some
 * server was rendering as the publication landed (its data read before the change was committed,
 * stored just after the mark) would pass for fresh with the old text until it expires, a minute
 * later. So the mark is written once more a few seconds later, which drops any such page; the
 * only cost is one more render of the pages it names.
 */
function withSureRevalidation(handler) {
  async function mark(tag) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await handler.revalidateTag(tag);
      } catch (error) {
        if (attempt >= 3) {
          console.error(`The shared page cache (Redis) did not take the revalidation of ${tag} after ${attempt} tries: ${error?.message ?? error}. Other servers may serve the previous page until it expires.`);
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    }
  }
  return {
    ...handler,
    async revalidateTag(tag) {
      await mark(tag);
      setTimeout(() => void mark(tag).catch(() => undefined), SECOND_MARK_MS).unref();
    },
  };
}

async function configure() {
  const url = process.env.REDIS_URL;
  // The build renders pages once, into its own folder; only running servers share them.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] };
  let warned = false;
  const client = createClient({ url, pingInterval: 10_000, socket: { connectTimeout: 2_000, reconnectStrategy: (tries) => Math.min(tries * 200, 5_000) } });
  client.on('error', (error) => {
    if (warned) return;
    warned = true;
    console.warn(`The shared page cache (Redis) is unavailable: ${error?.code ?? error?.message ?? error}. Pages render afresh until it is back.`);
  });
  client.on('ready', () => {
    if (warned) console.info('The shared page cache (Redis) is back.');
    warned = false;
  });
  try {
    await Promise.race([client.connect(), new Promise((_, reject) => setTimeout(() => reject(new Error('connect timeout')), 3_000))]);
  } catch (error) {
    // A cache that is not there must not keep the site down: this process renders without one.
    console.warn(`The shared page cache (Redis) could not be reached at start (${error?.message ?? error}); this server keeps its own until restarted.`);
    void client.disconnect().catch(() => undefined);
    return { handlers: [createLruHandler()] };
  }
  return { handlers: [withSureRevalidation(createRedisHandler({ client, keyPrefix: `site-page:${buildId()}:`, timeoutMs: 2_000 }))] };
}

CacheHandler.onCreation(() => (globalThis.__siteCacheConfig ??= configure()));

export default CacheHandler;
