import { isPriceSort, SORT_VALUES, type SortValue } from '@storefront/shared-kernel/domain';
import { RoaringBitmap32 } from 'roaring';
import { codeKey, keywordQuery, STEM_MARK, termsOf } from './keyword-terms';
import { pageOf } from './page-order';
import { PrefixList } from './prefix-list';
import { SortRanks } from './sort-ranks';

/**
 * The listed products as the search reads them (docs/product.md §5.6, docs/performance.md §3): for each
 * word, stem, category, brand and filter the set of product ids carrying it, as a compressed bitmap
 * (CRoaring through `roaring`), and each product's sort values in typed arrays by product id. A search is
 * then set algebra and one pass over its matches: the total is the size of a bitmap, and only the page's
 * 24 products are read from the database, by primary key.
 */
export interface IndexedProduct {
  id: number;
  sku: string;
  barcode: string;
  /** What its words are read from: title, brand name, colour, tags, description text. */
  texts: string[];
  title: string;
  brandId: number;
  categoryId: number;
  filterIds: number[];
  createdAt: number;
  position: number;
  stock: number;
  sold: number;
  /** "Your price" in cents by price level; a level without a price row is absent. */
  prices: Record<number, number>;
}

/** What a search asks for: the same shape the search page's call is read into. */
export interface IndexFilter {
  keyword?: string;
  categoryIds?: number[];
  brandId?: number;
  /** Filter ids by group: every group must match, any id within one. */
  filterGroups?: number[][];
}

/** The price levels (1-4) a buyer can have: a price sort has an order per level. */
const PRICE_LEVELS = [1, 2, 3, 4];
/**
 * Up to this many matches a page is sorted directly; more are placed by the sort's ranks, which costs one
 * look-up per match and a pass over a bit per product (3 µs at 100k): cheaper than comparing from a few
 * hundred matches on (measured: 1 826 matches, page 20, 100 µs sorted against 13 µs placed).
 */
const SORT_DIRECTLY_UP_TO = 256;
const rankKey = (sort: SortValue, priceLevel: number) => (isPriceSort(sort) ? `${sort}:${priceLevel}` : sort);

/** A growable typed array of one number per product id. */
class Column<A extends Float64Array | Int32Array> {
  constructor(
    public values: A,
    private readonly make: (length: number) => A,
  ) {}
  set(id: number, value: number): void {
    if (id >= this.values.length) {
      const grown = this.make(Math.max(id + 1, this.values.length * 2));
      grown.set(this.values);
      this.values = grown;
    }
    this.values[id] = value;
  }
}
const floats = () => new Column(new Float64Array(1024), (n) => new Float64Array(n));
const ints = () => new Column(new Int32Array(1024), (n) => new Int32Array(n));

export class CatalogueIndex {
  private readonly all = new RoaringBitmap32();
  private readonly termIds = new Map<string, number>();
  private readonly termSets: RoaringBitmap32[] = [];
  private readonly categories = new Map<number, RoaringBitmap32>();
  private readonly brands = new Map<number, RoaringBitmap32>();
  private readonly filters = new Map<number, RoaringBitmap32>();
  /** Words (not stems) by their start; a word whose set has emptied is dropped at the next merge. */
  private readonly words = new PrefixList((word) => (this.setOfTerm(word)?.size ?? 0) === 0);
  /** SKUs and barcodes (folded) by their start, with the product id; a changed code is dropped at a merge. */
  private readonly codes = new PrefixList((code, id) => !this.all.has(id) || !this.holdsCode(id, code), 4096);
  private readonly docTerms: (Int32Array | undefined)[] = [];
  private readonly docFilters: (number[] | undefined)[] = [];
  private readonly skus: string[] = [];
  /** The folded SKU and barcode as the code list holds them (the same strings, so they cost no memory). */
  private readonly skuKeys: string[] = [];
  private readonly barcodeKeys: string[] = [];
  private readonly titles: string[] = [];
  private readonly category = ints();
  private readonly brand = ints();
  private readonly created = floats();
  private readonly position = ints();
  private readonly stock = ints();
  private readonly sold = ints();
  /** Prices by level (1-4); NaN where a level has no price row: such a product sorts last, as in SQL. */
  private readonly prices = PRICE_LEVELS.map(floats);
  private retired = false;
  /** Each sort's ranks, by rankKey, made when a sort is first asked for many matches. */
  private readonly ranks = new Map<string, SortRanks>();

