/**
 * Values kept for a short time per database handle: serialized answers of catalogue reads that are the
 * same for every caller of one price level (search, preview, rails, detail: docs/performance.md §4), the
 * menu-sized reference reads (plugins/cache.ts) and recently read callers (plugins/auth.ts).
 *
 * - Bounded: at most `maxEntries` answers, least recently used dropped first; a key longer than
 *   MAX_KEY_LENGTH is never kept, so arbitrary or huge keywords cannot grow memory.
 * - Concurrent misses of one key share one query; a failed load is not kept.
 * - Staleness: a write in this process that changes stock or prices (placing an order) clears the cache at
 *   once; a write by another process (the seeding CLI, a second API instance) shows after at most `ttlMs`.
 * - Answers hang off the database handle, so each app (and each test) has its own.
 * - An expired answer is never served; it is dropped when its key is next asked for, evicted, or swept
 *   when the server goes quiet (dropExpiredAnswers), so an idle server holds no stale answers.
 */
export const MAX_KEY_LENGTH = 512;

export interface AnswerCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** What it keeps does not depend on stock or prices (reference lists, callers): clearCachedAnswers skips it. */
  keepOnStockChange?: boolean;
  /** What it keeps is not the catalogue's (callers): clearCatalogueAnswers skips it. */
  keepOnCatalogueChange?: boolean;
}

interface Entry<T> {
  expires: number;
  value: Promise<T>;
  /** Set once the load has succeeded. */
  settled?: { value: T };
}

export class AnswerCache<T = string> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly options: AnswerCacheOptions) {}

  get keepsOnStockChange(): boolean {
    return this.options.keepOnStockChange === true;
  }

  get keepsOnCatalogueChange(): boolean {
    return this.options.keepOnCatalogueChange === true;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached answer for `key`, or `load()`'s (then kept). Disabled when ttlMs is 0. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.wouldKeep(key)) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return this.touch(key, hit).value;
    if (hit) this.entries.delete(key);
    const value = load();
    const entry: Entry<T> = { expires: now + this.options.ttlMs, value };
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    value.then(
      (settled) => {
        entry.settled = { value: settled };
      },
      // A failure is not kept: the next caller tries again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** The value kept for `key` if its load has finished (and not expired), without loading or waiting. */
  peek(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit?.settled || hit.expires <= Date.now()) return undefined;
    return this.touch(key, hit).settled?.value;
  }

  /** Most recently used last: Map keeps insertion order, so the first key is the eviction candidate. */
  private touch(key: string, hit: Entry<T>): Entry<T> {
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  /**
   * Starts loading `key` for later callers unless it is kept or loading (`get` without the wait). Its
   * failure is no caller's: it is not kept, and the next one tries again. Never loads when nothing would
   * be kept (ttlMs 0, a key too long).
   */
  prime(key: string, load: () => Promise<T>): void {
    if (this.wouldKeep(key)) this.get(key, load).catch(() => undefined);
  }

  /** Nothing is kept with the cache off (ttlMs 0), nor under a key too long to be worth keeping. */
  private wouldKeep(key: string): boolean {
    return this.options.ttlMs > 0 && key.length <= MAX_KEY_LENGTH;
  }

  /** Forgets one key (a write in this process changed what it depends on). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops every answer whose time is up (a load still on its way stays: its callers wait for it). */
  dropExpired(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.settled && entry.expires <= now) this.entries.delete(key);
  }
}

const caches = new WeakMap<object, Map<string, AnswerCache<unknown>>>();

/** One named cache of a database handle, made on first use with these options. */
export function answerCacheOf<T = string>(
  owner: object,
  options: AnswerCacheOptions,
  name = 'answers',
): AnswerCache<T> {
  let named = caches.get(owner);
  if (!named) {
    named = new Map();
    caches.set(owner, named);
  }
  let cache = named.get(name);
  if (!cache) {
    cache = new AnswerCache<unknown>(options);
    named.set(name, cache);
  }
  return cache as AnswerCache<T>;
}

/** One named cache of a database handle if it was made, without making it. */
export const existingCacheOf = <T>(owner: object, name: string): AnswerCache<T> | undefined =>
  caches.get(owner)?.get(name) as AnswerCache<T> | undefined;

/** Every cache of a database handle, expired answers dropped (the server has gone quiet: lib/idle-memory.ts). */
export function dropExpiredAnswers(owner: object): void {
  for (const cache of caches.get(owner)?.values() ?? []) cache.dropExpired();
}

/** After a write that changes stock or prices: every kept catalogue answer of this database handle is dropped. */
export function clearCachedAnswers(owner: object): void {
  for (const cache of caches.get(owner)?.values() ?? []) if (!cache.keepsOnStockChange) cache.clear();
}

/** After a catalogue write (docs/product.md §13.5): every kept catalogue answer, reference lists included, is dropped. */
export function clearCatalogueAnswers(owner: object): void {
  for (const cache of caches.get(owner)?.values() ?? []) if (!cache.keepsOnCatalogueChange) cache.clear();
}
