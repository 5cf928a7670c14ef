/**
 * A small in-process memory for data every dynamic page reads (the site tree). Cleared by the
 * hooks that revalidate pages; entries also expire, which bounds staleness on other servers.
 */
export const TTL_MS = 30_000;
const entries = new Map<string, { value: unknown; at: number }>();

export async function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as T;
  const value = await load();
  entries.set(key, { value, at: Date.now() });
  return value;
}

/**
 * How many times this process has forgotten: the site's server keeps rendered answers
 * (src/server/answerCache.ts) and drops those made before a publication. The app's bundle and
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
