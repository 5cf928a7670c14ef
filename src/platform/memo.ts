/**
 * A small in-process memory for data every dynamic page reads (the site tree). Cleared by the
 * hooks that revalidate pages; entries also expire, which bounds staleness on other servers.
 */
export const TTL_MS = 30_000;
const entries = new Map<string, { value: Promise<unknown>; at: number }>();

/**
 * The value kept under `key`, or `load()`'s. The load is kept while it runs, so callers that
 * come before it ends (the requests arriving together when an entry expires, or two parts of one
 * search) share one load instead of each running it. A load that fails is not kept.
 */
export function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const entry = { value: (async () => load())(), at: Date.now() };
  entries.set(key, entry);
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return entry.value as Promise<T>;
}

/**
 * How many times this process has forgotten: the site's server keeps rendered answers
 * (src/http-server/answerCache.ts) and drops those made before a publication. The app's bundle and
 * the server hold two copies of this module, so the count lives on `globalThis` under a
 * registered symbol, which both share.
 */
const GENERATION = Symbol.for('site.content.generation');
type Holder = { [GENERATION]?: number };

export function contentGeneration(): number {
  return (globalThis as Holder)[GENERATION] ?? 0;
}

/** Something a kept answer may show has changed in this process (a publication, a register write). */
export function noteContentChanged(): void {
  (globalThis as Holder)[GENERATION] = contentGeneration() + 1;
}

export function forgetAll() {
  entries.clear();
  noteContentChanged();
}
