import { forgetCatalogueAnswers } from '../../src/catalogue/catalogue-changes';
import { startTestApp, type Body, type TestApp } from '../helpers';
import { auditOf, newStaff } from './staff-helpers';

/**
 * The home's tiles, promotional strip and rails in the back office (docs/product.md §13.8), and the storefront's
 * home calls answering them on the next load (kept answers included: they are dropped by each save).
 */
let t: TestApp;
let admin: { email: string; token: string };
let catalog: { token: string };
let rep: { token: string };
let buyer: { token: string };
beforeAll(async () => {
  t = await startTestApp({ answerCacheMs: 60_000 });
  admin = await newStaff(t, 'admin');
  catalog = await newStaff(t, 'catalog');
  rep = await newStaff(t, 'rep');
  buyer = await t.newCustomer();
});
afterAll(async () => t?.close());

const read = async (token = admin.token): Promise<Body> => (await t.get('/admin/content/home-detail', { token })).body;
const post = (name: string, body: Record<string, unknown>, token = admin.token) =>
  t.post(`/admin/content/${name}`, { token, body });
const skusOf = (list: Body[]) => list.map((p: Body) => p.idStyle);

/** Listed products (active, with a picture) the seed made, in SKU order, `n` of them from `skip`. */
const listedSkus = async (n: number, skip = 0): Promise<string[]> =>
  (
    await t.db
      .selectFrom('products')
      .select('id_style')
      .where('listed', '=', true)
      .orderBy('id_style')
      .offset(skip)
      .limit(n)
      .execute()
  ).map((row) => row.id_style);

describe("the home's content as staff read it", () => {
  it('starts as the storefront shows it: every banner, the rules, the standard strip, the brands in order', async () => {
    const { content } = await read(catalog.token);
    expect(content.banners.main).toHaveLength(3);
    expect(content.banners.content).toHaveLength(3);
    expect(content.tiles.mode).toBe('rule');
    const tiles = (await t.get('/system/get-category')).body.categoryList;
    expect(content.tiles.shown).toEqual(tiles.map((tile: Body) => tile.idWebCate));
    expect(content.promoStrip).toEqual({ ...content.promoStrip.standard, standard: content.promoStrip.standard });
    expect(content.rails.map((rail: Body) => [rail.rail, rail.mode])).toEqual([
      ['bestSeller', 'rule'],
      ['newarrival', 'rule'],
      ['featured', 'rule'],
    ]);
    const best = (await t.get('/product/get-best-seller')).body.productList;
    expect(content.rails[0].showing.map((p: Body) => p.sku)).toEqual(skusOf(best));
    const brands = (await t.get('/system/get-brands')).body.brandList;
    expect(content.brands.map((b: Body) => b.name)).toEqual(brands.map((b: Body) => b.name));
    expect((await t.get('/admin/content/home-detail', { token: rep.token })).status).toBe(403);
  });
});

describe('the category tiles', () => {
  it('shows the categories picked, in their order, and goes back to the rule', async () => {
    const before = (await t.get('/system/get-category')).body.categoryList;
    const { content } = await read();
    const [beauty, kitchen] = ['Beauty', 'Kitchen'].map((name) =>
      content.tiles.categories.find((c: Body) => c.name === name),
    );
    const picked = await post('set-home-tiles', { mode: 'picked', categoryIds: [kitchen.id, beauty.id] });
    expect(picked.status).toBe(200);
    expect(picked.body.content.tiles).toMatchObject({ mode: 'picked', picked: [kitchen.id, beauty.id] });
    expect((await t.get('/system/get-category')).body.categoryList).toEqual([
      { idWebCate: kitchen.id, title: 'Kitchen', slug: 'kitchen', filepath1: kitchen.tile },
      { idWebCate: beauty.id, title: 'Beauty', slug: 'beauty', filepath1: beauty.tile },
    ]);

    const rule = await post('set-home-tiles', { mode: 'rule', categoryIds: [kitchen.id, beauty.id] });
    expect(rule.body.content.tiles).toMatchObject({ mode: 'rule', picked: [kitchen.id, beauty.id] });
    expect((await t.get('/system/get-category')).body.categoryList).toEqual(before);
    expect((await auditOf(t, 'home', 'tiles')).map((row) => [row.action, row.before, row.after])).toEqual([
      ['home.tiles', { mode: 'rule', categories: [] }, { mode: 'picked', categories: ['Kitchen', 'Beauty'] }],
      ['home.tiles', { mode: 'picked' }, { mode: 'rule' }],
    ]);
  });

  it('refuses unknown categories (422, naming them), none picked, or one twice (400)', async () => {
    const unknown = await post('set-home-tiles', { mode: 'picked', categoryIds: [1, 999_999] });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      code: 'UNKNOWN_CATEGORIES',
      fields: { categoryIds: ['category 999999 is not in the catalogue'] },
    });
    const none = await post('set-home-tiles', { mode: 'picked', categoryIds: [] });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({
      categoryIds: ['Pick at least one category, or show every second-level category'],
    });
    const twice = await post('set-home-tiles', { mode: 'picked', categoryIds: [1, 1] });
    expect(twice.body.fields).toEqual({ categoryIds: ['Each category may be picked once'] });
    const mode = await post('set-home-tiles', { mode: 'some', categoryIds: [] });
    expect(mode.body.fields).toEqual({ mode: ['Mode must be one of: rule, picked'] });
    expect((await read()).content.tiles.mode).toBe('rule');
  });
});

