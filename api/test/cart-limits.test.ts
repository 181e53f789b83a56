import { placeOrderDataSchema } from '@storefront/shared-kernel/contracts';
import { sql } from 'kysely';
import { MAX_CART_LINES } from '../src/modules/cart/cart.service';
import { seedBulkProducts } from '../src/seed/seed';
import { startTestApp, type TestApp } from './helpers';

// A cart holds as many lines as one order takes, so every cart the buyer can fill can be ordered.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedBulkProducts(t.db, MAX_CART_LINES, () => undefined);
  // Sold singly: these tests count lines, not packs (docs/product.md §6.6).
  await t.db.updateTable('products').set({ qty_per_uom: 1, min_buy: 1 }).execute();
}, 120_000);
afterAll(async () => t?.close());

/** Fills the cart with `count` lines of distinct products straight in the database (the API would take a call each). */
const fillCart = (customerId: number, count: number) =>
  sql`insert into cart_lines (customer_id, id_style, color, qty)
      select ${customerId}, id_style, color, 1 from products order by id limit ${count}`.execute(t.db);

const productsBeyond = (count: number, take: number) =>
  t.db.selectFrom('products').select(['id_style', 'color']).orderBy('id').offset(count).limit(take).execute();

const lineCount = async (customerId: number) =>
  (await t.db.selectFrom('cart_lines').select('id').where('customer_id', '=', customerId).execute()).length;

it('is the most lines one order takes', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ idCartDtl: i + 1, totQty: 1 }));
  expect(placeOrderDataSchema.shape.confirmedLines.safeParse(lines(MAX_CART_LINES)).success).toBe(true);
  expect(placeOrderDataSchema.shape.confirmedLines.safeParse(lines(MAX_CART_LINES + 1)).success).toBe(false);
});

it('a full cart takes more of a product it holds, and refuses a new line saying why', async () => {
  const c = await t.newCustomer();
  await fillCart(c.id, MAX_CART_LINES - 1);
  const [last, beyond] = await productsBeyond(MAX_CART_LINES - 1, 2);
  expect((await t.post('/cart/add', { token: c.token, body: { idStyle: last!.id_style, totQty: 1 } })).status).toBe(
    200,
  );
  const refused = await t.post('/cart/add', { token: c.token, body: { idStyle: beyond!.id_style, totQty: 1 } });
  expect(refused).toMatchObject({ status: 422, body: { code: 'CART_FULL' } });
  expect(refused.body.message).toContain('up to 1,000 lines');
  expect((await t.post('/cart/add', { token: c.token, body: { idStyle: last!.id_style, totQty: 2 } })).status).toBe(
    200,
  );
  expect(await lineCount(c.id)).toBe(MAX_CART_LINES);
});

it('Add All adds nothing when its new lines would not fit, and says how many it would add', async () => {
  const c = await t.newCustomer();
  await fillCart(c.id, MAX_CART_LINES - 1);
  for (const product of await productsBeyond(MAX_CART_LINES - 1, 2))
    await t.post('/favorites/add', { token: c.token, body: { idStyle: product.id_style, quantity: 1 } });
  const created = await t.post('/favorites/create-cart', { token: c.token });
  expect(created).toMatchObject({ status: 422, body: { code: 'CART_FULL' } });
  expect(created.body.message).toContain('this would add 2');
  expect(await lineCount(c.id)).toBe(MAX_CART_LINES - 1);
});

it('two new lines added at once to a cart one line from full: one is added, the other refused', async () => {
  const c = await t.newCustomer();
  await fillCart(c.id, MAX_CART_LINES - 1);
  const beyond = await productsBeyond(MAX_CART_LINES - 1, 2);
  const answers = await Promise.all(
    beyond.map((product) => t.post('/cart/add', { token: c.token, body: { idStyle: product.id_style, totQty: 1 } })),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  expect(await lineCount(c.id)).toBe(MAX_CART_LINES);
});
