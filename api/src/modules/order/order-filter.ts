import { badRequest } from '../../lib/errors';

const FILTER_FIELDS = ['from', 'to', 'orderNo', 'sku', 'address'] as const;
const FILTER_KEY = /^filter\[(\w+)\]$/;

/**
 * The order list's query with its filters given as one `filter` (from, to, orderNo, sku, address:
 * docs/product.md §10.3) read as the flat fields the call takes: given as JSON text
 * (`filter={"orderNo":"PO-1"}`) or as `filter[orderNo]=PO-1`. Left unread, it would list every order.
 */
export function withSpecFilter(query: Record<string, unknown>): Record<string, unknown> {
  const { filter, ...flat } = query;
  let nested: Record<string, unknown> = {};
  if (typeof filter === 'string') {
    try {
      const parsed: unknown = JSON.parse(filter);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new TypeError();
      nested = parsed as Record<string, unknown>;
    } catch {
      throw badRequest('filter must be JSON of from, to, orderNo, sku and address', {
        filter: ['filter must be JSON of from, to, orderNo, sku and address'],
      });
    }
  }
  for (const [key, value] of Object.entries(flat)) {
    const name = FILTER_KEY.exec(key)?.[1];
    if (name === undefined) continue;
    delete flat[key];
    nested[name] = value;
  }
  for (const name of FILTER_FIELDS) if (nested[name] !== undefined) flat[name] ??= nested[name];
  return flat;
}