describe('the promotional strip', () => {
  it('answers the text set for each audience, hides it when emptied, and keeps the standard wording as such', async () => {
    const standard = (await t.get('/system/get-promo-strip')).body.promoStrip;
    expect(standard.visitor).toMatch(/^Wholesale only: sign in to see your prices\./);
    expect(standard.buyer).toMatch(/^Wholesale only\. Freight/);
    const answer = await post('set-promo-strip', { visitor: '  Spring trade show: booth 12  ', buyer: '' });
    expect(answer.status).toBe(200);
    expect(answer.body.content.promoStrip).toMatchObject({ visitor: 'Spring trade show: booth 12', buyer: '' });
    const strip = await t.raw('GET', '/api/system/get-promo-strip', { headers: { 'x-api-key': 'storefront-web' } });
    expect(strip.body.promoStrip).toEqual({ visitor: 'Spring trade show: booth 12', buyer: '' });
    // Not kept by browsers: the next load shows the next change.
    expect(strip.headers.get('cache-control')).toBe('no-store');

    const back = await post('set-promo-strip', { visitor: standard.visitor, buyer: standard.buyer });
    expect(back.status).toBe(200);
    expect(await t.db.selectFrom('home_settings').select(['promo_visitor', 'promo_buyer']).executeTakeFirst()).toEqual({
      promo_visitor: null,
      promo_buyer: null,
    });
    expect((await t.get('/system/get-promo-strip')).body.promoStrip).toEqual(standard);
    expect((await auditOf(t, 'home', 'promo-strip')).map((row) => row.after)).toEqual([
      { visitor: 'Spring trade show: booth 12', buyer: '' },
      { visitor: standard.visitor, buyer: standard.buyer },
    ]);
  });

  it('refuses a text over 200 characters or of more than one line, naming the field', async () => {
    const refused = await post('set-promo-strip', { visitor: 'x'.repeat(201), buyer: 'one\ntwo' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      visitor: ['Text for visitors is too long'],
      buyer: ['Text for buyers must be on one line'],
    });
    expect((await post('set-promo-strip', { visitor: 'x' }, rep.token)).status).toBe(403);
  });
});

