// The mixed calls of the memory-under-load run: what visitors and signed-in buyers ask a store for,
// with keywords, pages and sorts varied so that every cache of the server fills the way real traffic
// fills it (a handful of hot URLs would keep a few answers and say nothing about memory).
import { API_KEY } from './stack.mjs';

/** Price sorts need a price level: a visitor's search sorts by the others. */
const VISITOR_SORTS = ['position', 'newest', 'name-asc', 'best-selling'];
const SORTS = [...VISITOR_SORTS, 'price-asc', 'price-desc'];
const CATEGORIES = ['housewares', 'kitchen', 'beauty', 'kitchen-cookware', 'cleaning'];
const CMS = ['01', '02', '42', '46', 'about', 'faq'];
const REFERENCE = [
  '/system/get-menu',
  '/system/get-banner',
  '/system/get-category',
  '/system/get-brands',
  '/system/get-cms-banner',
  '/system/get-web-first-depth',
];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const page = () => 1 + Math.floor(Math.random() * 4);

/**
 * Keywords for the run: every word of the catalogue's titles (hits of all sizes) and as many made-up
 * ones (misses, each its own cached answer), so the run asks for more distinct searches than any cache keeps.
 */
export function keywordsOf(titles, count = 1500) {
  const words = new Set();
  for (const title of titles)
    for (const word of title.toLowerCase().split(/[^a-z]+/)) if (word.length > 2) words.add(word);
  const hits = [...words];
  const misses = Array.from({ length: Math.max(0, count - hits.length) }, (_, i) => `${pick(hits)}${i.toString(36)}`);
  return [...hits, ...misses];
}

/** How many of the catalogue's products the carts hold (the first of `skus`); `least` must name each. */
export const CART_SKUS = 12;

/**
 * A function giving the next call (autocannon's request: method, path, headers, body): catalogue reads
 * as a visitor and as a buyer, product detail, cart, favorites, orders and the menu-sized reads, by weight.
 * Sign-ins and registrations are not here: their hashing runs at a person's pace (memory-under-load.mjs).
 */
export function mixedCalls({ skus, keywords, buyers, least }) {
  // Few enough that after the warm-up every cart holds them all, so setting a quantity finds its line.
  const cartSkus = skus.slice(0, CART_SKUS);
  // Whole packs from the minimum up (docs/product.md §6.6): a multiple of the least the product is sold in.
  const packsOf = (sku, count) => (least.get(sku) ?? 1) * count;
  // As a browser asks: answers over 2 KB come compressed, so the compression's buffers are in the run.
  const base = { 'x-api-key': API_KEY, 'accept-encoding': 'gzip, deflate, br' };
  const json = { ...base, 'content-type': 'application/json' };
  const as = (token) => (token ? { ...base, authorization: `Bearer ${token}` } : base);
  const post = (path, token, body) => ({
    method: 'POST',
    path: `/api${path}`,
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const get = (path, token) => ({ method: 'GET', path: `/api${path}`, headers: as(token) });
  const search = (token) =>
    get(
      `/product/get?keyword=${encodeURIComponent(pick(keywords))}&sort=${pick(token ? SORTS : VISITOR_SORTS)}&currPage=${page()}&perPage=24`,
      token,
    );
  const calls = [
    [16, () => search(null)],
    [16, () => search(pick(buyers).token)],
    [6, () => get(`/product/get?category=${pick(CATEGORIES)}&currPage=${page()}`, pick([null, pick(buyers).token]))],
    [8, () => get(`/product/get-search-preview?keyword=${encodeURIComponent(pick(keywords).slice(0, 4))}`, null)],
    [5, () => get(`/product/${pick(['get-featured', 'get-new-arrival', 'get-best-seller'])}`, pick(buyers).token)],
    [12, () => get(`/product/get-detail?idStyle=${encodeURIComponent(pick(skus))}`, pick([null, pick(buyers).token]))],
    [8, () => get('/cart/get', pick(buyers).token)],
    [
      6,
      () => {
        const idStyle = pick(cartSkus);
        return post('/cart/add', pick(buyers).token, { idStyle, totQty: packsOf(idStyle, 1) });
      },
    ],
    [
      4,
      () => {
        const idStyle = pick(cartSkus);
        return post('/cart/set', pick(buyers).token, {
          idStyle,
          totQty: packsOf(idStyle, 1 + Math.floor(Math.random() * 5)),
        });
      },
    ],
    [4, () => get('/favorites/get', pick(buyers).token)],
    [2, () => post('/favorites/add', pick(buyers).token, { idStyle: pick(cartSkus), quantity: 1 })],
    [4, () => get('/order/get', pick(buyers).token)],
    [3, () => get(`/system/get-cms?gubun=${pick(CMS)}`, null)],
    [6, () => get(pick(REFERENCE), null)],
  ];
  const total = calls.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const [weight, make] of calls) if ((roll -= weight) < 0) return make();
    return calls[0][1]();
  };
}
