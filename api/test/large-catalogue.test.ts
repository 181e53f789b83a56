import { sql } from 'kysely';
import {
  countFilterSets,
  countFilterSetsInParts,
  countInFilterSets,
  countProducts,
  findProductPage,
  type FilterSetCount,
  pagePlanFor,
} from '../src/modules/product/product-search.repository';
import { filterSetParts } from '../src/modules/product/product.service';
import { seedBulkProducts } from '../src/seed/seed';
import { type Body, isValidEan13, startTestApp, type TestApp } from './helpers';

// A catalogue made by the bulk SQL seeding (seed-bulk.ts), and the searches that must stay exact on it:
// price-sorted pages that stop early and the header preview that reads the nearest titles first.
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
  /** The answer of the plain query: every match joined and sorted (what the search did before). */
  const referencePage = async (keyword: string, direction: 'asc' | 'desc', offset: number) =>
    (
      await sql<{ id_style: string }>`
        select p.id_style from products p
        left join product_prices pp on pp.id_style = p.id_style and pp.price_lev = 2
        where p.search @@ websearch_to_tsquery('english', ${keyword}) or p.web_title ilike ${`%${keyword}%`}
        order by coalesce(pp.price_cents, 0) - coalesce(pp.sale_cents, 0) ${sql.raw(direction)}, p.id_style
        limit 24 offset ${offset}`.execute(t.db)
    ).rows.map((r) => r.id_style);

  it('pages by price exactly as sorting every match would, with the full total', async () => {
    for (const [sort, direction, page] of [
      ['price-asc', 'asc', 1],
      ['price-desc', 'desc', 3],
    ] as const) {
      const res = await t.get('/product/get', { token, query: { keyword: 'glass', sort, currPage: page } });
      expect(res.body.productList.map((p: Body) => p.idStyle)).toEqual(
        await referencePage('glass', direction, (page - 1) * 24),
      );
      const total = await sql<{ n: number }>`
        select count(*)::int as n from products p
        where p.search @@ websearch_to_tsquery('english', 'glass') or p.web_title ilike '%glass%'`.execute(t.db);
      expect(res.body.total).toBe(total.rows[0]!.n);
    }
  });

  it('finds the same page by walking prices and by reading the matches first, and picks by the total', async () => {
    const cases = [
      { keyword: 'glass', filterGroups: [[101, 102], [401]] },
      { keyword: 'steel', filterGroups: [[101], [401]] },
      { keyword: 'tiger', filterGroups: [] },
      { filterGroups: [[103], [402, 403]] },
    ];
    for (const filter of cases)
      for (const sort of ['price-asc', 'price-desc', 'newest', 'name-asc'] as const)
        for (const page of [1, 2]) {
          const walked = await findProductPage(t.db, 2, filter, sort, page, 24, 'walk');
          const matchesFirst = await findProductPage(t.db, 2, filter, sort, page, 24, 'matches-first');
          expect(matchesFirst.map((r) => r.id_style)).toEqual(walked.map((r) => r.id_style));
          expect(matchesFirst).toEqual(walked);
        }
    expect(pagePlanFor('price-asc', 100, 0, 24, 100_000)).toBe('matches-first');
    expect(pagePlanFor('price-asc', 5_000, 0, 24, 100_000)).toBe('walk');
    expect(pagePlanFor('price-desc', 1_000, 48, 24, 100_000)).toBe('matches-first');
    expect(pagePlanFor('newest', 100, 0, 24, 100_000)).toBe('walk');
  });

  it('counts every filter choice of a scope from its filter sets exactly as counting the matches', async () => {
    const glassCategories = await t.db
      .selectFrom('products')
      .select('category_id')
      .where('web_title', 'ilike', '%glass%')
      .groupBy('category_id')
      .orderBy(sql`count(*)`, 'desc')
      .limit(2)
      .execute();
    const scopes = [
      { keyword: 'steel' },
      { keyword: 'glass', categoryIds: glassCategories.map((c) => c.category_id) },
      { brandId: 1 },
      {},
    ];
    const choices = [[], [[101]], [[101, 102]], [[101], [401]], [[102, 104], [201], [402, 403]], [[501]], [[999]]];
    for (const scope of scopes) {
      const sets = await countFilterSets(t.db, scope);
      if (!sets) throw new Error(`no filter sets for ${JSON.stringify(scope)}`);
      const counted = [];
      for (const filterGroups of choices) counted.push(await countProducts(t.db, { ...scope, filterGroups }));
      expect(choices.map((groups) => countInFilterSets(sets, groups))).toEqual(counted);
      expect(counted[0]).toBeGreaterThan(counted[3]!); // a choice narrows the scope's matches, but finds some
      expect(counted[3]).toBeGreaterThan(0);
    }
    // A scope of more sets than kept is counted query by query.
    const whole = await countFilterSets(t.db, {});
    expect(whole!.length).toBeGreaterThan(10);
    expect(await countFilterSets(t.db, {}, 10)).toBeNull();
    expect(await countFilterSets(t.db, {}, whole!.length)).toHaveLength(whole!.length);
  });

  /** Ranking every match by similarity (what the preview did before the KNN index). */
  const rankedMatches = async (keyword: string) =>
    (
      await sql<{ id_style: string }>`
        select p.id_style from products p
        where p.search @@ websearch_to_tsquery('english', ${keyword}) or p.web_title ilike ${`%${keyword}%`}
           or p.id_style ilike ${`%${keyword}%`} or p.barcode = ${keyword}
        order by similarity(p.web_title, ${keyword}) desc, p.id_style limit 10`.execute(t.db)
    ).rows.map((r) => r.id_style);

  it('reads the same filter sets in parts of product ids as in one pass, and gives up past the limit', async () => {
    /** Sets in one order, for comparing reads that may list them in any. */
    const sorted = (sets: FilterSetCount[] | null) =>
      sets && [...sets].sort((a, b) => a.ids.join(',').localeCompare(b.ids.join(',')));
    for (const scope of [{ keyword: 'steel' }, { brandId: 2 }, {}, { keyword: 'no-such-word' }]) {
      const whole = sorted(await countFilterSets(t.db, scope));
      for (const parts of [1, 2, 7]) expect(sorted(await countFilterSetsInParts(t.db, scope, parts))).toEqual(whole);
    }
    // Each part of the whole catalogue has fewer sets than all of them together: the limit is on the merge.
    const all = (await countFilterSets(t.db, {}))!;
    const perPart = await countFilterSetsInParts(t.db, {}, 7, all.length - 1);
    expect(perPart).toBeNull();
    expect(await countFilterSetsInParts(t.db, {}, 7, all.length)).toHaveLength(all.length);
    // On embedded PGlite: one part per 20 000 products, and at least one.
    expect([0, 3_000, 20_000, 20_001, 100_000].map(filterSetParts)).toEqual([1, 1, 1, 2, 5]);
  });

  it('previews the same 10 matches as ranking every match, for common and rare words', async () => {
    const common = await sql<{ n: number }>`
      select count(*)::int as n from products where web_title ilike '%tiger%'`.execute(t.db);
    expect(common.rows[0]!.n).toBeGreaterThan(200); // past the probe: the KNN path answers
    for (const keyword of ['tiger', 'rice cooker', 'glass', 'hario v60', 'ZOJ-10', 'stee', 'nothing like this']) {
      const res = await t.get('/product/get-search-preview', { token, query: { keyword } });
      expect(res.status).toBe(200);
      expect(res.body.searchList.map((p: Body) => p.idStyle)).toEqual(await rankedMatches(keyword));
    }
    const tiger = await t.get('/product/get-search-preview', { token, query: { keyword: 'tiger' } });
    expect(tiger.body.searchList).toHaveLength(10);
    expect(tiger.body.searchList.every((p: Body) => /tiger/i.test(p.webTitle))).toBe(true);
  });

  it('reads the nearest titles from the KNN index', async () => {
    await sql`analyze`.execute(t.db);
    const plan = await sql<Record<string, string>>`
      explain select id_style from products order by lower(web_title) <-> lower('tiger') limit 300`.execute(t.db);
    expect(plan.rows.map((r) => Object.values(r)[0]).join('\n')).toContain('products_title_knn_idx');
  });
});