  /** Adds a listed product, or replaces what was kept of it. */
  put(product: IndexedProduct): void {
    const { id } = product;
    this.rankChanges(id, product);
    if (this.all.has(id)) this.remove(id);
    this.all.add(id);
    const terms = termsOf(product.texts);
    const ids = new Int32Array(terms.size);
    let i = 0;
    for (const term of terms) {
      let termId = this.termIds.get(term);
      if (termId === undefined) {
        termId = this.termSets.length;
        this.termIds.set(term, termId);
        this.termSets.push(new RoaringBitmap32());
      }
      const set = this.termSets[termId]!;
      if (set.size === 0 && !term.startsWith(STEM_MARK)) this.words.add(term, termId);
      set.add(id);
      ids[i++] = termId;
    }
    this.docTerms[id] = ids;
    this.docFilters[id] = product.filterIds;
    for (const filterId of product.filterIds) setIn(this.filters, filterId).add(id);
    setIn(this.categories, product.categoryId).add(id);
    setIn(this.brands, product.brandId).add(id);
    this.skus[id] = product.sku;
    this.titles[id] = product.title;
    this.skuKeys[id] = this.addCode(product.sku, id);
    this.barcodeKeys[id] = this.addCode(product.barcode, id);
    this.category.set(id, product.categoryId);
    this.brand.set(id, product.brandId);
    this.created.set(id, product.createdAt);
    this.position.set(id, product.position);
    this.stock.set(id, product.stock);
    this.sold.set(id, product.sold);
    this.prices.forEach((column, i) => column.set(id, product.prices[PRICE_LEVELS[i]!] ?? NaN));
  }

  /** Takes a product out (hidden, without a picture or deleted); nothing happens for one not kept. */
  remove(id: number): void {
    if (!this.all.has(id)) return;
    this.all.remove(id);
    for (const termId of this.docTerms[id] ?? []) this.termSets[termId]!.remove(id);
    for (const filterId of this.docFilters[id] ?? []) this.filters.get(filterId)?.remove(id);
    this.categories.get(this.category.values[id]!)?.remove(id);
    this.brands.get(this.brand.values[id]!)?.remove(id);
    this.docTerms[id] = undefined;
    this.docFilters[id] = undefined;
  }

  /** The ids of the listed products a filter finds. */
  match(filter: IndexFilter): RoaringBitmap32 {
    const parts: RoaringBitmap32[] = [];
    if (filter.keyword) parts.push(this.keywordMatches(filter.keyword));
    if (filter.categoryIds) parts.push(unionOf(filter.categoryIds.map((id) => this.categories.get(id))));
    if (filter.brandId !== undefined) parts.push(this.brands.get(filter.brandId) ?? new RoaringBitmap32());
    for (const group of filter.filterGroups ?? []) parts.push(unionOf(group.map((id) => this.filters.get(id))));
    if (parts.length === 0) return this.all.clone();
    return parts.reduce((found, part) => RoaringBitmap32.and(found, part), this.all);
  }

  /** Every word must match (by its start or its stem); or the whole keyword starts a SKU or barcode. */
  private keywordMatches(keyword: string): RoaringBitmap32 {
    const { words, code } = keywordQuery(keyword);
    let found: RoaringBitmap32 | null = null;
    for (const { word, stem } of words) {
      const sets: RoaringBitmap32[] = [];
      this.words.withPrefix(word, (term) => {
        const set = this.setOfTerm(term);
        if (set) sets.push(set);
      });
      const stemSet = this.setOfTerm(stem);
      if (stemSet) sets.push(stemSet);
      const any = unionOf(sets);
      found = found ? RoaringBitmap32.and(found, any) : any;
      if (found.size === 0) break;
    }
    const byCode: number[] = [];
    if (code)
      this.codes.withPrefix(code, (key, id) => {
        if (this.holdsCode(id, key)) byCode.push(id);
      });
    if (byCode.length === 0) return found ?? new RoaringBitmap32();
    // Products no longer listed are taken out in one step: asking the bitmap per code costs a native call each.
    const codes = RoaringBitmap32.and(new RoaringBitmap32(byCode), this.all);
    return found ? RoaringBitmap32.or(found, codes) : codes;
  }

  /**
   * The ids of one page of `matches` in a sort's order (the search page's sorts, docs/product.md §5.5): a few
   * matches are sorted as they are, many are placed by the sort's ranks (sort-ranks.ts).
   */
  page(matches: RoaringBitmap32, sort: SortValue, priceLevel: number, offset: number, size: number): number[] {
    const ids = matches.toUint32Array();
    if (ids.length <= SORT_DIRECTLY_UP_TO) return pageOf(ids, this.comparer(sort, priceLevel), offset, size);
    return this.ranksOf(sort, priceLevel).page(ids, () => this.all.toUint32Array(), offset, size);
  }

  /**
   * Ranks every sort (after a load), so few buyers' searches wait for a sort of the whole catalogue: one
   * sort at a time, the searches that came meanwhile answered between them (a sort takes some 1.7 s at a
   * million products, all 18 of them half a minute). A search needing a sort not yet done does it itself.
   */
  async rankAll(): Promise<void> {
    if (this.all.size <= SORT_DIRECTLY_UP_TO) return;
    for (const sort of SORT_VALUES)
      for (const level of isPriceSort(sort) ? PRICE_LEVELS : [1]) {
        await new Promise((next) => setImmediate(next));
        if (this.retired) return;
        this.ranksOf(sort, level).current(() => this.all.toUint32Array());
      }
  }

  /** An index read anew replaced this one: its sorts are no longer worth doing. */
  retire(): void {
    this.retired = true;
  }

