import fs from 'node:fs';
import path from 'node:path';
import { clearCachedAnswers } from '../src/lib/answer-cache';
import {
  addMessageWithFiles,
  contactUs,
  download,
  headerOf,
  mailsSince,
  staffCase,
} from './back-office/service-desk-helpers';
import { newStaff } from './back-office/staff-helpers';
import { setPriceFor, startTestApp, stockedSkus, type Body, type TestApp } from './helpers';
import { GIF, PDF } from './security/upload-files';

/**
 * The buyer's side of the service desk (docs/product.md §13.9): Contact Us and the cart's quote request
 * each open a case; the buyer's Messages list and read their own cases (never internal notes, never
 * another buyer's), add to them (which reopens them) with the contact form's attachments, and download
 * the files they sent.
 */
let t: TestApp;
let skus: string[];
let rep: { id: number; email: string; token: string };
beforeAll(async () => {
  t = await startTestApp();
  skus = await stockedSkus(t, await t.login());
  rep = await newStaff(t, 'rep', 'Rita Rep');
});
afterAll(async () => t?.close());

const casesOf = async (token: string) => (await t.get('/service/get', { token })).body.cases as Body[];
const caseOf = (token: string, caseNo: number) => t.get('/service/get-detail', { token, query: { caseNo } });
const staffAct = (name: string, body: Record<string, unknown>) =>
  t.post(`/admin/service/${name}`, { token: rep.token, body });

describe('Contact Us opens a case', () => {
  it('a question: the answer stays Submit Successful!, with the case number; the case holds the message and its files', async () => {
    const buyer = await t.newCustomer();
    const before = t.outbox().length;
    const sent = await contactUs(t, buyer.token, { message: 'Do you ship to Hawaii?' }, [
      { name: 'list.pdf', data: PDF, type: 'application/pdf' },
    ]);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      is_success: true,
      message: 'Submit Successful!',
      files: 1,
      caseNo: expect.any(Number),
    });
    const caseNo = sent.body.caseNo as number;
    expect(caseNo).toBeGreaterThanOrEqual(100001);

    // The message is stored as before, and is the case's first message, in one transaction.
    const request = await t.db
      .selectFrom('cs_requests')
      .selectAll()
      .where('customer_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    const stored = await t.db
      .selectFrom('service_cases')
      .selectAll()
      .where('id', '=', caseNo)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      kind: 'question',
      status: 'new',
      customer_id: buyer.id,
      assignee_id: null,
      name: 'Dana Reyes',
      email: 'dana@example.com',
    });
    const message = await t.db
      .selectFrom('service_messages')
      .selectAll()
      .where('case_id', '=', caseNo)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ kind: 'buyer', body: 'Do you ship to Hawaii?', cs_request_id: request.id });
    const files = await t.db
      .selectFrom('service_attachments')
      .selectAll()
      .where('message_id', '=', message.id)
      .execute();
    expect(files).toEqual([
      expect.objectContaining({ name: 'list.pdf', type: 'application/pdf', size: PDF.length, customer_id: buyer.id }),
    ]);
    expect(files[0]!.stored).toBe(request.files[0]!.stored);

    // The rep's mail names the case and links to it.
    const [mail] = await mailsSince(t, before);
    expect(headerOf(mail!, 'Subject')).toBe(`Case #${caseNo}: Question from Dana Reyes (#${buyer.id})`);
    expect(mail).toContain(`/admin/service/${caseNo}`);
    expect(mail).toMatch(/^Reply-To: Dana Reyes <dana@example\.com>$/m);

    // The buyer sees it under Messages.
    expect(await casesOf(buyer.token)).toEqual([
      {
        caseNo,
        kind: 'question',
        status: 'new',
        createdAt: expect.any(String),
        lastActivityAt: expect.any(String),
        preview: 'Do you ship to Hawaii?',
        messageCount: 1,
      },
    ]);
  });

  it('a quote request (kind quote); without a kind it is a question', async () => {
    const buyer = await t.newCustomer();
    const quote = await contactUs(t, buyer.token, {
      message: 'Please quote 40 cartons of rice cookers.',
      kind: 'quote',
    });
    expect(quote.status).toBe(200);
    const detail = (await caseOf(buyer.token, quote.body.caseNo)).body.case;
    expect(detail).toMatchObject({ kind: 'quote', status: 'new', quoteLines: [], quoteTotal: 0 });
    const bad = await contactUs(t, buyer.token, { message: 'Please quote 40 cartons.', kind: 'order' });
    expect([bad.status, bad.body.fields]).toEqual([400, { 'csInfo.kind': ['Kind must be one of: question, quote'] }]);
  });

  it('a message the mail cannot carry is taken back with its case: 503, no case left', async () => {
    const buyer = await t.newCustomer();
    const writing = path.join(t.dataDir, 'outbox-writing');
    fs.rmSync(writing, { recursive: true, force: true });
    fs.writeFileSync(writing, 'not a folder');
    try {
      const res = await contactUs(t, buyer.token, { message: 'This mail will not be written.' });
      expect(res.status).toBe(503);
    } finally {
      fs.rmSync(writing);
    }
    const left = await t.db.selectFrom('service_cases').select('id').where('customer_id', '=', buyer.id).execute();
    expect(left).toEqual([]);
  });
});

