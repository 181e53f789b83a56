import { answerCacheOf } from '../lib/answer-cache';

/**
 * Reads that are the same for every caller (menu, codes, banners, brands, filter groups) kept in memory
 * for a short time. Those rows change only through seeding and the admin side, which may run in another
 * process (the CLI, another API instance), so the time limit is what bounds staleness; a writer in this
 * process calls clearCachedReads. Entries hang off the database handle: each app (and each test) has its own.
 * Concurrent misses share one query; a failure is not kept (lib/answer-cache.ts).
 */
export const REFERENCE_TTL_MS = 30_000;

/** Keys are a few per table (menu, codes by division, banners by kind, CMS pages): the bound is generous. */
const referenceReads = (owner: object) =>
  answerCacheOf<unknown>(owner, { ttlMs: REFERENCE_TTL_MS, maxEntries: 1_000, keepOnStockChange: true }, 'reference');

export const cachedRead = <T>(owner: object, key: string, load: () => Promise<T>): Promise<T> =>
  referenceReads(owner).get(key, load) as Promise<T>;

export function clearCachedReads(owner: object): void {
  referenceReads(owner).clear();
}
