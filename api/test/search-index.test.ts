import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { catalogueCalls } from './back-office/catalogue-helpers';
import { newStaff } from './back-office/staff-helpers';
import { API_KEY, onPostgres, startTestApp, type Body, type TestApp } from './helpers';

// The search index (src/search): whoever writes a product (a page's save, an order, another process), the
// next search finds it by its new words and sorts it by its new values (docs/product.md §5.6). No kept
// answers here, so only the index can explain what a search shows.
let t: TestApp;
let calls: ReturnType<typeof catalogueCalls>;
let buyer: { id: number; token: string };
beforeAll(async () => {
  t = await startTestApp({ answerCacheMs: 0 });
  calls = catalogueCalls(t, (await newStaff(t, 'catalog')).token);
  buyer = await t.newCustomer({ priceLev: 1 });
});
afterAll(async () => t?.close());

const search = (query: Record<string, unknown>) =>
  t.get('/product/get', { token: buyer.token, query: { perPage: 24, ...query } });
const skusOf = (answer: Body): string[] => answer.body.productList.map((p: Body) => p.idStyle);

/** A listed product with filters and a SKU without a slash, for a test to change. */
async function someProduct(offset: number) {
  return t.db
    .selectFrom('products')
    .select(['id_style', 'web_title', 'filter_ids'])
    .where('listed', '=', true)
    .where(sql<boolean>`cardinality(filter_ids) > 0`)
    .where('id_style', 'not like', '%/%')
    .orderBy('id_style')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('the search index', () => {
  it('finds a product saved in the back office by its new title and sorts it by its new price and stock', async () => {
    const product = await someProduct(3);
    const read = await calls.product(product.id_style);
    const saved = await calls.post('save-product', {
      version: read.version,
      product: { ...read.product, title: 'Quokkaware Teapot', price1: 0.01, stock: 987_654 },
    });
    expect(saved.status).toBe(200);
    for (const keyword of ['Quokkaware', 'quokka', 'QUOKKAWARE teapots', 'quokkawáre'])
      expect([keyword, skusOf(await search({ keyword }))]).toEqual([keyword, [product.id_style]]);
    expect(skusOf(await search({ sort: 'price-asc' }))[0]).toBe(product.id_style);
    expect(skusOf(await search({ sort: 'stock-desc' }))[0]).toBe(product.id_style);
  });

  it('files a product under the filters it is saved with, and no longer under the ones taken off', async () => {
    const product = await someProduct(5);
    const filterList = String(product.filter_ids[0]);
    const inFilter = async () => (await search({ filterList, sort: 'sku-asc', perPage: 100 })).body;
    const before = await inFilter();
    expect(before.total).toBeGreaterThan(0);
    const read = await calls.product(product.id_style);
    const bare = await calls.post('save-product', { version: read.version, product: { ...read.product, filters: [] } });
    expect(bare.status).toBe(200);
    const after = await inFilter();
    expect(after.total).toBe(before.total - 1);
    expect(after.productList.map((p: Body) => p.idStyle)).not.toContain(product.id_style);
    const back = await calls.post('save-product', {
      version: bare.body.product.version,
      product: { ...bare.body.product.product, filters: read.product.filters },
    });
    expect(back.status).toBe(200);
    expect((await inFilter()).total).toBe(before.total);
  });

  it('sees a write of another process on the next search: a new title, a brand renamed, a product hidden', async () => {
    const product = await someProduct(7);
    // Straight to the database, as the command line or another API process writes.
    await t.db
      .updateTable('products')
      .set({ web_title: 'Wombatine Ladle' })
      .where('id_style', '=', product.id_style)
      .execute();
    expect(skusOf(await search({ keyword: 'wombatine' }))).toEqual([product.id_style]);
    const { brand_id } = await t.db
      .selectFrom('products')
      .select('brand_id')
      .where('id_style', '=', product.id_style)
      .executeTakeFirstOrThrow();
    const brand = await t.db.selectFrom('brands').select('name').where('id', '=', brand_id).executeTakeFirstOrThrow();
    await t.db.updateTable('brands').set({ name: 'Numbatco' }).where('id', '=', brand_id).execute();
    try {
      const byBrand = await search({ keyword: 'numbatco wombatine' });
      expect(skusOf(byBrand)).toEqual([product.id_style]);
    } finally {
      await t.db.updateTable('brands').set({ name: brand.name }).where('id', '=', brand_id).execute();
    }
    await t.db.updateTable('products').set({ status: 'hidden' }).where('id_style', '=', product.id_style).execute();
    expect((await search({ keyword: 'wombatine' })).body.total).toBe(0);
    await t.db.updateTable('products').set({ status: 'active' }).where('id_style', '=', product.id_style).execute();
    expect((await search({ keyword: 'wombatine' })).body.total).toBe(1);
  });

  it('sorts by the stock an order leaves', async () => {
    const before = skusOf(await search({ sort: 'stock-asc', perPage: 100 }));
    const last = before.at(-1)!;
    await t.db.updateTable('products').set({ ava_qty: 0 }).where('id_style', '=', last).execute();
    expect(skusOf(await search({ sort: 'stock-asc' }))[0]).toBe(last);
  });
});

const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('the search index on PostgreSQL', () => {
  it('reads a transaction that took its place in the log first and committed last', async () => {
    const [a, b] = [await someProduct(9), await someProduct(10)];
    const other = createDatabase(t.config);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    try {
      // A's write holds its transaction open (its log row numbered first) while B's commits after it.
      const slow = other.transaction().execute(async (trx) => {
        await trx
          .updateTable('products')
          .set({ web_title: 'Bilbyform Jug' })
          .where('id_style', '=', a.id_style)
          .execute();
        written();
        await held;
      });
      await wrote;
      await t.db
        .updateTable('products')
        .set({ web_title: 'Dunnartic Jug' })
        .where('id_style', '=', b.id_style)
        .execute();
      expect(skusOf(await search({ keyword: 'dunnartic' }))).toEqual([b.id_style]);
      expect(skusOf(await search({ keyword: 'bilbyform' }))).toEqual([]);
      release();
      await slow;
      expect(skusOf(await search({ keyword: 'bilbyform' }))).toEqual([a.id_style]);
    } finally {
      release();
      await other.destroy();
    }
  });

  it("finds a product another API process saved on this process's next search", async () => {
    const other = await buildApp({ config: t.config, db: createDatabase(t.config) });
    try {
      const product = await someProduct(11);
      const staff = await newStaff(t, 'catalog');
      const read = await calls.product(product.id_style);
      const saved = await other.inject({
        method: 'POST',
        url: '/api/admin/catalogue/save-product',
        headers: { authorization: `Bearer ${staff.token}`, 'x-api-key': API_KEY },
        payload: { version: read.version, product: { ...read.product, title: 'Quollery Platter' } },
      });
      expect(saved.statusCode).toBe(200);
      expect(skusOf(await search({ keyword: 'quollery' }))).toEqual([product.id_style]);
    } finally {
      await other.close();
    }
  });
});
