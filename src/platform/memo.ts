/**
 * A small in-process memory for data every dynamic page reads (the site tree). Cleared by the
 * hooks that revalidate pages; entries also expire, which bounds staleness on other servers.
 */
const TTL_MS = 30_000;
const entries = new Map<string, { value: unknown; at: number }>();

export async function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as T;
  const value = await load();
  entries.set(key, { value, at: Date.now() });
  return value;
}

export function forgetAll() {
  entries.clear();
}
