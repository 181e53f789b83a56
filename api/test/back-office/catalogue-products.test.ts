import { sql } from 'kysely';
import { startTestApp, type Body, type TestApp } from '../helpers';
import { catalogueCalls } from './catalogue-helpers';
import { auditOf, newStaff } from './staff-helpers';

/** The catalogue's products in the back office (docs/product.md §13.5): the list, a product's page and its save. */
let t: TestApp;
let calls: ReturnType<typeof catalogueCalls>;
let buyer: { id: number; token: string };
beforeAll(async () => {
  // Answers kept a minute: what a buyer sees next is this process forgetting them, not their time running out.
  t = await startTestApp({ answerCacheMs: 60_000, answerCacheEntries: 500 });
  calls = catalogueCalls(t, (await newStaff(t, 'catalog')).token);
  buyer = await t.newCustomer({ priceLev: 1 });
});
afterAll(async () => t?.close());

const list = (query: Record<string, unknown>) => calls.get('products-list', query);
const skusOf = (answer: Body): string[] => answer.body.rows.map((row: Body) => row.sku);
const save = (product: Body, version?: number) =>
  calls.post('save-product', { ...(version === undefined ? {} : { version }), product });
/** A product's quantity breaks, each [minimum quantity, percent off]. */
const breaks = (...rows: [number, number][]) => rows.map(([minQty, percentOff]) => ({ minQty, percentOff }));
const buyerDetail = (sku: string) => t.get('/product/get-detail', { token: buyer.token, query: { idStyle: sku } });

/** A seeded product with a picture, stock and a SKU without a slash, for a test to change. */
async function someProduct(offset: number): Promise<string> {
  const row = await t.db
    .selectFrom('products')
    .select('id_style')
    .where('filepath1', '<>', '')
    .where('id_style', 'not like', '%/%')
    .where('ava_qty', '>', 10)
    .orderBy('id_style')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id_style;
}

