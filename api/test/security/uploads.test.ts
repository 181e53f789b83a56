import fs from 'node:fs';
import path from 'node:path';
import { safeFileName } from '../../src/modules/customer/customer-service.service';
import { startTestApp, type TestApp } from '../helpers';
import { DOCX, GIF, JPEG, PDF, PNG, XLSX, ZIP } from './upload-files';

/**
 * Customer-service attachments: typed by their content (the name's extension must agree), checked for
 * size and count as they arrive, stored once under random names.
 */
let t: TestApp;
let token: string;
let customerId: number;
beforeAll(async () => {
  t = await startTestApp();
  ({ token, id: customerId } = await t.newCustomer());
});
afterAll(async () => t?.close());

const info = {
  firstname: 'Dana',
  lastname: 'Reyes',
  email: 'dana@example.com',
  message: 'Please see the attached file.',
};
type Upload = { name: string; type: string; data: Buffer };
const send = (files: Upload[], as = token) => {
  const body = new FormData();
  body.append('csInfo', JSON.stringify(info));
  for (const f of files) body.append('files', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return t.raw('POST', '/api/customer/register-cs', {
    headers: { 'x-api-key': 'storefront-web', authorization: `Bearer ${as}` },
    body,
  });
};
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'cs-uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const requests = async () =>
  (await t.db.selectFrom('cs_requests').select('id').where('customer_id', '=', customerId).execute()).length;
const MB = 1024 * 1024;
/** What the store keeps, to check that a refusal kept none of it. */
const kept = async () => ({ files: storedFiles(), requests: await requests(), mails: t.outbox().length });

describe('refused uploads (nothing stored, no message sent)', () => {
  const pdfAs = (name: string, type = 'application/pdf'): Upload => ({ name, type, data: PDF });
  const gifAs = (name: string, type = 'image/gif'): Upload => ({ name, type, data: GIF });
  const cases: [string, Upload, number, string][] = [
    [
      'too large',
      { name: 'big.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(6 * MB)]) },
      413,
      'big.pdf is larger than 5 MB.',
    ],
    [
      'a forbidden type',
      { name: 'run.exe', type: 'application/x-msdownload', data: Buffer.from('MZ\x90\x00') },
      415,
      'run.exe: only PDF',
    ],
    [
      'an .exe renamed .pdf',
      { name: 'invoice.pdf', type: 'application/pdf', data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') },
      415,
      "invoice.pdf: the file's content does not match its name.",
    ],
    [
      'an SVG with script',
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      415,
      'logo.svg: only PDF',
    ],
    [
      'an SVG sent as PNG',
      { name: 'logo.png', type: 'image/png', data: Buffer.from('<svg onload="alert(1)"/>') },
      415,
      'logo.png: the file',
    ],
    [
      'HTML sent as text',
      { name: 'page.html', type: 'text/html', data: Buffer.from('<script>alert(1)</script>') },
      415,
      'page.html: only',
    ],
    [
      'an HTML page declared as plain text',
      { name: 'invoice.html', type: 'text/plain', data: Buffer.from('<html><script>alert(1)</script></html>') },
      415,
      'invoice.html: only PDF',
    ],
    // Issue 34: first bytes of an allowed type under a name a mail program opens as something else.
    [
      'PDF bytes named .html',
      pdfAs('invoice.html'),
      415,
      'invoice.html: only PDF, image, text, CSV, Excel and Word files can be attached.',
    ],
    ['GIF bytes named .svg', gifAs('logo.svg'), 415, 'logo.svg: only PDF'],
    ['PDF bytes named .exe', pdfAs('setup.exe'), 415, 'setup.exe: only PDF'],
    ['GIF bytes named .hta', gifAs('run.hta'), 415, 'run.hta: only PDF'],
    ['PDF bytes named .hta', pdfAs('run.hta'), 415, 'run.hta: only PDF'],
    ['PDF bytes under a path to .htm', pdfAs('../../x.htm'), 415, 'x.htm: only PDF'],
    ['a right-to-left override hiding .exe', pdfAs('invoice\u202Efdp.exe'), 415, 'invoicefdp.exe: only PDF'],
    [
      'GIF bytes named .pdf',
      gifAs('scan.pdf', 'application/pdf'),
      415,
      "scan.pdf: the file's content does not match its name.",
    ],
    ['PNG bytes named .jpg', { name: 'photo.jpg', type: 'image/jpeg', data: PNG }, 415, 'photo.jpg: the file'],
    [
      'a plain ZIP named .xlsx',
      { name: 'prices.xlsx', type: 'application/octet-stream', data: ZIP },
      415,
      'prices.xlsx: the file',
    ],
    [
      'a Word file named .xlsx',
      { name: 'prices.xlsx', type: 'application/octet-stream', data: DOCX },
      415,
      'prices.xlsx: the file',
    ],
    [
      'PDF bytes named .txt',
      { name: 'notes.txt', type: 'text/plain', data: Buffer.concat([PDF, Buffer.from([0, 1, 2])]) },
      415,
      'notes.txt: the file',
    ],
    [
      'text with a NUL',
      { name: 'notes.txt', type: 'text/plain', data: Buffer.from('one\u0000two') },
      415,
      'notes.txt: the file',
    ],
    [
      'a CSV that is not UTF-8',
      { name: 'list.csv', type: 'text/csv', data: Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a]) },
      415,
      'list.csv: the file',
    ],
    ['a name without extension', pdfAs('invoice'), 415, 'invoice: only PDF'],
  ];
  it.each(cases)('%s', async (_name, file, status, message) => {
    const before = await kept();
    const res = await send([file]);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ is_success: false, message: expect.stringContaining(message) });
    expect(res.body.fields.files).toEqual([res.body.message]);
    expect(await kept()).toEqual(before);
  });

  it('takes text under either text name, whichever of the two text types a system gave it', async () => {
    const res = await send([
      { name: 'export.csv', type: 'text/plain', data: Buffer.from('sku,qty\nRC-10,4\n') },
      { name: 'notes.txt', type: 'text/csv', data: Buffer.from('Deliver to dock 4\tby Friday\r\nThanks — Dana') },
      // Two letters are a bitmap's whole signature: text that starts with them is still text.
      { name: 'cars.csv', type: 'text/csv', data: Buffer.from('BMW,3\nAudi,4\n') },
    ]);
    expect(res.status).toBe(200);
  });

  it('six files where five are allowed: 413 naming the count, nothing stored', async () => {
    const before = await kept();
    const res = await send(
      Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, type: 'application/pdf', data: PDF })),
    );
    expect({ status: res.status, fields: res.body.fields }).toEqual({
      status: 413,
      fields: { files: ['Up to 5 files can be attached.'] },
    });
    expect(await kept()).toEqual(before);
  });

  it('files over 20 MB together: 413 saying so, and the ones already written are removed', async () => {
    const before = await kept();
    const part = Buffer.concat([PDF, Buffer.alloc(4.5 * MB)]);
    const res = await send(
      Array.from({ length: 5 }, (_, i) => ({ name: `part${i}.pdf`, type: 'application/pdf', data: part })),
    );
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 413,
      message: 'The files of one message can be at most 20 MB together.',
    });
    expect(await kept()).toEqual(before);
  });

  it('an empty file: 400 naming it, nothing stored', async () => {
    const before = await kept();
    const res = await send([{ name: 'blank.txt', type: 'text/plain', data: Buffer.alloc(0) }]);
    expect({ status: res.status, fields: res.body.fields }).toEqual({
      status: 400,
      fields: { files: ['blank.txt is empty.'] },
    });
    expect(await kept()).toEqual(before);
  });

  it('a refused message keeps none of the good files sent before the bad one', async () => {
    const before = await kept();
    const res = await send([
      { name: 'ok.pdf', type: 'application/pdf', data: PDF },
      { name: 'ok.png', type: 'image/png', data: PNG },
      { name: 'bad.pdf', type: 'application/pdf', data: GIF },
    ]);
    expect(res.status).toBe(415);
    expect(await kept()).toEqual(before);
  });

  it('files with a message the form refuses (a short message) are removed too', async () => {
    const before = await kept();
    const body = new FormData();
    body.append('csInfo', JSON.stringify({ ...info, message: 'short' }));
    body.append('files', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'ok.pdf');
    const res = await t.raw('POST', '/api/customer/register-cs', {
      headers: { 'x-api-key': 'storefront-web', authorization: `Bearer ${token}` },
      body,
    });
    expect(res.status).toBe(400);
    expect(await kept()).toEqual(before);
  });
});

