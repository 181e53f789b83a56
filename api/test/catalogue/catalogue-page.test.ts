import { API_KEY, startTestApp, type Body, type TestApp } from '../helpers';
import { newStaff } from '../back-office/staff-helpers';
import { NEW_HEADER, newRow, png } from './catalogue-helpers';

// The catalogue file in the back office (docs/product.md §13.4): an upload is kept and checked, nothing
// written; Confirm writes it (the valid rows only when asked); the problems download as CSV; the whole
// catalogue exports as the file.
let t: TestApp;
let staff: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  staff = await newStaff(t, 'catalog');
});
afterAll(async () => t?.close());

const headers = () => ({ authorization: `Bearer ${staff.token}`, 'x-api-key': API_KEY });

async function upload(csv: string | Buffer, zip?: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'daily.csv');
  if (zip) form.append('images', new Blob([zip], { type: 'application/zip' }), 'pictures.zip');
  return t.raw('POST', '/api/admin/catalogue/import-upload', { headers: headers(), body: form });
}

/** The import once it has stopped running (checked, imported, refused or failed). */
async function settled(id: number): Promise<Body> {
  for (;;) {
    await t.settled();
    const answer = await t.get('/admin/catalogue/import-detail', { token: staff.token, query: { id } });
    if (!['checking', 'importing'].includes(answer.body.import.status)) return answer.body.import;
  }
}

/** A zip of `files` made with yazl (a test's tool: the product reads zips with yauzl). */
async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const yazl = (await import('yazl')).default;
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

it('checks an upload, shows its bad row, and imports the valid rows when asked', async () => {
  const csv = [
    `${NEW_HEADER},images`,
    `${newRow('PAGE-1')},front.png`,
    `${newRow('PAGE-2').replace('12.50', '-1')},`,
  ].join('\n');
  const uploaded = await upload(csv, await zipOf({ 'pictures/front.png': await png('#208020') }));
  expect(uploaded.status).toBe(200);
  expect(uploaded.body.import).toMatchObject({ fileName: 'daily.csv', dryRun: true });
  const checked = await settled(uploaded.body.import.id);
  expect(checked).toMatchObject({
    status: 'checked',
    summary: {
      created: 1,
      invalid: 1,
      problems: [
        { row: 3, column: 'price_1', value: '-1', reason: 'must be an amount like 12.50, without a currency sign' },
      ],
    },
  });
  expect(await t.db.selectFrom('products').select('id').where('id_style', '=', 'PAGE-1').execute()).toEqual([]);

  const report = await t.raw('GET', `/api/admin/catalogue/import-report.csv?id=${checked.id}`, { headers: headers() });
  expect([report.status, report.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
  expect(report.buffer.toString()).toBe(
    'row,column,value,reason\n3,price_1,-1,"must be an amount like 12.50, without a currency sign"\n',
  );

  const confirmed = await t.post('/admin/catalogue/import-confirm', {
    token: staff.token,
    body: { id: checked.id, skipInvalid: true },
  });
  expect(confirmed.status).toBe(200);
  const imported = await settled(checked.id);
  expect(imported).toMatchObject({ status: 'imported', summary: { created: 1, invalid: 1, written: true } });
  const product = await t.db
    .selectFrom('products')
    .select(['filepath1', 'listed'])
    .where('id_style', '=', 'PAGE-1')
    .executeTakeFirstOrThrow();
  expect(product.listed).toBe(true);
  // A checked upload imports once.
  const again = await t.post('/admin/catalogue/import-confirm', { token: staff.token, body: { id: checked.id } });
  expect(again.status).toBe(409);
  const listed = await t.get('/admin/catalogue/imports-list', { token: staff.token });
  expect(listed.body.rows[0]).toMatchObject({ id: checked.id, status: 'imported' });
});

it('refuses the confirm of an upload with bad rows unless the valid rows are chosen', async () => {
  const uploaded = await upload([NEW_HEADER, `${newRow('PAGE-3').replace('12.50', 'x')}`].join('\n'));
  const checked = await settled(uploaded.body.import.id);
  await t.post('/admin/catalogue/import-confirm', { token: staff.token, body: { id: checked.id } });
  expect(await settled(checked.id)).toMatchObject({ status: 'refused', summary: { written: false, invalid: 1 } });
});

it('refuses an upload that is not a form or has no file, and reports a file that is not CSV', async () => {
  const json = await t.post('/admin/catalogue/import-upload', { token: staff.token, body: { fileName: 'x.csv' } });
  expect(json.status).toBe(415);
  const form = new FormData();
  form.append('note', 'no file');
  const empty = await t.raw('POST', '/api/admin/catalogue/import-upload', { headers: headers(), body: form });
  expect([empty.status, empty.body.fields]).toEqual([400, { file: ['Choose a catalogue file (CSV) to import.'] }]);
  const binary = await upload(Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xff, 0xfe, 0x41]));
  expect(await settled(binary.body.import.id)).toMatchObject({
    status: 'failed',
    summary: { error: 'The file is not UTF-8 text.', unreadable: true },
  });
});

it('downloads the whole catalogue as the file', async () => {
  const answer = await t.raw('GET', '/api/admin/catalogue/export.csv', { headers: headers() });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-disposition')).toMatch(
    /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const lines = answer.buffer.toString('utf8').trimEnd().split('\n');
  const products = (await t.db.selectFrom('products').select('id').execute()).length;
  expect(lines).toHaveLength(products + 1);
});
