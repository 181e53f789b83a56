import { sql } from 'kysely';
import { codeKey, stemOf, textOfMarkup, wordsOf } from '../src/search/keyword-terms';
import { seedBulkProducts } from '../src/seed/seed';
import { type Body, isValidEan13, startTestApp, type TestApp } from './helpers';

// A catalogue made by the bulk SQL seeding (seed-bulk.ts), and the searches that must stay exact on it:
// every keyword, filter and sort the index answers against a plain reading of every product.
const BULK = 3000;
let t: TestApp;
let token: string;
let demoCount: number;
let demoLastPosition: number;
const progress: number[] = [];
beforeAll(async () => {
  t = await startTestApp({ answerCacheMs: 0 });
  token = await t.login();
  demoCount = await countOf('products');
  demoLastPosition = await lastPosition();
  await seedBulkProducts(t.db, BULK, (done) => progress.push(done));
}, 120_000);
afterAll(async () => t?.close());

const lastPosition = async () =>
  (
    await t.db
      .selectFrom('products')
      .select(sql<number>`max(position)`.as('m'))
      .executeTakeFirstOrThrow()
  ).m;
const countOf = async (table: string) =>
  Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db)).rows[0]!.n);

describe('bulk seeding', () => {
  it('adds the products with prices on every level, pictures, specs and filters', async () => {
    expect(progress.at(-1)).toBe(BULK);
    expect(await countOf('products')).toBe(demoCount + BULK);
    const bulk = await t.db.selectFrom('products').selectAll().where('position', '>', demoLastPosition).execute();
    expect(bulk).toHaveLength(BULK);
    expect(new Set(bulk.map((p) => p.id_style)).size).toBe(BULK);
    expect(bulk.every((p) => /^B[A-Z]{3}-\d+(\/[A-Z]{2})?$/.test(p.id_style))).toBe(true);
    expect(bulk.every((p) => p.web_title.endsWith(`, ${p.color}`) && p.filepath1 !== '')).toBe(true);
    // The product page draws the barcode as an EAN-13: 13 digits whose last is the check digit.
    const badBarcodes = bulk.filter((p) => !isValidEan13(p.barcode)).map((p) => p.barcode);
    expect(badBarcodes).toEqual([]);
    expect(new Set(bulk.map((p) => p.barcode)).size).toBe(BULK);
    const missing = await sql<{ n: number }>`
      select count(*)::int as n from products p
      where p.position > ${demoLastPosition} and (
        (select count(*) from product_prices pp where pp.id_style = p.id_style) <> 4
        or (select count(*) from product_specs s where s.id_style = p.id_style) <> 3
        or (select count(*) from product_images i where i.id_style = p.id_style) not between 3 and 5
        or not (p.filter_ids && array[101, 102, 103, 104, 105, 106])
        or not (p.filter_ids && array[401, 402, 403, 404]))`.execute(t.db);
    expect(missing.rows[0]!.n).toBe(0);
  });

  it('makes products the benchmark search finds: steel, black (101), made in Japan (401)', async () => {
    const res = await t.get('/product/get', {
      token,
      query: { keyword: 'steel', filterList: '101,401', sort: 'price-asc', perPage: 24 },
    });
    expect(res.body.total).toBeGreaterThan(24);
    for (const p of res.body.productList as Body[]) {
      expect(p.color).toBe('Black');
      expect(p.tags).toMatch(/Steel/);
      expect(p.tags).toMatch(/Japan$/);
    }
  });

  it('appends when run again, numbering on from the last product', async () => {
    const before = await t.db
      .selectFrom('products')
      .select(sql<number>`max(position)`.as('m'))
      .executeTakeFirstOrThrow();
    await seedBulkProducts(t.db, 10, () => undefined);
    const added = await t.db.selectFrom('products').select('position').where('position', '>', before.m).execute();
    expect(added).toHaveLength(10);
    expect(Math.min(...added.map((r) => r.position))).toBe(before.m + 1);
  });
});

