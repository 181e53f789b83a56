/**
 * Reads that are the same for every caller (menu, codes, banners, brands, filter groups) kept in memory
 * for a short time. Those rows change only through seeding and the admin side, which may run in another
 * process (the CLI, another API instance), so the time limit is what bounds staleness; a writer in this
 * process calls clearCachedReads. Entries hang off the database handle: each app (and each test) has its own.
 */
export const REFERENCE_TTL_MS = 30_000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<object, Map<string, Entry>>();

export function cachedRead<T>(
  owner: object,
  key: string,
  load: () => Promise<T>,
  ttlMs = REFERENCE_TTL_MS,
): Promise<T> {
  let cache = caches.get(owner);
  if (!cache) {
    cache = new Map();
    caches.set(owner, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  // The promise itself is kept, so concurrent misses share one query; a failure is not kept.
  const value = load();
  const entries = cache;
  entries.set(key, { expires: now + ttlMs, value });
  value.catch(() => entries.delete(key));
  return value;
}

export function clearCachedReads(owner: object): void {
  caches.get(owner)?.clear();
}
