import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../helpers';
import { PDF } from './upload-files';

/**
 * The contact form's limits past one message (bytes per account per day) and what a failing disk
 * answers: each refusal stores nothing, and a message without files never touches the uploads folder.
 */
const MB = 1024 * 1024;
const info = {
  firstname: 'Dana',
  lastname: 'Reyes',
  email: 'dana@example.com',
  message: 'Please see the attached file.',
};
const STORAGE_FAILED = 'We could not store your message right now. Please try again in a few minutes.';

const sender = (t: TestApp) => (token: string, files: { name: string; data: Buffer }[]) => {
  const body = new FormData();
  body.append('csInfo', JSON.stringify(info));
  for (const f of files) body.append('files', new Blob([new Uint8Array(f.data)]), f.name);
  return t.raw('POST', '/api/customer/register-cs', {
    headers: { 'x-api-key': 'storefront-web', authorization: `Bearer ${token}` },
    body,
  });
};
const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length)]);
const listing = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

describe('bytes per account in 24 hours (3 MB here)', () => {
  let t: TestApp;
  let send: ReturnType<typeof sender>;
  beforeAll(async () => {
    t = await startTestApp({ csUploadDailyBytes: 3 * MB });
    send = sender(t);
  });
  afterAll(async () => t?.close());
  const requestsOf = async (id: number) =>
    (await t.db.selectFrom('cs_requests').select('id').where('customer_id', '=', id).execute()).length;

  it('past what the account stored in the last 24 hours: 429 saying so with Retry-After, nothing stored', async () => {
    const { id, token } = await t.newCustomer({ skipSignIn: true });
    expect((await send(token, [{ name: 'first.pdf', data: pdfOf(2 * MB) }])).status).toBe(200);
    const before = { files: listing(path.join(t.dataDir, 'cs-uploads')), mails: t.outbox().length };

    const res = await send(token, [{ name: 'second.pdf', data: pdfOf(1.5 * MB) }]);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      is_success: false,
      code: 'UPLOAD_LIMIT_REACHED',
      message:
        'One account can send at most 3 MB of files in 24 hours. Please send this message later, or with smaller files.',
      fields: { files: [res.body.message] },
    });
    // When the first upload leaves the 24 hours.
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
    expect({ files: listing(path.join(t.dataDir, 'cs-uploads')), mails: t.outbox().length }).toEqual(before);
    expect(await requestsOf(id)).toBe(1);

    // The limit is on files: a message without them still goes, and a file that fits too.
    expect((await send(token, [])).status).toBe(200);
    expect((await send(token, [{ name: 'note.pdf', data: pdfOf(0.5 * MB) }])).status).toBe(200);
    // Another account has its own allowance.
    const other = await t.newCustomer({ skipSignIn: true });
    expect((await send(other.token, [{ name: 'mine.pdf', data: pdfOf(2.5 * MB) }])).status).toBe(200);
  });

  it('counts only the last 24 hours', async () => {
    const { id, token } = await t.newCustomer({ skipSignIn: true });
    expect((await send(token, [{ name: 'old.pdf', data: pdfOf(2.5 * MB) }])).status).toBe(200);
    await t.db
      .updateTable('cs_requests')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where('customer_id', '=', id)
      .execute();
    expect((await send(token, [{ name: 'new.pdf', data: pdfOf(2.5 * MB) }])).status).toBe(200);
  });

  it('messages sent at the same time share the allowance: one of two 2 MB messages is refused', async () => {
    const { id, token } = await t.newCustomer({ skipSignIn: true });
    const answers = await Promise.all(
      [1, 2].map((n) => send(token, [{ name: `at-once-${n}.pdf`, data: pdfOf(2 * MB) }])),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    expect(await requestsOf(id)).toBe(1);
  });
});

describe('a failing uploads folder', () => {
  let t: TestApp;
  let send: ReturnType<typeof sender>;
  let token: string;
  let id: number;
  beforeAll(async () => {
    t = await startTestApp();
    send = sender(t);
    ({ id, token } = await t.newCustomer({ skipSignIn: true }));
    // A regular file where the folder should be: every write under it fails, even as root.
    fs.writeFileSync(path.join(t.dataDir, 'cs-uploads'), 'not a folder');
  });
  afterAll(async () => t?.close());
  const requests = async () =>
    (await t.db.selectFrom('cs_requests').select('id').where('customer_id', '=', id).execute()).length;

  it('a message with files: 503 with a message to retry later, no request, no mail, nothing left', async () => {
    const dataBefore = listing(t.dataDir);
    const res = await send(token, [{ name: 'quote.pdf', data: pdfOf(64 * 1024) }]);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ is_success: false, code: 'STORAGE_UNAVAILABLE', message: STORAGE_FAILED });
    expect(res.headers.get('retry-after')).not.toBeNull();
    expect(await requests()).toBe(0);
    expect(t.outbox()).toEqual([]);
    expect(listing(t.dataDir)).toEqual(dataBefore);
  });

  it('a message without files does not touch the uploads folder: stored and mailed', async () => {
    const res = await send(token, []);
    expect(res.status).toBe(200);
    expect(await requests()).toBe(1);
    expect(t.outbox()).toHaveLength(1);
  });

  it('a mail that cannot be written takes the message back: 503, no request, no files', async () => {
    fs.rmSync(path.join(t.dataDir, 'cs-uploads'));
    fs.rmSync(path.join(t.dataDir, 'outbox-writing'), { recursive: true, force: true });
    fs.writeFileSync(path.join(t.dataDir, 'outbox-writing'), 'not a folder');
    try {
      const before = await requests();
      const res = await send(token, [{ name: 'quote.pdf', data: pdfOf(64 * 1024) }]);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 503, message: STORAGE_FAILED });
      expect(await requests()).toBe(before);
      expect(listing(path.join(t.dataDir, 'cs-uploads'))).toEqual([]);
    } finally {
      fs.rmSync(path.join(t.dataDir, 'outbox-writing'));
    }
  });
});
