import { CatalogueIndex, type IndexedProduct } from './catalogue-index';

const product = (id: number, changes: Partial<IndexedProduct> = {}): IndexedProduct => ({
  id,
  sku: `BSLP-${1000 + id}`,
  barcode: `0490000${String(id).padStart(5, '0')}`,
  texts: [`Pot number ${id}`],
  title: `Pot ${id}`,
  brandId: 1,
  categoryId: 1,
  filterIds: [],
  createdAt: id,
  position: (id * 7919) % 1000,
  stock: id % 17,
  sold: id % 5,
  prices: { 1: 1000 + (id % 13) },
  ...changes,
});

const found = (index: CatalogueIndex, keyword: string) => index.match({ keyword }).toArray();

describe('the catalogue index', () => {
  it('finds a product by the start of its SKU or barcode, and by its new code only once the code changes', () => {
    const index = new CatalogueIndex();
    for (let id = 1; id <= 20; id++) index.put(product(id));
    expect(found(index, 'bslp-100')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(found(index, '049000000012')).toEqual([12]);

    index.put(product(3, { sku: 'NEW/RD' }));
    index.put(product(12, { barcode: '' }));
    expect(found(index, 'bslp-100')).toEqual([1, 2, 4, 5, 6, 7, 8, 9]);
    expect(found(index, 'new/rd')).toEqual([3]);
    expect(found(index, '049000000012')).toEqual([]);

    index.remove(5);
    expect(found(index, 'BSLP-1005')).toEqual([]);
    index.put(product(5));
    expect(found(index, 'BSLP-1005')).toEqual([5]);
  });

  it('pages a few matches and many in the same order as sorting every match', async () => {
    const index = new CatalogueIndex();
    for (let id = 1; id <= 1200; id++) index.put(product(id));
    await index.rankAll();
    const byPosition = (a: number, b: number) =>
      ((a * 7919) % 1000) - ((b * 7919) % 1000) || (`BSLP-${1000 + a}` < `BSLP-${1000 + b}` ? -1 : 1);
    // 'bslp-11' finds 100 products (sorted directly), 'pot' all 1 200 (placed by the sort's ranks).
    for (const keyword of ['bslp-11', 'pot']) {
      const matches = index.match({ keyword });
      const every = matches.toArray().sort(byPosition);
      for (const offset of [0, 24, every.length - 10])
        expect(index.page(matches, 'position', 1, offset, 24)).toEqual(every.slice(offset, offset + 24));
    }
  });
});