describe('the product rails', () => {
  it('answers the picked products in their order, to visitors and buyers alike, and the rule again after', async () => {
    const rule = skusOf((await t.get('/product/get-featured', { token: buyer.token })).body.productList);
    const picks = await listedSkus(3, 20);
    const wanted = [picks[2]!, picks[0]!, picks[1]!];
    const saved = await post('set-home-rail', { rail: 'featured', mode: 'picked', skus: wanted }, catalog.token);
    expect(saved.status).toBe(200);
    const rail = saved.body.content.rails.find((r: Body) => r.rail === 'featured');
    expect(rail.mode).toBe('picked');
    expect(rail.picks.map((p: Body) => p.sku)).toEqual(wanted);
    expect(rail.showing.map((p: Body) => p.sku)).toEqual(wanted);

    const forBuyer = (await t.get('/product/get-featured', { token: buyer.token })).body.productList;
    expect(skusOf(forBuyer)).toEqual(wanted);
    expect(forBuyer[0].yourPrice).not.toBeNull();
    const forVisitor = (await t.get('/product/get-featured')).body.productList;
    expect(skusOf(forVisitor)).toEqual(wanted);
    expect(forVisitor[0].yourPrice).toBeNull();
    expect(
      skusOf((await t.get('/product/get-by-column', { query: { columnName: 'featured' } })).body.productList),
    ).toEqual(wanted);
    // The other rails keep their rules.
    expect((await t.get('/product/get-best-seller')).body.productList).toHaveLength(12);

    // A pick hidden later leaves the rail until it is shown again; the back office still lists it.
    await t.db.updateTable('products').set({ status: 'hidden' }).where('id_style', '=', wanted[0]!).execute();
    forgetCatalogueAnswers(t.db); // as the catalogue's own writes do
    expect(skusOf((await t.get('/product/get-featured')).body.productList)).toEqual(wanted.slice(1));
    const listed = (await read()).content.rails.find((r: Body) => r.rail === 'featured');
    expect(listed.picks.map((p: Body) => [p.sku, p.isListed])).toEqual([
      [wanted[0], false],
      [wanted[1], true],
      [wanted[2], true],
    ]);
    await t.db.updateTable('products').set({ status: 'active' }).where('id_style', '=', wanted[0]!).execute();

    const back = await post('set-home-rail', { rail: 'featured', mode: 'rule', skus: wanted });
    expect(back.status).toBe(200);
    expect(skusOf((await t.get('/product/get-featured', { token: buyer.token })).body.productList)).toEqual(rule);
    expect((await auditOf(t, 'home', 'featured')).map((row) => [row.action, row.before, row.after])).toEqual([
      ['home.rail', { mode: 'rule', skus: [] }, { mode: 'picked', skus: wanted }],
      ['home.rail', { mode: 'picked' }, { mode: 'rule' }],
    ]);
  });

  it('takes a SKU in any case as the catalogue spells it', async () => {
    const [sku] = await listedSkus(1, 30);
    const saved = await post('set-home-rail', { rail: 'newarrival', mode: 'picked', skus: [sku!.toLowerCase()] });
    expect(saved.status).toBe(200);
    expect(skusOf((await t.get('/product/get-new-arrival')).body.productList)).toEqual([sku]);
  });

  it('refuses unknown, hidden and unpictured SKUs (422, naming each), and bad lists (400), writing nothing', async () => {
    const [hidden, bare, fine] = await listedSkus(3, 40);
    await t.db.updateTable('products').set({ status: 'hidden' }).where('id_style', '=', hidden!).execute();
    await t.db.updateTable('products').set({ filepath1: '' }).where('id_style', '=', bare!).execute();
    const before = (await read()).content.rails;
    const refused = await post('set-home-rail', {
      rail: 'bestSeller',
      mode: 'picked',
      skus: [fine, 'NO-SUCH-SKU', hidden, bare],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('PICKS_REFUSED');
    expect(refused.body.fields).toEqual({
      skus: [
        'NO-SUCH-SKU is not a product of the catalogue',
        `${hidden} is hidden from buyers`,
        `${bare} has no picture, so buyers are not shown it`,
      ],
    });
    expect(refused.body.message).toContain('NO-SUCH-SKU');
    expect((await read()).content.rails).toEqual(before);

    const many = await post('set-home-rail', { rail: 'featured', mode: 'picked', skus: await listedSkus(9) });
    expect(many.status).toBe(400);
    expect(many.body.fields).toEqual({ skus: ['Featured Products shows at most 8 products'] });
    const none = await post('set-home-rail', { rail: 'featured', mode: 'picked', skus: [] });
    expect(none.body.fields).toEqual({ skus: ['Pick at least one product, or follow the rule'] });
    const twice = await post('set-home-rail', { rail: 'featured', mode: 'picked', skus: [fine, fine] });
    expect(twice.body.fields).toEqual({ skus: ['Each product may be picked once'] });
    const rail = await post('set-home-rail', { rail: 'trending', mode: 'rule', skus: [] });
    expect(rail.body.fields).toEqual({ rail: ['Rail must be one of: bestSeller, newarrival, featured'] });
    expect((await post('set-home-rail', { rail: 'featured', mode: 'rule', skus: [] }, rep.token)).status).toBe(403);
  });
});
