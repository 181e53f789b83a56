import { hashKey } from '@tanstack/react-query';
import type { ApiRoute } from '../contracts/route';

/**
 * A call's key in the query cache: its path and its input. Every answer depends on nothing else (the
 * caller's ids travel in the input; a sign-in or sign-out drops every answer, see bus-invalidation.ts).
 * A GET without input has the key `[path, {}]`, so two spellings of "no input" never make two entries.
 */
export type ApiKey = readonly [path: string, input: object];

export const apiKey = (route: ApiRoute, input: object | undefined): ApiKey => [route.path, input ?? {}];

/**
 * The key as text, as the first paint carries it (docs/product.md: the server's first paint): the
 * cache's own hash, JSON with sorted object keys, so it reads back into the same key.
 */
export const apiKeyText = (key: ApiKey): string => hashKey(key);

/** The key a first paint's text names, or undefined for text that is not one. */
export function apiKeyOf(text: string): ApiKey | undefined {
  try {
    const key: unknown = JSON.parse(text);
    if (Array.isArray(key) && key.length === 2 && typeof key[0] === 'string' && key[1] && typeof key[1] === 'object')
      return [key[0], key[1] as object];
  } catch {
    // not a key: skipped
  }
  return undefined;
}
