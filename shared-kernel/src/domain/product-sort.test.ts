import { DEFAULT_SORT, SORT_OPTIONS, SORT_VALUES, isPriceSort, isSortValue } from './product-sort';

describe('product sorts', () => {
  it('lists the sort options without the Newset typo, Newest first and the default', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Newest',
      'Position',
      'Price Asc',
      'Price Desc',
      'Name Asc',
      'Name Desc',
      'Sku Asc',
      'Sku Desc',
      'Stock Desc',
      'Stock Asc',
      'Best Selling',
    ]);
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual(SORT_VALUES);
    expect(new Set(SORT_VALUES).size).toBe(SORT_VALUES.length);
    expect(DEFAULT_SORT).toBe('newest');
    expect(isSortValue(DEFAULT_SORT)).toBe(true);
  });

  it('tells sort values apart from anything else', () => {
    expect(isSortValue('price-desc')).toBe(true);
    expect(isSortValue('newset')).toBe(false);
    expect(isSortValue(undefined)).toBe(false);
  });

  it('names the price sorts, the ones that need a session', () => {
    expect(SORT_VALUES.filter(isPriceSort)).toEqual(['price-asc', 'price-desc']);
  });
});
