import { CompiledQuery, sql, type RootOperationNode } from 'kysely';
import { findRail } from '../src/modules/product/product.repository';
import { type Body, onPostgres, startTestApp, type TestApp } from './helpers';

// Product lists leave out products without an image before paging and counting (product.repository.ts
// isListed): a page is full, the total counts only what a buyer can see, and every list answer agrees.
let t: TestApp;
let token: string;
/** The products whose image is taken away: the newest, the best sellers, a related item. */
let imageless: string[];

const skus = (body: Body): string[] => body.productList.map((p: { idStyle: string }) => p.idStyle);
const listedCount = async () =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from products where filepath1 <> ''`.execute(t.db)).rows[0]!.n,
  );

beforeAll(async () => {
  // No kept answers: each call reads the database as the test left it.
  t = await startTestApp({ answerCacheMs: 0 });
  token = await t.login();
  const newest = await t.db.selectFrom('products').select('id_style').orderBy('created_at', 'desc').limit(10).execute();
  const bestSellers = await t.db
    .selectFrom('products')
    .select('id_style')
    .orderBy('sold_count', 'desc')
    .limit(3)
    .execute();
  imageless = [...new Set([...newest, ...bestSellers].map((p) => p.id_style))];
  await t.db.updateTable('products').set({ filepath1: '' }).where('id_style', 'in', imageless).execute();
  // Fresh statistics, as after any bulk change (the planner must not take the image rule as free).
  await sql`analyze products`.execute(t.db);
});
afterAll(async () => t?.close());

describe('product lists without image-less products', () => {
  it('fills every page but the last and counts only listed products', async () => {
    const all = Number((await sql<{ n: number }>`select count(*)::int as n from products`.execute(t.db)).rows[0]!.n);
    const listed = await listedCount();
    expect(listed).toBe(all - imageless.length);
    expect(listed).toBeGreaterThan(48);

    const seen: string[] = [];
    const pages = Math.ceil(listed / 24);
    for (let page = 1; page <= pages; page++) {
      const res = await t.get('/product/get', { token, query: { sort: 'newest', currPage: page, perPage: 24 } });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(listed);
      expect(res.body.productList).toHaveLength(page < pages ? 24 : listed - 24 * (pages - 1));
      expect(res.body.productList.every((p: { image: string; filepath1: string }) => p.image && p.filepath1)).toBe(
        true,
      );
      seen.push(...skus(res.body));
    }
    expect(new Set(seen).size).toBe(listed);
    expect(seen.filter((sku) => imageless.includes(sku))).toEqual([]);
  });

  it('leaves them out of every sort, a price sort read either way, and keyword and filter searches', async () => {
    for (const sort of ['position', 'price-asc', 'best-selling', 'name-desc']) {
      const res = await t.get('/product/get', { token, query: { sort, perPage: 100 } });
      expect({ sort, total: res.body.total, hidden: skus(res.body).filter((s) => imageless.includes(s)) }).toEqual({
        sort,
        total: await listedCount(),
        hidden: [],
      });
    }
    // A keyword that names an image-less product exactly (its SKU) finds nothing.
    const bySku = await t.get('/product/get', { token, query: { keyword: imageless[0] } });
    expect(bySku.body).toMatchObject({ total: 0, productList: [] });
  });

  it('counts a filter choice over listed products only', async () => {
    const [withFilter] = (
      await sql<{ id: number; n: number }>`
        select f.id, count(*)::int as n from products p, unnest(p.filter_ids) f(id)
        where p.filepath1 <> '' group by f.id order by count(*) desc limit 1`.execute(t.db)
    ).rows;
    const res = await t.get('/product/get', { token, query: { filterList: String(withFilter!.id), perPage: 100 } });
    expect(res.body.total).toBe(withFilter!.n);
    expect(skus(res.body).filter((s) => imageless.includes(s))).toEqual([]);
  });

  it('leaves them out of the home rails, which stay full, and of related and cross items', async () => {
    const best = await t.get('/product/get-best-seller', { token });
    expect(best.body.productList).toHaveLength(12);
    expect(skus(best.body).filter((s) => imageless.includes(s))).toEqual([]);
    for (const rail of ['/product/get-new-arrival', '/product/get-featured']) {
      const res = await t.get(rail, { token });
      expect(skus(res.body).filter((s) => imageless.includes(s))).toEqual([]);
    }
    const link = await t.db
      .selectFrom('product_links')
      .select(['id_style', 'kind'])
      .where('linked_id_style', 'in', imageless)
      .executeTakeFirstOrThrow();
    const path = link.kind === 'related' ? '/product/get-related' : '/product/get-cross';
    const linked = await t.get(path, { token, query: { idStyle: link.id_style } });
    expect(linked.status).toBe(200);
    expect(skus(linked.body).filter((s) => imageless.includes(s))).toEqual([]);
  });

  it('leaves them out of the header preview, yet a product page still opens one', async () => {
    const product = await t.db
      .selectFrom('products')
      .select(['id_style', 'web_title'])
      .where('id_style', '=', imageless[0]!)
      .executeTakeFirstOrThrow();
    const preview = await t.get('/product/get-search-preview', { token, query: { keyword: product.web_title } });
    expect(preview.body.searchList.map((p: { idStyle: string }) => p.idStyle)).not.toContain(product.id_style);
    const detail = await t.get('/product/get-detail', { token, query: { idStyle: product.id_style } });
    expect(detail.status).toBe(200);
    expect(detail.body.product.idStyle).toBe(product.id_style);
  });
});

describe(`the image rule and the indexes (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  /** The plan of the products query a repository function sends, with sequential scans priced out. */
  async function planOf(run: (db: typeof t.db) => Promise<unknown>): Promise<string> {
    const sent: RootOperationNode[] = [];
    await run(
      t.db.withPlugin({
        transformQuery: ({ node }) => {
          sent.push(node);
          return node;
        },
        transformResult: async ({ result }) => result,
      }),
    );
    // The first query of products (a page's names come after it, from the reference lists).
    const query = sent
      .map((node) => t.db.getExecutor().compileQuery(node, { queryId: 'plan' }))
      .find((compiled) => compiled.sql.includes('"products"'))!;
    return t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      );
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  // The b-tree indexes are partial on the rule (migration 011): the planner uses one only when it can
  // match the query's condition to the index's, so a plan naming it proves the two are written alike.
  it.each([
    ['the best-seller rail', 'products_sold_idx', (db: typeof t.db) => findRail(db, 1, 'bestSeller', 12)],
    ['the new arrivals rail', 'products_new_idx', (db: typeof t.db) => findRail(db, 1, 'newarrival', 8)],
    ['the featured rail', 'products_featured_idx', (db: typeof t.db) => findRail(db, 1, 'featured', 8)],
  ])('%s reads %s', async (_name, index, run) => {
    expect(await planOf(run)).toContain(index);
  });
});
