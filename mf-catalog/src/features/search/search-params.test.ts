import {
  parseFilterIds,
  readSearchState,
  searchHref,
  searchParamsOf,
  toggleFilter,
  withCategory,
  withKeyword,
  withPage,
} from './search-params';

const state = readSearchState(new URLSearchParams('category=kitchen&keyword=rice&page=3&filter=101,401'));

describe('search state in the URL', () => {
  it('reads category, keyword, page and comma-separated filter ids', () => {
    expect(state).toEqual({ category: 'kitchen', keyword: 'rice', page: 3, filters: [101, 401] });
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

  it('writes short URLs: no empty parts and no page 1', () => {
    expect(searchParamsOf({ category: 'kitchen', keyword: '', page: 1, filters: [] }).toString()).toBe(
      'category=kitchen',
    );
    expect(searchHref(state)).toBe('/search?category=kitchen&keyword=rice&page=3&filter=101%2C401');
    expect(searchHref({ category: '', keyword: '', page: 1, filters: [] })).toBe('/search');
  });

  it('toggles a filter on and off and starts again at page 1', () => {
    expect(toggleFilter(state, 201)).toMatchObject({ filters: [101, 401, 201], page: 1 });
    expect(toggleFilter(state, 101)).toMatchObject({ filters: [401], page: 1 });
  });

  it('clears the filters when the category changes', () => {
    expect(withCategory(state, 'beauty')).toEqual({ category: 'beauty', keyword: 'rice', page: 1, filters: [] });
  });

  it('a new keyword starts at page 1; paging keeps the rest', () => {
    expect(withKeyword(state, '  kettle ')).toMatchObject({ keyword: 'kettle', page: 1, filters: [101, 401] });
    expect(withPage(state, 4)).toEqual({ ...state, page: 4 });
  });
});
