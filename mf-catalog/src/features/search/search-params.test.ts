import { MAX_PAGE, SEARCH_TEXT_MAX_LENGTH } from '@storefront/shared-kernel';
import {
  parseFilterIds,
  readSearchState,
  searchHref,
  searchParamsOf,
  settledSearchState,
  toggleFilter,
  withCategory,
  withKeyword,
  withPage,
  withPerPage,
  withSort,
  type SearchState,
} from './search-params';

const state = readSearchState(new URLSearchParams('category=kitchen&keyword=rice&page=3&filter=101,401'));
const blank: SearchState = { category: '', keyword: '', page: 1, filters: [], sort: 'newest', perPage: 24 };

describe('search state in the URL', () => {
  it('reads category, keyword, page and comma-separated filter ids', () => {
    expect(state).toEqual({ ...blank, category: 'kitchen', keyword: 'rice', page: 3, filters: [101, 401] });
  });

  it("reads the product page's brand link (brand=) as the category; a category given as well wins", () => {
    expect(readSearchState(new URLSearchParams('brand=JOY%20LIFE')).category).toBe('joy-life');
    expect(readSearchState(new URLSearchParams('brand=TIGER&category=kitchen')).category).toBe('kitchen');
  });

  it('reads a missing or broken page as 1 and drops bad filter ids', () => {
    expect(readSearchState(new URLSearchParams('page=abc')).page).toBe(1);
    expect(readSearchState(new URLSearchParams('page=0')).page).toBe(1);
    expect(parseFilterIds('101, x,-2,101,,0,202')).toEqual([101, 202]);
    expect(parseFilterIds('2147483647,2147483648,999999999999999999999')).toEqual([2_147_483_647]);
    expect(parseFilterIds(null)).toEqual([]);
  });

  it('asks for no page past the highest the API takes', () => {
    expect(readSearchState(new URLSearchParams('page=10001')).page).toBe(MAX_PAGE);
    expect(readSearchState(new URLSearchParams('page=99999999')).page).toBe(MAX_PAGE);
    expect(readSearchState(new URLSearchParams('page=10000')).page).toBe(10_000);
  });

  it('cuts a keyword or category to the length the API takes', () => {
    const long = `${'a'.repeat(SEARCH_TEXT_MAX_LENGTH - 1)} ${'b'.repeat(50)}`;
    const read = readSearchState(new URLSearchParams({ keyword: long, category: long }));
    expect(read.keyword).toBe('a'.repeat(SEARCH_TEXT_MAX_LENGTH - 1));
    expect(read.category).toBe('a'.repeat(SEARCH_TEXT_MAX_LENGTH - 1));
    expect(readSearchState(new URLSearchParams({ brand: 'x'.repeat(250) })).category).toHaveLength(200);
  });

  it('reads the sort and the page size; an unknown one falls back to the default', () => {
    expect(readSearchState(new URLSearchParams('sort=price-asc&perPage=48'))).toMatchObject({
      sort: 'price-asc',
      perPage: 48,
    });
    expect(readSearchState(new URLSearchParams('sort=cheapest&perPage=50'))).toMatchObject({
      sort: 'newest',
      perPage: 24,
    });
    expect(readSearchState(new URLSearchParams('perPage=abc'))).toMatchObject({ perPage: 24 });
  });

  it('writes short URLs: no empty parts, no page 1, no default sort or page size', () => {
    expect(searchParamsOf({ ...blank, category: 'kitchen' }).toString()).toBe('category=kitchen');
    expect(searchHref(state)).toBe('/search?category=kitchen&keyword=rice&page=3&filter=101%2C401');
    expect(searchHref(blank)).toBe('/search');
    const sorted = { ...state, sort: 'price-asc', perPage: 48 } as const;
    expect(searchHref(sorted)).toBe(
      '/search?category=kitchen&keyword=rice&page=3&filter=101%2C401&sort=price-asc&perPage=48',
    );
    expect(readSearchState(searchParamsOf(sorted))).toEqual(sorted);
  });

  it('toggles a filter on and off and starts again at page 1', () => {
    expect(toggleFilter(state, 201)).toMatchObject({ filters: [101, 401, 201], page: 1 });
    expect(toggleFilter(state, 101)).toMatchObject({ filters: [401], page: 1 });
  });

  it('clears the filters when the category changes', () => {
    expect(withCategory(state, 'beauty')).toEqual({ ...blank, category: 'beauty', keyword: 'rice' });
  });

  it('a new keyword starts at page 1; paging keeps the rest', () => {
    expect(withKeyword(state, '  kettle ')).toMatchObject({ keyword: 'kettle', page: 1, filters: [101, 401] });
    expect(withPage(state, 4)).toEqual({ ...state, page: 4 });
  });

  it('another sort or page size starts again at page 1 and keeps the rest', () => {
    expect(withSort(state, 'price-desc')).toEqual({ ...state, sort: 'price-desc', page: 1 });
    expect(withPerPage(state, 100)).toEqual({ ...state, perPage: 100, page: 1 });
  });
});

describe('settledSearchState', () => {
  const kitchen = { ...blank, category: 'kitchen', filters: [101, 999, 401], page: 2 };

  it('drops the filter ids the category does not offer once its menu answered', () => {
    expect(settledSearchState(kitchen, { offeredFilterIds: new Set([101, 102, 401]) })).toEqual({
      ...kitchen,
      filters: [101, 401],
    });
  });

  it('keeps every filter id while the menu loads or when it failed', () => {
    expect(settledSearchState(kitchen, {})).toBe(kitchen);
  });

  it('moves a page past the last to the last; page 1 when nothing matches', () => {
    const rice = { ...blank, keyword: 'rice', page: 5 };
    expect(settledSearchState(rice, { total: 40 })).toEqual({ ...rice, page: 2 });
    expect(settledSearchState({ ...rice, perPage: 48 }, { total: 40 })).toEqual({ ...rice, perPage: 48, page: 1 });
    expect(settledSearchState(rice, { total: 0 })).toEqual({ ...rice, page: 1 });
    expect(settledSearchState(rice, { total: 97 })).toBe(rice);
    expect(settledSearchState({ ...rice, page: MAX_PAGE }, { total: 10_000_000 })).toEqual({
      ...rice,
      page: MAX_PAGE,
    });
  });

  it('drops unknown filters before it judges the page: the total was counted with them', () => {
    const settled = settledSearchState(kitchen, { offeredFilterIds: new Set([101, 401]), total: 0 });
    expect(settled).toEqual({ ...kitchen, filters: [101, 401] });
  });
});