describe('accepted uploads', () => {
  const lastRow = () => t.db.selectFrom('cs_requests').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('each allowed kind is stored once under a random name with the extension of its checked type', async () => {
    const before = storedFiles();
    const res = await send([
      { name: 'prices.xlsx', type: 'application/octet-stream', data: XLSX },
      { name: 'terms.docx', type: '', data: DOCX },
      { name: 'photo.jpeg', type: 'image/jpeg', data: JPEG },
      { name: 'scan.png', type: 'image/png', data: PNG },
      { name: 'logo.gif', type: 'application/octet-stream', data: GIF },
    ]);
    expect(res.status).toBe(200);
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added.map((f) => path.extname(f)).sort()).toEqual(['.docx', '.gif', '.jpg', '.png', '.xlsx']);
    for (const f of added) expect(f).toMatch(/^[0-9a-f-]{36}\.[a-z]+$/);
    const row = await lastRow();
    // The type kept (and mailed) is the one read from the content, not the one the client sent.
    expect(row.files.map((f) => [f.name, f.type])).toEqual([
      ['prices.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['terms.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['photo.jpeg', 'image/jpeg'],
      ['scan.png', 'image/png'],
      ['logo.gif', 'image/gif'],
    ]);
    const mail = t.outbox().pop()!;
    expect(mail).toMatch(
      /Content-Type:\s+application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet;\s+name=prices\.xlsx/,
    );
    expect(mail.match(/^Content-Disposition: attachment; filename=/gm)).toHaveLength(5);
    expect(mail).not.toMatch(/Content-Disposition: inline/);
  });

  it('a file of 1 MB or more stays with the request and the mail lists it by name, type and size', async () => {
    const before = storedFiles();
    const big = Buffer.concat([PDF, Buffer.alloc(2 * MB)]);
    const res = await send([
      { name: 'catalogue.pdf', type: 'application/pdf', data: big },
      { name: 'small.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(res.status).toBe(200);
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(2);
    const row = await lastRow();
    const mail = t.outbox().pop()!;
    expect(mail).toContain(
      `Kept with request #${row.id}, not attached (1 MB or more):\n- catalogue.pdf (application/pdf, 2.0 MB)`,
    );
    expect(mail).toMatch(/Content-Disposition: attachment; filename=small\.pdf/);
    expect(mail).not.toMatch(/filename=catalogue\.pdf/);
    // One stored copy: the mail does not carry the big file a second time.
    expect(mail.length).toBeLessThan(64 * 1024);
    expect(fs.statSync(path.join(t.dataDir, 'cs-uploads', row.files[0]!.stored)).size).toBe(big.length);
  });
});

describe('accepted uploads with hostile names', () => {
  it.each([
    ['path traversal', '../../../etc/passwd.pdf', 'passwd.pdf'],
    ['windows traversal', '..\\..\\windows\\win.ini.pdf', 'win.ini.pdf'],
    // The form data encodes CR and LF in a file name; the slash of text/html still starts a new segment.
    ['CRLF', 'a.pdf\r\nContent-Type: text/html\r\n\r\n<script>.pdf', 'html%0D%0A%0D%0A<script>.pdf'],
    ['NUL', 'evil.exe\u0000.pdf', 'evil.exe.pdf'],
    ['bidirectional override', 'report\u202Egnp.pdf', 'reportgnp.pdf'],
    ['isolates and marks', 'a\u2066b\u2069c\u200Fd.pdf', 'abcd.pdf'],
    ['a very long name', `${'x'.repeat(300)}.pdf`, `${'x'.repeat(96)}.pdf`],
  ])('%s: stored under a generated name, the given name kept as clean data only', async (_case, name, clean) => {
    const before = storedFiles();
    const res = await send([{ name, type: 'application/pdf', data: PDF }]);
    expect(res.status).toBe(200);
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    // Nothing was written outside the data folder's upload directory.
    expect(fs.existsSync(path.join(t.dataDir, 'etc'))).toBe(false);
    const row = await t.db.selectFrom('cs_requests').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.files[0]!.name).toBe(clean);
    expect(JSON.stringify(row)).not.toMatch(/\.\.[\\/]|\\r|\\n|\\u0000|\\u202e/i);
    // The mail's attachment header carries no injected header line.
    const mail = t.outbox().pop()!;
    expect(mail).not.toMatch(/^Content-Type: text\/html/m);
    expect(mail).not.toContain('\u202E');
  });

  it('customer-service files are never served over HTTP, not even by climbing out of /uploads', async () => {
    // Its own upload, so the test does not depend on files another test left behind.
    const before = storedFiles();
    const res = await send([{ name: 'private.pdf', type: 'application/pdf', data: PDF }]);
    expect(res.status).toBe(200);
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/)]);
    const file = added[0]!;
    expect(fs.readFileSync(path.join(t.dataDir, 'cs-uploads', file))).toEqual(PDF);

    // Control: the same file placed in the public folder is served, so the 404s below mean refused.
    const publicCopy = path.join(t.dataDir, 'uploads', file);
    fs.copyFileSync(path.join(t.dataDir, 'cs-uploads', file), publicCopy);
    try {
      const served = await t.raw('GET', `/uploads/${file}`);
      expect(served.status).toBe(200);
      expect(served.buffer).toEqual(PDF);
    } finally {
      fs.rmSync(publicCopy);
    }

    for (const url of [
      `/uploads/../cs-uploads/${file}`,
      `/uploads/..%2Fcs-uploads%2F${file}`,
      `/uploads/%2e%2e/cs-uploads/${file}`,
      `/cs-uploads/${file}`,
      '/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/%25.png',
    ]) {
      const refused = await t.raw('GET', url);
      expect({ url, status: refused.status }).toEqual({ url, status: 404 });
    }
  });

  it('public uploads are served with nosniff and a sandboxing policy, never as a page', async () => {
    const images = path.join(t.dataDir, 'uploads');
    const any = fs
      .readdirSync(images, { recursive: true })
      .map(String)
      .find((f) => /\.(png|jpg|svg|webp)$/.test(f));
    expect(any).toBeDefined();
    const res = await t.raw('GET', `/uploads/${any}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('the name kept for a file', () => {
  it('is its last path segment without control or bidirectional characters, at most 100 characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a.pdf\r\nX-Injected: yes')).toBe('a.pdfX-Injected: yes');
    expect(safeFileName('C:\\Users\\x\\q.pdf')).toBe('q.pdf');
    expect(safeFileName('\r\n')).toBe('attachment');
    expect(safeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(safeFileName('\u200Bmenu\u061C\u2067.csv\uFEFF')).toBe('menu.csv');
    expect(safeFileName('x'.repeat(500))).toHaveLength(100);
    expect(safeFileName(`${'é'.repeat(150)}.xlsx`)).toBe(`${'é'.repeat(95)}.xlsx`);
  });
});
