// Quantities the cart takes (docs/product.md §6.6): whole packs from a product's minimum order up. The
// benches add and set whole multiples of a product's least, so a cart call is never refused for its
// quantity.
import { request } from './stack.mjs';

/** The least `line` (a product's detail, or a cart line) is sold in: max(pack, minimum order). */
export const leastOf = (line) => Math.max(1, line.qtyPerUOM ?? 1, line.minBuy ?? 1);

/** Each sku's least, read from its detail (a list of products carries the pack, not the minimum). */
export async function leastQuantities(base, token, skus) {
  const least = new Map();
  for (const sku of skus) {
    const res = await request(base, 'GET', `/product/get-detail?idStyle=${encodeURIComponent(sku)}`, { token });
    least.set(sku, leastOf(res.body?.product ?? {}));
  }
  return least;
}
