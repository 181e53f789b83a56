import fs from 'node:fs';
import path from 'node:path';
import { displayFileName } from '../../src/modules/customer/customer-service.service';
import { startTestApp, type TestApp } from '../helpers';

/** Customer-service attachments: checked by type, size and first bytes; stored under generated names. */
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
const send = (files: { name: string; type: string; data: Buffer }[]) => {
  const body = new FormData();
  body.append('csInfo', JSON.stringify(info));
  for (const f of files) body.append('files', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return t.raw('POST', '/api/customer/register-cs', {
    headers: { 'x-api-key': 'storefront-web', authorization: `Bearer ${token}` },
    body,
  });
};
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'cs-uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const requests = async () =>
  (await t.db.selectFrom('cs_requests').select('id').where('customer_id', '=', customerId).execute()).length;
const PDF = Buffer.from('%PDF-1.4\n%test\n');

describe('refused uploads (nothing stored, no message sent)', () => {
  const cases: [string, { name: string; type: string; data: Buffer }, number, string][] = [
    [
      'too large',
      { name: 'big.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]) },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a forbidden type',
      { name: 'run.exe', type: 'application/x-msdownload', data: Buffer.from('MZ\x90\x00') },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'an .exe renamed .pdf',
      { name: 'invoice.pdf', type: 'application/pdf', data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'an SVG with script',
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'an SVG sent as PNG',
      { name: 'logo.png', type: 'image/png', data: Buffer.from('<svg onload="alert(1)"/>') },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'HTML sent as text',
      { name: 'page.html', type: 'text/html', data: Buffer.from('<script>alert(1)</script>') },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'an HTML page declared as plain text',
      { name: 'invoice.html', type: 'text/plain', data: Buffer.from('<html><script>alert(1)</script></html>') },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
  ];
  it.each(cases)('%s: %i %s', async (_name, file, status, code) => {
    const before = { files: storedFiles(), requests: await requests(), mails: t.outbox().length };
    const res = await send([file]);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ is_success: false, code });
    expect({ files: storedFiles(), requests: await requests(), mails: t.outbox().length }).toEqual(before);
  });

  it('takes text under either text name, whichever of the two text types a system gave it', async () => {
    const res = await send([
      { name: 'export.csv', type: 'text/plain', data: Buffer.from('sku,qty\nRC-10,4\n') },
      { name: 'notes.txt', type: 'text/csv', data: Buffer.from('Deliver to dock 4') },
    ]);
    expect(res.status).toBe(200);
  });

  it('six files where five are allowed: 400 naming the count, nothing stored', async () => {
    const before = { files: storedFiles(), requests: await requests(), mails: t.outbox().length };
    const res = await send(
      Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, type: 'application/pdf', data: PDF })),
    );
    expect({ status: res.status, fields: res.body.fields }).toEqual({
      status: 400,
      fields: { files: ['Up to 5 files can be attached.'] },
    });
    expect({ files: storedFiles(), requests: await requests(), mails: t.outbox().length }).toEqual(before);
  });

  it('an empty file: 400 naming it, nothing stored', async () => {
    const before = { files: storedFiles(), requests: await requests(), mails: t.outbox().length };
    const res = await send([{ name: 'blank.txt', type: 'text/plain', data: Buffer.alloc(0) }]);
    expect({ status: res.status, fields: res.body.fields }).toEqual({
      status: 400,
      fields: { files: ['blank.txt is empty.'] },
    });
    expect({ files: storedFiles(), requests: await requests(), mails: t.outbox().length }).toEqual(before);
  });
});

describe('accepted uploads with hostile names', () => {
  it.each([
    ['path traversal', '../../../etc/passwd.pdf', 'passwd.pdf'],
    ['windows traversal', '..\\..\\windows\\win.ini.pdf', 'win.ini.pdf'],
    ['CRLF', 'a.pdf\r\nContent-Type: text/html\r\n\r\n<script>.pdf', '<script>.pdf'],
    ['NUL', 'evil.pdf\u0000.exe', 'evil.pdf.exe'],
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
    const stored = JSON.stringify(row);
    expect(stored).not.toMatch(/\.\.[\\/]|\\r|\\n|\\u0000/);
    expect(stored).toContain(clean);
    // The mail's attachment header carries no injected header line.
    const mail = t.outbox().pop()!;
    expect(mail).not.toMatch(/^Content-Type: text\/html/m);
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
  it('is its last path segment without control characters, whatever the client sent', () => {
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('a.pdf\r\nX-Injected: yes')).toBe('a.pdfX-Injected: yes');
    expect(displayFileName('C:\\Users\\x\\q.pdf')).toBe('q.pdf');
    expect(displayFileName('\r\n')).toBe('attachment');
    expect(displayFileName('x'.repeat(500))).toHaveLength(200);
  });
});
