import fs from 'node:fs';
import { startTestApp, type TestApp } from '../helpers';
import { countsOf, csvFile, importFile, scratchFolder } from './catalogue-helpers';

// Every rule of the catalogue file's columns (docs/catalogue-file.md, "Rules"), each bad value with its
// reason, reported with its row (the header is row 1), column and value; and a file with any bad row
// writes nothing.
let t: TestApp;
let folder: string;
beforeAll(async () => {
  t = await startTestApp();
  folder = scratchFolder('rules');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const HEADER =
  'sku,title,brand,category,barcode,pack_qty,carton_qty,min_buy,stock,srp,price_1,price_2,sale,breaks,images,filters,status,featured,position';
/** A good row with one column changed. */
const row = (sku: string, change: Record<string, string> = {}) => {
  const cells: Record<string, string> = {
    sku,
    title: `Rule test ${sku}`,
    brand: 'Rule Brand',
    category: 'Kitchen > Rule Gadgets',
    barcode: '4006381333931',
    pack_qty: '4',
    carton_qty: '24',
    min_buy: '8',
    stock: '10',
    srp: '19.99',
    price_1: '10',
    price_2: '',
    sale: '',
    breaks: '24:5 | 96:10',
    images: '',
    filters: 'Capacity: 1.0 L',
    status: 'active',
    featured: 'no',
    position: '3',
    ...change,
  };
  return HEADER.split(',')
    .map((column) => `"${cells[column]!.replace(/"/g, '""')}"`)
    .join(',');
};

it.each([
  ['an empty sku', { sku: '' }, 'sku', 'is required'],
  ['a sku over 40 characters', { sku: 'S'.repeat(41) }, 'sku', 'must be at most 40 characters'],
  ['a sku with a #', { sku: 'AB#1' }, 'sku', 'may hold only letters, digits, spaces and - _ . /'],
  ['an empty title', { title: '' }, 'title', 'is required'],
  ['a title over 200 characters', { title: 'T'.repeat(201) }, 'title', 'must be at most 200 characters'],
  ['a title with markup', { title: 'A <b>bold</b> pot' }, 'title', 'must be plain text, without < or >'],
  ['an empty brand', { brand: '' }, 'brand', 'is required'],
  ['a category with an empty level', { category: 'Kitchen >  > Pots' }, 'category', 'has an empty level'],
  ['a category of four levels', { category: 'A > B > C > D' }, 'category', 'has at most 3 levels'],
  ['a barcode of 11 digits', { barcode: '40063813339' }, 'barcode', 'must be 12 (UPC-A) or 13 (EAN-13) digits'],
  ['a barcode with a wrong check digit', { barcode: '4006381333932' }, 'barcode', 'has a wrong check digit'],
  ['a pack of 0', { pack_qty: '0' }, 'pack_qty', 'must be at least 1'],
  ['a pack of 1.5', { pack_qty: '1.5' }, 'pack_qty', 'must be a whole number'],
  [
    'a carton that is not whole packs',
    { carton_qty: '10' },
    'carton_qty',
    'must be a multiple of the pack quantity (4)',
  ],
  ['a minimum that is not whole packs', { min_buy: '6' }, 'min_buy', 'must be a multiple of the pack quantity (4)'],
  ['a negative stock', { stock: '-1' }, 'stock', 'must be a whole number'],
  ['an SRP with a currency sign', { srp: '$5' }, 'srp', 'must be an amount like 12.50, without a currency sign'],
  ['an SRP of three decimals', { srp: '1.234' }, 'srp', 'has at most 2 decimals'],
  ['a level 1 price of 0', { price_1: '0' }, 'price_1', 'must be more than 0'],
  ['a sale as large as a price', { sale: '10' }, 'sale', "must be below every level's price (lowest 10)"],
  ['breaks going down', { breaks: '24:5 | 12:10' }, 'breaks', 'quantities must go up, each above the one before'],
  ['breaks written otherwise', { breaks: '24-5' }, 'breaks', 'must be quantity:percent pairs like 24:5 | 96:10'],
  ['a break of 100 percent', { breaks: '24:100' }, 'breaks', 'percent off must be below 100'],
  [
    'an image neither given nor stored',
    { images: 'nope.jpg' },
    'images',
    'nope.jpg is not among the images given with the file, nor stored for this product',
  ],
  [
    'a filter without its group',
    { filters: 'Capacity' },
    'filters',
    'must be group: value pairs like Capacity: 1.0 L | Color: Red',
  ],
  ['a status of gone', { status: 'gone' }, 'status', 'must be active or hidden'],
  ['featured maybe', { featured: 'maybe' }, 'featured', 'must be yes or no'],
  ['a negative position', { position: '-3' }, 'position', 'must be a whole number'],
])('refuses %s with its reason', async (_name, change, column, reason) => {
  const file = csvFile(folder, [HEADER, row('RULE-OK-1'), row('RULE-BAD-1', change)], `${column}-${Date.now()}.csv`);
  const summary = await importFile(t, file);
  expect(summary.problems).toEqual([{ row: 3, column, value: expect.any(String), reason }]);
  expect(countsOf(summary)).toMatchObject({ invalid: 1 });
  expect(summary.written).toBe(false);
  // Refused whole: the good row was not written either.
  expect(await t.db.selectFrom('products').select('id_style').where('id_style', '=', 'RULE-OK-1').execute()).toEqual(
    [],
  );
});

it('reports a sku given twice, a row of the wrong length and a new product missing what it needs', async () => {
  const file = csvFile(folder, [HEADER, row('RULE-TWICE'), row('RULE-TWICE'), 'RULE-SHORT,Too short', 'sku,stock']);
  const summary = await importFile(t, file);
  expect(summary.problems).toEqual([
    { row: 3, column: 'sku', value: 'RULE-TWICE', reason: 'appears again: first in row 2' },
    { row: 4, column: '', value: '', reason: `has 2 fields; the header has ${HEADER.split(',').length}` },
    { row: 5, column: '', value: '', reason: `has 2 fields; the header has ${HEADER.split(',').length}` },
  ]);
  const partial = await importFile(t, csvFile(folder, ['sku,stock', 'RULE-NEW-PARTIAL,5'], 'partial.csv'));
  expect(partial.problems.map((p) => `${p.column}: ${p.reason}`)).toEqual([
    'title: is required for a new product',
    'brand: is required for a new product',
    'category: is required for a new product',
    'price_1: is required for a new product',
  ]);
});

it('refuses a header naming an unknown column or one twice, and one without sku', async () => {
  const unknown = await importFile(t, csvFile(folder, ['sku,colour,stock,stock', 'X-1,Red,1,2'], 'header.csv'));
  expect(unknown.problems).toEqual([
    { row: 1, column: 'colour', value: 'colour', reason: 'is not a column of the catalogue file' },
    { row: 1, column: 'stock', value: 'stock', reason: 'appears twice in the header' },
  ]);
  expect(unknown.written).toBe(false);
  const noSku = await importFile(t, csvFile(folder, ['title,stock', 'A pot,1'], 'nosku.csv'));
  expect(noSku.problems).toEqual([{ row: 1, column: 'sku', value: '', reason: 'the header must name the sku column' }]);
});

it('writes the valid rows only when told to skip the bad ones, and the report holds every problem', async () => {
  const report = `${folder}/problems.csv`;
  const file = csvFile(
    folder,
    [HEADER, row('RULE-SKIP-1'), row('RULE-SKIP-2', { price_1: 'free' }), row('RULE-SKIP-3')],
    'skip.csv',
  );
  const summary = await importFile(t, file, { skipInvalid: true, reportFile: report });
  expect(countsOf(summary)).toEqual({ created: 2, updated: 0, unchanged: 0, invalid: 1 });
  expect(summary.written).toBe(true);
  const skus = await t.db
    .selectFrom('products')
    .select('id_style')
    .where('id_style', 'like', 'RULE-SKIP-%')
    .orderBy('id_style')
    .execute();
  expect(skus.map((s) => s.id_style)).toEqual(['RULE-SKIP-1', 'RULE-SKIP-3']);
  expect(fs.readFileSync(report, 'utf8')).toBe(
    'row,column,value,reason\n3,price_1,free,"must be an amount like 12.50, without a currency sign"\n',
  );
});