  private ranksOf(sort: SortValue, priceLevel: number): SortRanks {
    const key = rankKey(sort, priceLevel);
    let ranks = this.ranks.get(key);
    if (!ranks) this.ranks.set(key, (ranks = new SortRanks(this.comparer(sort, priceLevel))));
    return ranks;
  }

  /** Tells the ranks of the sorts whose values differ between what was kept of a product and `next`. */
  private rankChanges(id: number, next: IndexedProduct): void {
    if (this.ranks.size === 0) return;
    // A product not kept now may be missing from an order made since it left: placed anew.
    const known = this.all.has(id);
    const changed = (...sorts: SortValue[]) => {
      for (const sort of sorts) this.ranks.get(rankKey(sort, 1))?.changed(id);
    };
    if (!known || this.skus[id] !== next.sku) {
      for (const ranks of this.ranks.values()) ranks.changed(id);
      return;
    }
    if (this.position.values[id] !== next.position) changed('position');
    if (this.created.values[id] !== next.createdAt) changed('newest');
    if (this.titles[id] !== next.title) changed('name-asc', 'name-desc');
    if (this.stock.values[id] !== next.stock) changed('stock-asc', 'stock-desc');
    if (this.sold.values[id] !== next.sold) changed('best-selling');
    PRICE_LEVELS.forEach((level) => {
      const kept = this.prices[level - 1]!.values[id]!;
      const given = next.prices[level] ?? NaN;
      if (kept !== given && !(Number.isNaN(kept) && Number.isNaN(given)))
        for (const sort of ['price-asc', 'price-desc'] as const) this.ranks.get(rankKey(sort, level))?.changed(id);
    });
  }

  /** A sort as a comparison of two product ids; ties go by SKU, so every order is total. */
  private comparer(sort: SortValue, priceLevel: number): (a: number, b: number) => number {
    // Columns are read through their holder at each call: a column grows into a new array.
    const skus = this.skus;
    const bySku = (a: number, b: number) => (skus[a]! < skus[b]! ? -1 : skus[a]! > skus[b]! ? 1 : 0);
    const ascending = (column: Column<Int32Array | Float64Array>) => (a: number, b: number) =>
      column.values[a]! - column.values[b]! || bySku(a, b);
    const descending = (column: Column<Int32Array | Float64Array>) => (a: number, b: number) =>
      column.values[b]! - column.values[a]! || bySku(a, b);
    const titles = this.titles;
    const byTitle = (a: number, b: number) => (titles[a]! < titles[b]! ? -1 : titles[a]! > titles[b]! ? 1 : 0);
    const price = this.prices[priceLevel - 1] ?? this.prices[0]!;
    // A missing price sorts after every price, both ways (SQL's nulls: last ascending, first descending
    // would put a product with no price at the top of "highest price").
    const priceAscending = (a: number, b: number) =>
      pricedFirst(price.values, a, b) || price.values[a]! - price.values[b]! || bySku(a, b);
    const priceDescending = (a: number, b: number) =>
      pricedFirst(price.values, a, b) || price.values[b]! - price.values[a]! || bySku(a, b);
    switch (sort) {
      case 'newest':
        return descending(this.created);
      case 'price-asc':
        return priceAscending;
      case 'price-desc':
        return priceDescending;
      case 'name-asc':
        return (a, b) => byTitle(a, b) || bySku(a, b);
      case 'name-desc':
        return (a, b) => byTitle(b, a) || bySku(a, b);
      case 'sku-asc':
        return bySku;
      case 'sku-desc':
        return (a, b) => bySku(b, a);
      case 'stock-desc':
        return descending(this.stock);
      case 'stock-asc':
        return ascending(this.stock);
      case 'best-selling':
        return descending(this.sold);
      case 'position':
      default:
        return ascending(this.position);
    }
  }

  private setOfTerm(term: string): RoaringBitmap32 | undefined {
    const termId = this.termIds.get(term);
    return termId === undefined ? undefined : this.termSets[termId];
  }

  /** Whether `code` is still the product's SKU or barcode (its listing is the caller's to check). */
  private holdsCode(id: number, code: string): boolean {
    return this.skuKeys[id] === code || this.barcodeKeys[id] === code;
  }

  /** A SKU or barcode into the code list, folded once; '' (none) is not listed. */
  private addCode(code: string, id: number): string {
    const key = codeKey(code);
    if (key) this.codes.add(key, id);
    return key;
  }
}

const setIn = (sets: Map<number, RoaringBitmap32>, key: number): RoaringBitmap32 => {
  let set = sets.get(key);
  if (!set) sets.set(key, (set = new RoaringBitmap32()));
  return set;
};

const unionOf = (sets: (RoaringBitmap32 | undefined)[]): RoaringBitmap32 =>
  RoaringBitmap32.orMany(sets.filter((set): set is RoaringBitmap32 => set !== undefined));

/** 0 when both or neither have a price; otherwise the priced one first. */
const pricedFirst = (price: Float64Array, a: number, b: number): number =>
  Number.isNaN(price[a]!) === Number.isNaN(price[b]!) ? 0 : Number.isNaN(price[a]!) ? 1 : -1;
