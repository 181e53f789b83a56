import { API_KEY, onPostgres, startTestApp, type Body, type TestApp } from '../helpers';
import { newStaff } from '../back-office/staff-helpers';
import { csvFile, importFile, scratchFolder } from './catalogue-helpers';

// The store while a catalogue file is written (docs/product.md §13.6): buyers' reads keep being answered
// between the batches, and a product's change arrives whole. Each product's price, stock and volume break
// move together in the file, so a buyer who saw its new price with its old stock (or old break) would have
// been shown half of one product's change.
const COUNT = 1_200; // five batches of 250
const HEADER = 'sku,title,brand,category,price_1,stock,breaks';
const skuOf = (n: number) => `DURING-${String(n).padStart(5, '0')}`;
const BEFORE = { price: 10, avaQty: 100, breakQty: 24 };
const AFTER = { price: 20, avaQty: 200, breakQty: 48 };
const rows = ({ price, avaQty, breakQty }: typeof BEFORE) =>
  Array.from(
    { length: COUNT },
    (_, n) => `${skuOf(n)},Kettle ${n},During Brand,Kitchen > Kettles,${price}.00,${avaQty},${breakQty}:5`,
  );

let t: TestApp;
let staff: { token: string };
let buyer: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  staff = await newStaff(t, 'catalog');
  buyer = await t.newCustomer({ priceLev: 1 });
  const summary = await importFile(t, csvFile(scratchFolder('during'), [HEADER, ...rows(BEFORE)]));
  expect(summary.created).toBe(COUNT);
});
afterAll(async () => t?.close());

/** The three values the file changes together, as a buyer's product page shows them. */
async function seen(sku: string): Promise<{ price: number; avaQty: number; breakQty: number }> {
  const answer = await t.get('/product/get-detail', { token: buyer.token, query: { idStyle: sku } });
  expect(answer.status).toBe(200);
  const { price, avaQty, breaks } = answer.body.product;
  return { price, avaQty, breakQty: breaks[0]?.minQty };
}

async function importStatus(id: number): Promise<string> {
  const answer = await t.get('/admin/catalogue/import-detail', { token: staff.token, query: { id } });
  return (answer.body as Body).import.status;
}

async function uploadAndCheck(csv: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'prices.csv');
  const headers = { authorization: `Bearer ${staff.token}`, 'x-api-key': API_KEY };
  const uploaded = await t.raw('POST', '/api/admin/catalogue/import-upload', { headers, body: form });
  expect(uploaded.status).toBe(200);
  await t.settled();
  expect(await importStatus(uploaded.body.import.id)).toBe('checked');
  return uploaded.body.import.id;
}

it(`answers buyers while it writes, each product whole (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const id = await uploadAndCheck([HEADER, ...rows(AFTER)].join('\n'));
  const confirmed = await t.post('/admin/catalogue/import-confirm', { token: staff.token, body: { id } });
  expect(confirmed.status).toBe(200);

  const views: Array<{ price: number; avaQty: number; breakQty: number }> = [];
  let readsWhileImporting = 0;
  for (let n = 0; (await importStatus(id)) === 'importing'; n++) {
    // Products from every part of the file, so reads land on batches written, being written and to come.
    const [view, list] = await Promise.all([
      seen(skuOf((n * 97) % COUNT)),
      t.get('/product/get', { token: buyer.token, query: { keyword: 'Kettle', perPage: 24 } }),
    ]);
    expect(list.status).toBe(200);
    views.push(view);
    readsWhileImporting++;
  }
  await t.settled();
  expect(await importStatus(id)).toBe('imported');

  expect(readsWhileImporting).toBeGreaterThan(0);
  for (const view of views) expect([BEFORE, AFTER]).toContainEqual(view);
  // Once written, every product shows the file's values: no kept answer outlived its batch.
  for (const n of [0, 249, 250, 777, COUNT - 1]) expect(await seen(skuOf(n))).toEqual(AFTER);
});
