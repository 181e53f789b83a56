import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { exportCatalogue } from '../../src/catalogue/export-run';
import { startTestApp, type TestApp } from '../helpers';
import { countsOf, csvFile, importFile, NEW_HEADER, newRow, png, scratchFolder } from './catalogue-helpers';

// Importing the catalogue file (docs/catalogue-file.md): rows upserted by SKU, a column the header leaves
// out left as it is, the same file twice changing nothing, pictures stored with a thumbnail, the export
// importing back unchanged, and a buyer's next read showing the change.
let t: TestApp;
let folder: string;
beforeAll(async () => {
  t = await startTestApp();
  folder = scratchFolder('import');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const stored = (sku: string) =>
  t.db.selectFrom('products').selectAll().where('id_style', '=', sku).executeTakeFirstOrThrow();

/** The whole catalogue as the export writes it. */
async function exported(): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await exportCatalogue(t.db, out);
  return Buffer.concat(chunks).toString('utf8');
}

it('creates products with their brand, category and filters, and says what it made', async () => {
  const file = csvFile(folder, [NEW_HEADER, newRow('IMP-NEW-1'), newRow('IMP-NEW-2')], 'new.csv');
  const dry = await importFile(t, file, { dryRun: true });
  expect(countsOf(dry)).toEqual({ created: 2, updated: 0, unchanged: 0, invalid: 0 });
  expect(dry.written).toBe(false);
  expect(await t.db.selectFrom('products').select('id').where('id_style', '=', 'IMP-NEW-1').execute()).toEqual([]);

  const summary = await importFile(t, file);
  expect(countsOf(summary)).toEqual({ created: 2, updated: 0, unchanged: 0, invalid: 0 });
  expect(summary.made).toEqual({
    brands: [`Import Brand ${process.pid}`],
    categories: ['Kitchen > Imported Gadgets'],
    // Color: Red is one of the demo's filters; Capacity has no 1.0 L yet.
    filters: ['Capacity: 1.0 L'],
  });
  expect(dry.made).toEqual(summary.made);
  const product = await stored('IMP-NEW-1');
  expect(product).toMatchObject({ web_title: 'Import test IMP-NEW-1', qty_per_uom: 6, min_buy: 12, ava_qty: 40 });
  expect(product.qty_per_ctn).toBe(6);
  const prices = await t.db
    .selectFrom('product_prices')
    .select(['price_lev', 'price_cents', 'sale_cents'])
    .where('id_style', '=', 'IMP-NEW-1')
    .orderBy('price_lev')
    .execute();
  expect(prices).toEqual([1, 2, 3, 4].map((lev) => ({ price_lev: lev, price_cents: 1250, sale_cents: 0 })));
  const category = await t.db
    .selectFrom('categories as c')
    .innerJoin('categories as parent', 'parent.id', 'c.parent_id')
    .select(['c.name', 'parent.name as parent_name'])
    .where('c.id', '=', product.category_id)
    .executeTakeFirstOrThrow();
  expect(category).toEqual({ name: 'Imported Gadgets', parent_name: 'Kitchen' });
  expect(product.filter_ids).toHaveLength(2);
});

it('changes nothing the second time, and says so', async () => {
  const file = csvFile(folder, [NEW_HEADER, newRow('IMP-TWICE-1')], 'twice.csv');
  expect(countsOf(await importFile(t, file))).toEqual({ created: 1, updated: 0, unchanged: 0, invalid: 0 });
  const audits = async () =>
    (await t.db.selectFrom('audit_log').select('id').where('record_id', '=', 'IMP-TWICE-1').execute()).length;
  const before = await audits();
  expect(countsOf(await importFile(t, file))).toEqual({ created: 0, updated: 0, unchanged: 1, invalid: 0 });
  expect(await audits()).toBe(before);
});

it('updates only the columns a file names: the daily stock and price files', async () => {
  csvFile(folder, [NEW_HEADER, newRow('IMP-PART-1')], 'part-new.csv');
  await importFile(t, path.join(folder, 'part-new.csv'));
  const stock = await importFile(t, csvFile(folder, ['sku,stock', 'IMP-PART-1,7'], 'stock.csv'));
  expect(countsOf(stock)).toEqual({ created: 0, updated: 1, unchanged: 0, invalid: 0 });
  expect(await stored('IMP-PART-1')).toMatchObject({ ava_qty: 7, web_title: 'Import test IMP-PART-1', min_buy: 12 });
  await importFile(t, csvFile(folder, ['SKU,Price_1,price_2', 'IMP-PART-1,11,10.5'], 'prices.csv'));
  const prices = await t.db
    .selectFrom('product_prices')
    .select(['price_lev', 'price_cents'])
    .where('id_style', '=', 'IMP-PART-1')
    .orderBy('price_lev')
    .execute();
  expect(prices.map((p) => p.price_cents)).toEqual([1100, 1050, 1250, 1250]);
  const audit = await t.db
    .selectFrom('audit_log')
    .select(['action', 'actor', 'before', 'after'])
    .where('record_id', '=', 'IMP-PART-1')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(audit).toEqual({
    action: 'catalogue.import',
    actor: 'cli',
    before: { price1: 12.5, price2: 12.5 },
    after: { price1: 11, price2: 10.5 },
  });
});

it('refuses a pack change that breaks the stored carton and minimum, naming them', async () => {
  await importFile(t, csvFile(folder, [NEW_HEADER, newRow('IMP-PACK-1')], 'pack-new.csv'));
  const summary = await importFile(t, csvFile(folder, ['sku,pack_qty', 'IMP-PACK-1,5'], 'pack.csv'));
  expect(summary.problems).toEqual([
    { row: 2, column: 'carton_qty', value: '6', reason: 'must be a multiple of the pack quantity (5)' },
    { row: 2, column: 'min_buy', value: '12', reason: 'must be a multiple of the pack quantity (5)' },
  ]);
  // With them in the file, it is taken.
  const fixed = await importFile(
    t,
    csvFile(folder, ['sku,pack_qty,carton_qty,min_buy', 'IMP-PACK-1,5,20,10'], 'fix.csv'),
  );
  expect(countsOf(fixed)).toEqual({ created: 0, updated: 1, unchanged: 0, invalid: 0 });
});

it('stores given pictures resized with a thumbnail, the first the main one, and knows them again', async () => {
  const images = scratchFolder('images');
  fs.writeFileSync(path.join(images, 'front.png'), await png('#c03030', 2400, 1200));
  fs.writeFileSync(path.join(images, 'side.png'), await png('#3030c0'));
  fs.writeFileSync(path.join(images, 'fake.jpg'), 'not a picture at all');
  const header = `${NEW_HEADER},images`;
  const file = csvFile(folder, [header, `${newRow('IMP-PIC-1')},front.png | side.png`], 'pictures.csv');
  expect(countsOf(await importFile(t, file, { images }))).toMatchObject({ created: 1 });
  const product = await stored('IMP-PIC-1');
  expect(product.filepath1).toMatch(/^\/uploads\/products\/[0-9a-f]{16}\.webp$/);
  expect(product.tfilepath1).toMatch(/^\/uploads\/products\/[0-9a-f]{16}-thumb\.webp$/);
  const main = await t.raw('GET', product.filepath1);
  expect([main.status, main.headers.get('content-type')]).toEqual([200, 'image/webp']);
  const sharp = (await import('sharp')).default;
  expect(await sharp(main.buffer).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  const thumb = await t.raw('GET', product.tfilepath1);
  expect(await sharp(thumb.buffer).metadata()).toMatchObject({ width: 400, height: 200 });
  const pictures = await t.db
    .selectFrom('product_images')
    .select(['file_name', 'show_order'])
    .where('id_style', '=', 'IMP-PIC-1')
    .orderBy('show_order')
    .execute();
  expect(pictures).toEqual([
    { file_name: 'front.png', show_order: 1 },
    { file_name: 'side.png', show_order: 2 },
  ]);
  // The same pictures again: unchanged. Without the folder, the stored names still do. A new picture
  // under an old name: updated.
  expect(countsOf(await importFile(t, file, { images }))).toMatchObject({ unchanged: 1 });
  expect(countsOf(await importFile(t, file))).toMatchObject({ unchanged: 1 });
  fs.writeFileSync(path.join(images, 'side.png'), await png('#30c030'));
  expect(countsOf(await importFile(t, file, { images }))).toMatchObject({ updated: 1 });
  const fake = await importFile(t, csvFile(folder, [header, `${newRow('IMP-PIC-2')},fake.jpg`], 'fake.csv'), {
    images,
  });
  expect(fake.problems).toEqual([
    { row: 2, column: 'images', value: 'fake.jpg', reason: 'fake.jpg is not a JPEG, PNG, WebP or GIF picture' },
  ]);
});

it('exports every product in the file’s columns, and the export imports back changing nothing', async () => {
  const csv = await exported();
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header] = csv.slice(1).split('\n');
  expect(header).toBe(
    'sku,title,description,brand,category,barcode,color,tags,uom,pack_qty,carton_qty,min_buy,stock,srp,price_1,price_2,price_3,price_4,sale,breaks,weight,width,height,length,material,country_of_origin,images,filters,status,featured,new,position',
  );
  const file = path.join(folder, 'export.csv');
  fs.writeFileSync(file, csv);
  const products = (await t.db.selectFrom('products').select('id').execute()).length;
  const summary = await importFile(t, file);
  expect(summary.problems).toEqual([]);
  expect(countsOf(summary)).toEqual({ created: 0, updated: 0, unchanged: products, invalid: 0 });
});

it('shows a buyer the change on the next load, though the answer was kept', async () => {
  const buyer = await t.newCustomer();
  const [first] = (await t.get('/product/get', { token: buyer.token, query: { category: 'housewares' } })).body
    .productList as { idStyle: string; webTitle: string }[];
  const detail = () =>
    t.get('/product/get-detail', { token: buyer.token, query: { idStyle: first!.idStyle } }).then((r) => r.body);
  const before = await detail();
  await importFile(t, csvFile(folder, ['sku,title', `"${first!.idStyle}",Renamed by the import`], 'rename.csv'));
  const after = await detail();
  expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
  expect(JSON.stringify(after)).toContain('Renamed by the import');
});

it('imports the sample file of docs/samples with its pictures', async () => {
  const samples = path.resolve(__dirname, '../../../docs/samples');
  const summary = await importFile(t, path.join(samples, 'catalogue-sample.csv'), {
    images: path.join(samples, 'images'),
  });
  expect(summary.problems).toEqual([]);
  expect(countsOf(summary)).toEqual({ created: 3, updated: 0, unchanged: 0, invalid: 0 });
  const kettle = await stored('SMP-KT-2002');
  expect(kettle).toMatchObject({ web_title: 'Sample Electric Kettle 1.0 L, "Matte" Black', min_buy: 12, listed: true });
  expect((await stored('SMP-ST-3003')).listed).toBe(false);
});
