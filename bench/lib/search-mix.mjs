// The uncached search rows' requests: what buyers type and click, rotated so that no request repeats the
// one before it, so that with the answer cache off every request reaches the database and no single plan
// or page stays hot. The same list also runs against the caching server, so the two figures compare.
import { api } from './stack.mjs';

/**
 * Keywords of four kinds: many matches, few or none, two words, and SKU prefixes as seed-bulk.ts writes
 * bulk SKUs ('B' + brand code + '-' + (1000 + n), every sixth with a '/XX' colour suffix): one brand's
 * whole range, and the TIGER numbers that start with 1.
 */
export const KEYWORDS = {
  common: ['steel', 'glass', 'black', 'pot', 'japan', 'ceramic'],
  rare: ['titanium', 'bamboo', 'zzqx', 'walnut'],
  twoWords: ['stainless steel', 'black glass', 'rice cooker'],
  sku: ['BSLP-', 'BTIG-1'],
};
/** The kernel's filter ids (filterIdOf): none, Black, Black and Japan, Small and Stainless Steel. */
export const FILTER_SETS = ['', '101', '101,401', '201,301'];
/** Sorts from the kernel's SORT_VALUES; the price sort needs a signed-in buyer's token. */
export const SORTS = ['position', 'newest', 'price-asc', 'name-asc', 'best-selling'];
/** The first page and a deep one, whose offset the database must walk. */
export const PAGES = [1, 20];
const PER_PAGE = 24;

/**
 * Every combination of the lists once, ordered so that consecutive ones differ: the first list moves each
 * step and every other list's choice is shifted by the first's index, so it moves too, but where the first
 * list wraps around (a plain cross product would repeat all but one choice for many steps in a row).
 */
export function interleave(lists) {
  const [first, ...rest] = lists;
  const total = lists.reduce((n, list) => n * list.length, 1);
  return Array.from({ length: total }, (_, i) => {
    const shift = i % first.length;
    let digits = Math.floor(i / first.length);
    const others = rest.map((list) => {
      const digit = digits % list.length;
      digits = Math.floor(digits / list.length);
      return list[(digit + shift) % list.length];
    });
    return [first[shift], ...others];
  });
}

const keywordsWith = (skus) => [...Object.values(KEYWORDS).flat(), ...skus];

/** The product list calls (autocannon requests) for the keywords plus `skus`, e.g. sampleSkus()'s. */
export function searchMix(skus = []) {
  return interleave([keywordsWith(skus), FILTER_SETS, SORTS, PAGES]).map(([keyword, filters, sort, page]) => ({
    method: 'GET',
    path:
      `/api/product/get?keyword=${encodeURIComponent(keyword)}${filters ? `&filterList=${filters}` : ''}` +
      `&sort=${sort}&currPage=${page}&perPage=${PER_PAGE}`,
  }));
}

/** The header search preview's calls: the same keywords, those it answers (3 characters or more). */
export function previewMix(skus = []) {
  return keywordsWith(skus)
    .filter((keyword) => keyword.length >= 3)
    .map((keyword) => ({
      method: 'GET',
      path: `/api/product/get-search-preview?keyword=${encodeURIComponent(keyword)}`,
    }));
}

/**
 * Two whole SKUs of the seeded bulk catalogue, one with a '/XX' suffix: their numbers depend on how much
 * was seeded before, so they are read from the newest products rather than computed.
 */
export async function sampleSkus(base, token) {
  const { productList } = await api(base, 'GET', '/product/get?sort=newest&perPage=48', { token });
  const bulk = productList.map((p) => p.idStyle).filter((sku) => /^B[A-Z]+-\d+/.test(sku));
  return [bulk.find((sku) => !sku.includes('/')), bulk.find((sku) => sku.includes('/'))].filter(Boolean);
}