describe('the product list', () => {
  it('finds by part of the SKU or title, any case, and answers the row the page shows', async () => {
    const sku = await someProduct(0);
    const found = await list({ q: sku.slice(0, -1).toLowerCase() });
    expect(skusOf(found)).toContain(sku);
    const stored = await t.db.selectFrom('products').selectAll().where('id_style', '=', sku).executeTakeFirstOrThrow();
    const price = await t.db
      .selectFrom('product_prices')
      .select('price_cents')
      .where('id_style', '=', sku)
      .where('price_lev', '=', 1)
      .executeTakeFirstOrThrow();
    expect(found.body.rows.find((row: Body) => row.sku === sku)).toEqual({
      sku,
      title: stored.web_title,
      thumbnail: stored.tfilepath1 || stored.filepath1,
      brand: expect.any(String),
      category: expect.stringMatching(/^[^>]+ > [^>]+ > [^>]+$/),
      price1: price.price_cents / 100,
      stock: stored.ava_qty,
      status: 'active',
      listed: true,
    });
    const word = stored.web_title.split(' ')[1]!;
    const byTitle = await list({ q: word.toUpperCase(), pageSize: 100 });
    expect(byTitle.body.total).toBeGreaterThan(0);
    for (const row of byTitle.body.rows) expect(`${row.sku} ${row.title}`.toLowerCase()).toContain(word.toLowerCase());
    // LIKE's own signs are searched as text.
    expect((await list({ q: '%' })).body.total).toBe(0);
  });

  it('filters by brand, by a category with the ones under it, by status and by no stock', async () => {
    const brand = await t.db.selectFrom('brands').select(['id', 'name']).orderBy('sort').executeTakeFirstOrThrow();
    const byBrand = await list({ brandId: brand.id, pageSize: 100 });
    expect(byBrand.body.total).toBeGreaterThan(0);
    expect(new Set(byBrand.body.rows.map((row: Body) => row.brand))).toEqual(new Set([brand.name]));

    const top = await t.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('level', '=', 1)
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    const byCategory = await list({ categoryId: top.id, pageSize: 100 });
    const { n } = await t.db
      .selectFrom('products as p')
      .innerJoin('categories as leaf', 'leaf.id', 'p.category_id')
      .innerJoin('categories as middle', 'middle.id', 'leaf.parent_id')
      .where('middle.parent_id', '=', top.id)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(byCategory.body.total).toBe(n);
    for (const row of byCategory.body.rows) expect(row.category.startsWith(`${top.name} > `)).toBe(true);

    const empty = await someProduct(1);
    await t.db.updateTable('products').set({ ava_qty: 0 }).where('id_style', '=', empty).execute();
    const noStock = await list({ stockZero: 'true', pageSize: 100 });
    expect(skusOf(noStock)).toContain(empty);
    for (const row of noStock.body.rows) expect(row.stock).toBe(0);

    const hidden = await someProduct(2);
    await t.db.updateTable('products').set({ status: 'hidden' }).where('id_style', '=', hidden).execute();
    const byStatus = await list({ status: 'hidden' });
    expect(byStatus.body.rows).toEqual([expect.objectContaining({ sku: hidden, status: 'hidden', listed: false })]);
    expect((await list({ status: 'active' })).body.total).toBe((await list({})).body.total - 1);

    const bad = await list({ status: 'gone', sort: 'price', brandId: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['brandId', 'sort', 'status']);
  });

  it('sorts by SKU, title, stock, position or newest, and pages', async () => {
    const all = await t.db.selectFrom('products').select(['id_style', 'ava_qty', 'created_at']).execute();
    const bySku = [...all].map((p) => p.id_style).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const first = await list({});
    expect(first.body.total).toBe(all.length);
    expect(skusOf(first)).toEqual(bySku.slice(0, 25));
    expect(skusOf(await list({ page: 2 }))).toEqual(bySku.slice(25, 50));

    const byStock = await list({ sort: 'stock', direction: 'desc', pageSize: 100 });
    const stocks = byStock.body.rows.map((row: Body) => row.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
    // Newest, turned either way, keeps its word: ascending is the newest first.
    const newest = skusOf(await list({ sort: 'newest', direction: 'asc' }))[0];
    const latest = [...all].sort(
      (a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id_style < b.id_style ? 1 : -1),
    )[0]!;
    expect(newest).toBe(latest.id_style);
    const titles = (await list({ sort: 'title', direction: 'asc', pageSize: 100 })).body.rows.map(
      (row: Body) => row.title,
    );
    expect(titles.length).toBeGreaterThan(1);
    expect((await list({ sort: 'position', direction: 'asc' })).status).toBe(200);
  });
});

describe("a product's page and its save", () => {
  it('reads every field of the product, its pictures by name, its links and version', async () => {
    const sku = await someProduct(3);
    const product = await calls.product(sku);
    const images = await t.db
      .selectFrom('product_images')
      .selectAll()
      .where('id_style', '=', sku)
      .orderBy('show_order')
      .execute();
    expect(product.version).toBeGreaterThanOrEqual(1);
    expect(product.pictures).toEqual(
      images.map((image) => ({
        fileName: expect.any(String),
        filepath1: image.filepath1,
        tfilepath1: image.tfilepath1,
      })),
    );
    // A seeded picture had no name of its own: it is named by its file.
    expect(product.product.images).toEqual(product.pictures.map((p: Body) => p.fileName));
    expect(product.product.images[0]).toBe(images[0]!.filepath1.replace(/^.*\//, ''));
    expect(product.product).toMatchObject({ sku, status: 'active', packQty: expect.any(Number), breaks: [] });
    expect(product.links).toEqual({ related: expect.any(Array), cross: expect.any(Array) });
    const missing = await calls.get('product-detail', { sku: 'NO-SUCH-SKU' });
    expect(missing.status).toBe(404);
  });

  it("saves a new price and stock: the buyer's next read shows them, the audit row names only them", async () => {
    const sku = await someProduct(4);
    const read = await calls.product(sku);
    // Read once, so the buyer's answer is kept: the save must drop it.
    expect((await buyerDetail(sku)).status).toBe(200);
    const saved = await save({ ...read.product, price1: 77.25, stock: 321 }, read.version);
    expect(saved.status).toBe(200);
    expect(saved.body.product.product).toMatchObject({ price1: 77.25, stock: 321 });
    expect(saved.body.product.version).toBeGreaterThan(read.version);

    const seen = (await buyerDetail(sku)).body.product;
    expect(seen.price).toBe(77.25);
    expect(seen.avaQty).toBe(321);
    const [row] = await auditOf(t, 'product', sku);
    expect(row).toMatchObject({
      action: 'product.update',
      before: { price1: read.product.price1, stock: read.product.stock },
      after: { price1: 77.25, stock: 321 },
    });

    // The description is kept through the storefront's HTML allow-list, as an import keeps it.
    const described = await save(
      {
        ...saved.body.product.product,
        description: '<p onclick="steal()">Keeps rice warm</p><script>alert(1)</script>',
      },
      saved.body.product.version,
    );
    expect(described.body.product.product.description).toBe('<p>Keeps rice warm</p>');

    // Saved again as it is: nothing written, no audit row, the same version.
    const again = await save(described.body.product.product, described.body.product.version);
    expect(again.body.product.version).toBe(described.body.product.version);
    expect(await auditOf(t, 'product', sku)).toHaveLength(2);
  });

  it('refuses a save from a version no longer the product’s: another save, or an order taking stock', async () => {
    const sku = await someProduct(5);
    const read = await calls.product(sku);
    expect((await save({ ...read.product, title: 'First save' }, read.version)).status).toBe(200);
    const late = await save({ ...read.product, title: 'Second save' }, read.version);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'PRODUCT_CHANGED',
      message: 'This product was changed by someone else. Reload to see the changes.',
    });
    expect((await calls.product(sku)).product.title).toBe('First save');

    // Stock taken by an order (any update of the row) moves the version on: a save of the stock read
    // before it would give the stock back.
    const fresh = await calls.product(sku);
    await t.db
      .updateTable('products')
      .set((eb) => ({ ava_qty: eb('ava_qty', '-', 1) }))
      .where('id_style', '=', sku)
      .execute();
    expect((await save({ ...fresh.product, title: 'Third save' }, fresh.version)).status).toBe(409);
  });

  it('answers each refused field (422) in the schema’s words, and writes nothing', async () => {
    const sku = await someProduct(6);
    const read = await calls.product(sku);
    const saveChanged = (fields: Body) => save({ ...read.product, ...fields }, read.version);
    const refused = await saveChanged({ title: '', price1: 0, breaks: breaks([10, 5], [20, 120]) });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('PRODUCT_INVALID');
    expect(refused.body.message).toBe('Title is required');
    expect(refused.body.fields).toEqual({
      title: ['is required'],
      price1: ['must be more than 0'],
      breaks: ['row 2: percent off must be below 100'],
    });
    // The rules between fields, once each field holds.
    const between = await saveChanged({ packQty: 6, cartonQty: 8, minBuy: 12, breaks: breaks([10, 5], [5, 10]) });
    expect(between.status).toBe(422);
    expect(between.body.fields).toEqual({
      cartonQty: ['must be a multiple of the pack quantity (6)'],
      breaks: ['quantities must go up, each above the one before'],
    });
    expect(between.body.message).toBe('Carton qty must be a multiple of the pack quantity (6)');
    // Names are checked once the rest holds: the catalogue's own brands only, none made by a save.
    const unknown = await saveChanged({ brand: 'No Such Brand', category: 'Nowhere > Else' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.fields).toEqual({
      brand: ['is not a brand of the catalogue: add it on the Brands page'],
      category: ['is not a category of the catalogue: add it on the Categories page'],
    });
    expect(await t.db.selectFrom('brands').select('id').where('name', '=', 'No Such Brand').execute()).toEqual([]);
    expect((await calls.product(sku)).version).toBe(read.version);
    expect(await auditOf(t, 'product', sku)).toEqual([]);
  });

  it('adds a new product (its SKU may hold a slash and spaces) and refuses the same SKU twice', async () => {
    const template = (await calls.product(await someProduct(7))).product;
    const sku = `NEW ${process.pid}/A`;
    const created = await save({ ...template, sku, title: 'A new kettle', images: ['ignored.png'] });
    expect(created.status).toBe(200);
    expect(created.body.product).toMatchObject({ product: { sku, title: 'A new kettle', images: [] }, pictures: [] });
    expect((await calls.product(sku)).product.title).toBe('A new kettle');
    const [row] = await auditOf(t, 'product', sku);
    expect(row).toMatchObject({
      action: 'product.create',
      before: null,
      after: expect.objectContaining({ sku, title: 'A new kettle' }),
    });
    // Without a picture it is not listed for buyers.
    expect((await list({ q: sku })).body.rows).toEqual([expect.objectContaining({ sku, listed: false })]);

    const twice = await save({ ...template, sku });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'PRODUCT_EXISTS', message: `A product with SKU ${sku} already exists.` });
  });

  it('hides a product from buyers and shows it again', async () => {
    const sku = await someProduct(8);
    expect((await buyerDetail(sku)).status).toBe(200);
    const read = await calls.product(sku);
    const hidden = await save({ ...read.product, status: 'hidden' }, read.version);
    expect(hidden.status).toBe(200);
    expect((await buyerDetail(sku)).status).toBe(404);
    const shown = await save({ ...read.product, status: 'active' }, hidden.body.product.version);
    expect(shown.status).toBe(200);
    expect((await buyerDetail(sku)).status).toBe(200);
  });
});