describe('a quote request from the cart', () => {
  it("holds each line's SKU, title, quantity and the buyer's price now (volume breaks included); the cart stays", async () => {
    const buyer = await t.newCustomer();
    const [a, b] = [skus[0]!, skus[1]!];
    await setPriceFor(t, buyer.id, a, 1010);
    await setPriceFor(t, buyer.id, b, 500);
    await t.db.insertInto('product_breaks').values({ id_style: a, min_qty: 24, percent_bp: 500 }).execute();
    clearCachedAnswers(t.db);
    expect((await t.post('/cart/add', { token: buyer.token, body: { idStyle: a, totQty: 24 } })).status).toBe(200);
    expect((await t.post('/cart/add', { token: buyer.token, body: { idStyle: b, totQty: 3 } })).status).toBe(200);
    const cartBefore = (await t.get('/cart/get', { token: buyer.token })).body.cart;
    const before = t.outbox().length;

    const res = await t.post('/cart/request-quote', {
      token: buyer.token,
      body: { message: '  Can you do better on the cookers?  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      is_success: true,
      message: 'Your quote request was sent. You can follow it under Messages.',
      caseNo: expect.any(Number),
    });
    const caseNo = res.body.caseNo as number;
    const titles = Object.fromEntries(
      cartBefore.cartList.map((l: Body) => [l.idStyle, { title: l.webTitle, color: l.color }]),
    );
    // 5 % of $10.10 is 50.5 cents: 51 off, as the cart prices it.
    const lines = [
      { sku: a, ...titles[a], qty: 24, price: 9.59, lineTotal: 230.16 },
      { sku: b, ...titles[b], qty: 3, price: 5, lineTotal: 15 },
    ];
    const seen = (await caseOf(buyer.token, caseNo)).body.case;
    expect(seen).toMatchObject({ kind: 'quote', status: 'new', quoteLines: lines, quoteTotal: 245.16 });
    expect(seen.messages).toEqual([
      expect.objectContaining({ from: 'buyer', body: 'Can you do better on the cookers?', attachments: [] }),
    ]);
    expect(cartBefore.cartList.map((l: Body) => l.price)).toEqual([9.59, 5]);
    // Staff see the same lines on the case.
    expect(await staffCase(t, rep.token, caseNo)).toMatchObject({
      kind: 'quote',
      quoteLines: lines,
      quoteTotal: 245.16,
    });
    // The cart is as it was.
    expect((await t.get('/cart/get', { token: buyer.token })).body.cart).toEqual(cartBefore);
    // Customer service's mailbox is told, with the lines.
    const [mail] = await mailsSince(t, before);
    expect(headerOf(mail!, 'Subject')).toContain(`Case #${caseNo}: Quote request from`);
    expect(mail).toContain(`${a}  ${titles[a]!.title}`);
    expect(mail).toContain('x24 at $9.59 = $230.16');
  });

  it('without a message; an empty cart is refused (422) and opens nothing', async () => {
    const buyer = await t.newCustomer();
    const empty = await t.post('/cart/request-quote', { token: buyer.token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      is_success: false,
      code: 'CART_EMPTY',
      message: 'Your cart is empty: add the products you want a quote for, then request a quote.',
    });
    expect(await casesOf(buyer.token)).toEqual([]);
    await t.post('/cart/add', { token: buyer.token, body: { idStyle: skus[2]!, totQty: 2 } });
    const res = await t.post('/cart/request-quote', { token: buyer.token, body: {} });
    expect(res.status).toBe(200);
    expect(await casesOf(buyer.token)).toEqual([
      expect.objectContaining({ kind: 'quote', preview: 'Quote request from the cart', messageCount: 1 }),
    ]);
    const long = await t.post('/cart/request-quote', { token: buyer.token, body: { message: 'x'.repeat(5001) } });
    expect([long.status, long.body.fields]).toEqual([400, { message: ['Message is too long'] }]);
    expect((await t.post('/cart/request-quote', { body: {} })).status).toBe(401);
  });
});

describe("the buyer's thread", () => {
  let buyer: { id: number; email: string; token: string };
  let caseNo: number;
  beforeAll(async () => {
    buyer = await t.newCustomer();
    caseNo = (await contactUs(t, buyer.token, { message: 'Where is my catalogue?' })).body.caseNo;
  });
  const version = async () => (await staffCase(t, rep.token, caseNo)).version as number;

  it('shows the buyer’s messages and replies signed Customer Service, never internal notes', async () => {
    expect(
      (await staffAct('add-note', { caseNo, version: await version(), note: 'Secret: VIP customer' })).status,
    ).toBe(200);
    expect((await staffAct('reply', { caseNo, version: await version(), message: 'It is on its way.' })).status).toBe(
      200,
    );
    const seen = (await caseOf(buyer.token, caseNo)).body.case;
    expect(seen).toEqual({
      caseNo,
      kind: 'question',
      status: 'answered',
      createdAt: expect.any(String),
      lastActivityAt: expect.any(String),
      messages: [
        {
          id: expect.any(Number),
          from: 'buyer',
          author: 'Dana Reyes',
          at: expect.any(String),
          body: 'Where is my catalogue?',
          attachments: [],
        },
        {
          id: expect.any(Number),
          from: 'staff',
          author: 'Customer Service',
          at: expect.any(String),
          body: 'It is on its way.',
          attachments: [],
        },
      ],
      quoteLines: [],
      quoteTotal: 0,
    });
    expect(JSON.stringify(seen)).not.toMatch(/Secret|Rita|staff\.test/);
    const listed = (await casesOf(buyer.token)).find((c) => c.caseNo === caseNo)!;
    expect(listed).toMatchObject({ status: 'answered', messageCount: 2, lastActivityAt: seen.messages[1].at });
  });

  it("the buyer's message reopens an Answered case (Open); a New one stays New", async () => {
    const added = await t.post('/service/add', { token: buyer.token, body: { caseNo, message: 'Thank you!' } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ is_success: true, message: 'Message sent', files: 0 });
    expect(added.body.case.status).toBe('open');
    expect(added.body.case.messages.at(-1)).toMatchObject({ from: 'buyer', body: 'Thank you!' });
    await staffAct('set-status', { caseNo, version: await version(), status: 'closed' });
    const again = await t.post('/service/add', { token: buyer.token, body: { caseNo, message: 'One more thing.' } });
    expect(again.body.case.status).toBe('open');

    const fresh = (await contactUs(t, buyer.token, { message: 'A brand new question.' })).body.caseNo;
    const onNew = await t.post('/service/add', { token: buyer.token, body: { caseNo: fresh, message: 'Also this.' } });
    expect(onNew.body.case.status).toBe('new');
    // Every message the buyer sends is stored as the contact form's are.
    const requests = await t.db
      .selectFrom('cs_requests')
      .select('destination')
      .where('customer_id', '=', buyer.id)
      .execute();
    expect(requests.filter((r) => r.destination === 'messages')).toHaveLength(3);
  });

  it('a message with files: stored under the contact form’s rules, downloadable by the buyer with its name and type', async () => {
    const res = await addMessageWithFiles(t, buyer.token, caseNo, 'Here is my list.', [
      { name: 'order list.pdf', data: PDF, type: 'application/pdf' },
      { name: 'shelf.gif', data: GIF, type: 'image/gif' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.files).toBe(2);
    const message = res.body.case.messages.at(-1);
    expect(message.attachments).toEqual([
      { id: expect.any(Number), name: 'order list.pdf', type: 'application/pdf', size: PDF.length },
      { id: expect.any(Number), name: 'shelf.gif', type: 'image/gif', size: GIF.length },
    ]);
    const file = await download(t, '/service/get-attachment', buyer.token, { id: message.attachments[0].id });
    expect(file.status).toBe(200);
    expect(file.buffer).toEqual(PDF);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="order list.pdf"; filename*=UTF-8''order%20list.pdf`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('private, no-store');

    // Refused as the contact form refuses: a file whose content is not its name's, nothing kept.
    const fake = await addMessageWithFiles(t, buyer.token, caseNo, 'Bad file.', [
      { name: 'fake.pdf', data: GIF, type: 'application/pdf' },
    ]);
    expect(fake.status).toBe(415);
    const bodies = (await caseOf(buyer.token, caseNo)).body.case.messages.map((m: Body) => m.body);
    expect(bodies).not.toContain('Bad file.');
  });

  it('refuses a blank message and a missing case number, naming the fields', async () => {
    const blank = await t.post('/service/add', { token: buyer.token, body: { caseNo, message: '   ' } });
    expect([blank.status, blank.body.fields]).toEqual([400, { message: ['Please enter a message.'] }]);
    const none = await t.post('/service/add', { token: buyer.token, body: { message: 'Hello there' } });
    expect([none.status, none.body.fields]).toEqual([400, { caseNo: ['caseNo is required'] }]);
  });
});

describe("another buyer's case and files", () => {
  it('answer 404, as a case or file that does not exist, and change nothing', async () => {
    const owner = await t.newCustomer();
    const other = await t.newCustomer();
    const sent = await contactUs(t, owner.token, { message: 'My private question.' }, [
      { name: 'private.pdf', data: PDF, type: 'application/pdf' },
    ]);
    const caseNo = sent.body.caseNo as number;
    const fileId = (await caseOf(owner.token, caseNo)).body.case.messages[0].attachments[0].id as number;

    const read = await caseOf(other.token, caseNo);
    expect([read.status, read.body]).toEqual([
      404,
      { is_success: false, code: 'CASE_NOT_FOUND', message: 'Case not found' },
    ]);
    const missing = await caseOf(other.token, 99_999_999);
    expect([missing.status, missing.body]).toEqual([404, read.body]);
    const add = await t.post('/service/add', { token: other.token, body: { caseNo, message: 'Hijack attempt' } });
    expect(add.status).toBe(404);
    const withFile = await addMessageWithFiles(t, other.token, caseNo, 'Hijack with a file', [
      { name: 'x.pdf', data: PDF, type: 'application/pdf' },
    ]);
    expect(withFile.status).toBe(404);
    const file = await download(t, '/service/get-attachment', other.token, { id: fileId });
    expect([file.status, file.body.code]).toEqual([404, 'FILE_NOT_FOUND']);
    expect((await download(t, '/service/get-attachment', other.token, { id: 99_999_999 })).status).toBe(404);
    expect(await casesOf(other.token)).toEqual([]);
    expect((await caseOf(owner.token, caseNo)).body.case.messages).toHaveLength(1);
    // Without a session: 401; a staff token is no buyer's.
    expect((await download(t, '/service/get-attachment', undefined, { id: fileId })).status).toBe(401);
    expect((await download(t, '/service/get-attachment', rep.token, { id: fileId })).status).toBe(401);
  });
});

describe('the daily allowance', () => {
  it('counts the files of messages added to cases with the contact form’s (one allowance per account)', async () => {
    const MB = 1024 * 1024;
    const limited = await startTestApp({ csUploadDailyBytes: 3 * MB });
    try {
      const buyer = await limited.newCustomer();
      const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length)]);
      const first = await contactUs(limited, buyer.token, { message: 'Two megabytes of catalogue.' }, [
        { name: 'a.pdf', data: pdfOf(2 * MB) },
      ]);
      expect(first.status).toBe(200);
      const refused = await addMessageWithFiles(limited, buyer.token, first.body.caseNo, 'And more.', [
        { name: 'b.pdf', data: pdfOf(1.5 * MB) },
      ]);
      expect([refused.status, refused.body.code]).toEqual([429, 'UPLOAD_LIMIT_REACHED']);
      const fits = await addMessageWithFiles(limited, buyer.token, first.body.caseNo, 'A smaller one.', [
        { name: 'c.pdf', data: pdfOf(0.5 * MB) },
      ]);
      expect(fits.status).toBe(200);
      const again = await contactUs(limited, buyer.token, { message: 'Yet another file here.' }, [
        { name: 'd.pdf', data: pdfOf(0.75 * MB) },
      ]);
      expect(again.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