describe('searches on a large catalogue', () => {
  /** A product as the reference search below reads it, straight from the tables. */
  interface Row {
    id: number;
    id_style: string;
    barcode: string;
    texts: string[];
    web_title: string;
    category_id: number;
    filter_ids: number[];
    created: number;
    position: number;
    ava_qty: number;
    sold_count: number;
    price: number | null;
  }
  const listedRows = async (level: number): Promise<Row[]> =>
    (
      await sql<Omit<Row, 'texts'> & { tags: string; color: string; brand: string; websitename: string }>`
        select p.id, p.id_style, p.barcode, p.web_title, p.websitename, p.tags, p.color, b.name as brand,
               p.category_id, p.filter_ids, (extract(epoch from p.created_at) * 1000)::float8 as created,
               p.position, p.ava_qty, p.sold_count, pp.price_cents - pp.sale_cents as price
        from products p join brands b on b.id = p.brand_id
        left join product_prices pp on pp.id_style = p.id_style and pp.price_lev = ${level}
        where p.listed`.execute(t.db)
    ).rows.map((r) => ({ ...r, texts: [r.web_title, r.brand, r.color, r.tags, textOfMarkup(r.websitename)] }));

  /** Each row's words and stems, read once (the reference below asks them for every keyword). */
  const wordsOfRow = new WeakMap<Row, { words: string[]; stems: Set<string> }>();
  const wordsIn = (row: Row) => {
    let kept = wordsOfRow.get(row);
    if (!kept) {
      const words = row.texts.flatMap(wordsOf);
      wordsOfRow.set(row, (kept = { words, stems: new Set(words.map(stemOf)) }));
    }
    return kept;
  };
  /** The meaning of a keyword (docs/product.md §5.6) read plainly: every word by a word's start or stem, or a code's start. */
  const finds = (row: Row, keyword: string) => {
    const { words, stems } = wordsIn(row);
    const code = codeKey(keyword);
    const byWords = wordsOf(keyword);
    return (
      (byWords.length > 0 && byWords.every((w) => stems.has(stemOf(w)) || words.some((x) => x.startsWith(w)))) ||
      (code !== '' && [row.id_style, row.barcode].some((c) => c !== '' && codeKey(c).startsWith(code)))
    );
  };
  const bySku = (a: Row, b: Row) => (a.id_style < b.id_style ? -1 : a.id_style > b.id_style ? 1 : 0);
  const ORDERS: Record<string, (a: Row, b: Row) => number> = {
    position: (a, b) => a.position - b.position || bySku(a, b),
    newest: (a, b) => b.created - a.created || bySku(a, b),
    'price-asc': (a, b) => (a.price ?? Infinity) - (b.price ?? Infinity) || bySku(a, b),
    'price-desc': (a, b) => (b.price === null ? -1 : a.price === null ? 1 : b.price - a.price) || bySku(a, b),
    'name-asc': (a, b) => (a.web_title < b.web_title ? -1 : a.web_title > b.web_title ? 1 : 0) || bySku(a, b),
    'stock-asc': (a, b) => a.ava_qty - b.ava_qty || bySku(a, b),
    'best-selling': (a, b) => b.sold_count - a.sold_count || bySku(a, b),
  };
  const reference = (rows: Row[], keyword: string | undefined, groups: number[][], sort: string) =>
    rows
      .filter((r) => !keyword || finds(r, keyword))
      .filter((r) => groups.every((g) => g.some((id) => r.filter_ids.includes(id))))
      .sort(ORDERS[sort]);

  it('finds, counts and pages every keyword, filter and sort exactly as reading every product would', async () => {
    const rows = await listedRows(2);
    const someSku = rows.find((r) => r.id_style.includes('/'))!.id_style;
    const keywords = [undefined, 'glass', 'steel', 'STAINLESS steel', 'kettles', 'stee', 'tiger', 'japan', 'crème'];
    keywords.push('no-such-word', someSku, someSku.slice(0, 4).toLowerCase(), rows[7]!.barcode.slice(0, 6));
    for (const keyword of keywords)
      for (const [filterList, groups] of [
        ['', []],
        ['101,401', [[101], [401]]],
        ['101,102', [[101, 102]]],
      ] as const)
        for (const sort of Object.keys(ORDERS)) {
          const expected = reference(rows, keyword, groups as unknown as number[][], sort);
          for (const page of filterList === '' ? [1, 3] : [2]) {
            const query = { keyword, filterList, sort, currPage: page, perPage: 24 };
            const res = await t.get('/product/get', { token, query });
            const label = JSON.stringify(query);
            expect([label, res.body.total]).toEqual([label, expected.length]);
            expect([label, res.body.productList.map((p: Body) => p.idStyle)]).toEqual([
              label,
              expected.slice((page - 1) * 24, page * 24).map((r) => r.id_style),
            ]);
          }
        }
  }, 180_000);

  it('places products whose stock, price, title or picture changed, as reading every product would', async () => {
    const some = (await listedRows(2)).filter((r) => r.id % 7 === 0).slice(0, 60);
    for (const [i, r] of some.entries()) {
      await t.db
        .updateTable('products')
        .set({ ava_qty: i * 13, web_title: `${r.web_title} Zz${i}` })
        .where('id', '=', r.id)
        .execute();
      await t.db
        .updateTable('product_prices')
        .set({ price_cents: 100 + i })
        .where('id_style', '=', r.id_style)
        .execute();
    }
    // Prices are written with their product's row (product-store.ts): its trigger tells the index.
    await t.db
      .updateTable('products')
      .set({ position: sql`position` })
      .where(
        'id',
        'in',
        some.map((r) => r.id),
      )
      .execute();
    await t.db.updateTable('products').set({ filepath1: '' }).where('id', '=', some[0]!.id).execute();
    const rows = await listedRows(2);
    for (const sort of ['stock-asc', 'name-asc', 'price-asc', 'price-desc'])
      for (const page of [1, 2]) {
        const res = await t.get('/product/get', { token, query: { sort, currPage: page, perPage: 24 } });
        const expected = reference(rows, undefined, [], sort).slice((page - 1) * 24, page * 24);
        expect([sort, page, res.body.productList.map((p: Body) => p.idStyle)]).toEqual([
          sort,
          page,
          expected.map((r) => r.id_style),
        ]);
      }
  });

  it('previews the first matches of the search page for the same keyword', async () => {
    for (const keyword of ['tiger', 'rice cooker', 'glass', 'hario v60', 'ZOJ-10', 'stee', 'nothing like this']) {
      const preview = await t.get('/product/get-search-preview', { token, query: { keyword } });
      const page = await t.get('/product/get', { token, query: { keyword, perPage: 24 } });
      expect(preview.status).toBe(200);
      expect(preview.body.searchList.map((p: Body) => p.idStyle)).toEqual(
        page.body.productList.slice(0, 10).map((p: Body) => p.idStyle),
      );
    }
    const tiger = await t.get('/product/get-search-preview', { token, query: { keyword: 'tiger' } });
    expect(tiger.body.searchList).toHaveLength(10);
  });
});
