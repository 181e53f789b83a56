import { CASE_CHANGED_MESSAGE } from '@storefront/shared-kernel/contracts';
import { startTestApp, stockedSkus, type Body, type TestApp } from '../helpers';
import { GIF, PDF } from '../security/upload-files';
import { contactUs, download, headerOf, mailsSince, staffCase } from './service-desk-helpers';
import { auditOf, newStaff } from './staff-helpers';

/**
 * The service desk of the back office (docs/product.md §13.9): the case list and its filters, a case's
 * whole thread, assigning, internal notes, replies mailed to the buyer with the case number, closing and
 * reopening, each audited and carrying the version it read; the buyers' files for staff to download.
 */
let t: TestApp;
let rep: { id: number; email: string; token: string };
let admin: { id: number; email: string; token: string };
beforeAll(async () => {
  t = await startTestApp({ storeTimeZone: 'America/Los_Angeles' });
  rep = await newStaff(t, 'rep', 'Rita Rep');
  admin = await newStaff(t, 'admin', 'Ada Admin');
});
afterAll(async () => t?.close());

const list = (query: Record<string, unknown>, token = rep.token) => t.get('/admin/service/list', { token, query });
const caseNos = (answer: { body: Body }) => answer.body.rows.map((r: { caseNo: number }) => r.caseNo);
const act = (name: string, body: Record<string, unknown>, token = rep.token) =>
  t.post(`/admin/service/${name}`, { token, body });
const newCase = async (token: string, message: string, kind?: string) =>
  (await contactUs(t, token, { message, ...(kind && { kind }) })).body.caseNo as number;

describe('the case list', () => {
  let buyer: { id: number; email: string; token: string };
  let a: number;
  let b: number;
  let c: number;
  beforeAll(async () => {
    buyer = await t.newCustomer();
    const other = await t.newCustomer();
    a = await newCase(buyer.token, 'First question about pallets.');
    b = await newCase(buyer.token, 'Please quote 100 rice cookers.', 'quote');
    c = await newCase(other.token, 'A question from someone else.');
    // c was made on another day (the store's), and assigned to the rep.
    await t.db
      .updateTable('service_cases')
      .set({ created_at: new Date('2025-01-15T20:00:00Z'), assignee_id: rep.id, status: 'open' })
      .where('id', '=', c)
      .execute();
  });

  it('lists a customer’s cases newest first, with the row’s fields', async () => {
    const answer = await list({ customer: String(buyer.id) });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(2);
    expect(caseNos(answer)).toEqual([b, a]);
    expect(answer.body.rows[0]).toEqual({
      caseNo: b,
      kind: 'quote',
      status: 'new',
      createdAt: expect.any(String),
      lastActivityAt: expect.any(String),
      customer: { id: buyer.id, company: 'Test Co', email: buyer.email },
      name: 'Dana Reyes',
      preview: 'Please quote 100 rice cookers.',
      assignee: null,
      messageCount: 1,
    });
  });

  it('filters by status, kind, assignee (mine, unassigned, a member), days and case number', async () => {
    const mine = (ids: number[]) => ids.filter((id) => [a, b, c].includes(id));
    expect(mine(caseNos(await list({ status: 'new', pageSize: 100 })))).toEqual([b, a]);
    expect(mine(caseNos(await list({ status: 'open', pageSize: 100 })))).toEqual([c]);
    expect(mine(caseNos(await list({ kind: 'quote', pageSize: 100 })))).toEqual([b]);
    expect(mine(caseNos(await list({ assignee: 'mine', pageSize: 100 })))).toEqual([c]);
    expect(caseNos(await list({ assignee: 'mine' }, admin.token))).not.toContain(c);
    expect(mine(caseNos(await list({ assignee: String(rep.id), pageSize: 100 }, admin.token)))).toEqual([c]);
    expect(mine(caseNos(await list({ assignee: 'unassigned', pageSize: 100 })))).toEqual([b, a]);
    // 2025-01-15 20:00 UTC is the 15th in Los Angeles.
    expect(caseNos(await list({ from: '2025-01-15', to: '2025-01-15' }))).toEqual([c]);
    expect(caseNos(await list({ from: '2025-01-16', to: '2025-01-16' }))).toEqual([]);
    expect(caseNos(await list({ caseNo: a }))).toEqual([a]);
    expect(mine(caseNos(await list({ sort: 'caseNo', direction: 'asc', pageSize: 100 })))).toEqual([a, b, c]);
    expect(mine(caseNos(await list({ sort: 'status', direction: 'asc', pageSize: 100 })))).toEqual([b, a, c]);
    const paged = await list({ customer: String(buyer.id), pageSize: 25, page: 2 });
    expect([paged.body.total, paged.body.rows]).toEqual([2, []]);
  });

  it('refuses bad filters, naming each field', async () => {
    const bad = await list({ status: 'pending', assignee: 'everyone', from: '2025-13-01', pageSize: 30 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      status: ['Status must be one of: new, open, answered, closed'],
      assignee: ["Assignee must be mine, unassigned or a staff member's id"],
      from: ['From must be a date (YYYY-MM-DD)'],
      pageSize: ['pageSize must be 25, 50 or 100'],
    });
  });
});

describe("a case's page and its changes", () => {
  let buyer: { id: number; email: string; token: string };
  let caseNo: number;
  beforeAll(async () => {
    buyer = await t.newCustomer();
    const sent = await contactUs(t, buyer.token, { message: 'Can I get samples?', email: 'buyer.desk@example.com' }, [
      { name: 'samples.pdf', data: PDF, type: 'application/pdf' },
      { name: 'photo.gif', data: GIF, type: 'image/gif' },
    ]);
    caseNo = sent.body.caseNo;
  });

  it('shows the buyer, the thread with files (names, types, sizes) and the version', async () => {
    const detail = await t.get('/admin/service/detail', { token: rep.token, query: { caseNo } });
    expect(detail.status).toBe(200);
    expect(detail.body.case).toEqual({
      caseNo,
      kind: 'question',
      status: 'new',
      version: 1,
      createdAt: expect.any(String),
      lastActivityAt: expect.any(String),
      name: 'Dana Reyes',
      email: 'buyer.desk@example.com',
      customer: {
        id: buyer.id,
        company: 'Test Co',
        email: buyer.email,
        name: expect.stringMatching(/^Test Buyer\d+$/),
        tel: '555-0100',
        priceLevel: 1,
      },
      assignee: null,
      messages: [
        {
          id: expect.any(Number),
          kind: 'buyer',
          at: expect.any(String),
          body: 'Can I get samples?',
          staff: null,
          attachments: [
            { id: expect.any(Number), name: 'samples.pdf', type: 'application/pdf', size: PDF.length },
            { id: expect.any(Number), name: 'photo.gif', type: 'image/gif', size: GIF.length },
          ],
          mailedAt: null,
        },
      ],
      quoteLines: [],
      quoteTotal: 0,
      nextStatuses: ['open', 'closed'],
    });
    const missing = await t.get('/admin/service/detail', { token: rep.token, query: { caseNo: 99_999_999 } });
    expect([missing.status, missing.body.code]).toEqual([404, 'CASE_NOT_FOUND']);
    const bad = await t.get('/admin/service/detail', { token: rep.token, query: { caseNo: 'abc' } });
    expect([bad.status, bad.body.fields]).toEqual([400, { caseNo: ['Must be a number'] }]);
  });

  it('downloads a buyer’s file for staff with its name and checked type; an unknown one is 404', async () => {
    const files = (await staffCase(t, admin.token, caseNo)).messages[0].attachments;
    const gif = await download(t, '/admin/service/attachment', admin.token, { id: files[1].id });
    expect(gif.status).toBe(200);
    expect(gif.buffer).toEqual(GIF);
    expect(gif.headers.get('content-type')).toBe('image/gif');
    expect(gif.headers.get('content-disposition')).toBe(`attachment; filename="photo.gif"; filename*=UTF-8''photo.gif`);
    expect(gif.headers.get('x-content-type-options')).toBe('nosniff');
    expect(gif.headers.get('content-security-policy')).toContain('sandbox');
    expect((await download(t, '/admin/service/attachment', rep.token, { id: files[0].id })).buffer).toEqual(PDF);
    const unknown = await download(t, '/admin/service/attachment', rep.token, { id: 99_999_999 });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'FILE_NOT_FOUND']);
    const catalog = await newStaff(t, 'catalog');
    expect((await download(t, '/admin/service/attachment', catalog.token, { id: files[0].id })).status).toBe(403);
    // The buyer's token is no staff token.
    expect((await download(t, '/admin/service/attachment', buyer.token, { id: files[0].id })).status).toBe(401);
  });

  it('lists the members a case can be assigned to: active admins and reps', async () => {
    const gone = await newStaff(t, 'rep', 'Gone Rep');
    await t.db.updateTable('staff').set({ active: false }).where('id', '=', gone.id).execute();
    const answer = await t.get('/admin/service/assignee-list', { token: rep.token });
    const ids = answer.body.staff.map((s: Body) => s.id);
    expect(ids).toEqual(expect.arrayContaining([rep.id, admin.id]));
    expect(ids).not.toContain(gone.id);
    expect(answer.body.staff.every((s: Body) => s.role === 'admin' || s.role === 'rep')).toBe(true);
    expect(answer.body.staff.find((s: Body) => s.id === rep.id)).toEqual({
      id: rep.id,
      name: 'Rita Rep',
      email: rep.email,
      role: 'rep',
    });
  });

  it('assigns (New becomes Open), refuses a member of another role, and takes the assignee away', async () => {
    const catalog = await newStaff(t, 'catalog');
    let detail = await staffCase(t, rep.token, caseNo);
    const refused = await act('assign', { caseNo, version: detail.version, staffId: catalog.id });
    expect([refused.status, refused.body.fields]).toEqual([
      400,
      { staffId: ['Cases can be assigned only to an active member of the service desk'] },
    ]);
    const assigned = await act('assign', { caseNo, version: detail.version, staffId: rep.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.case).toMatchObject({
      status: 'open',
      version: detail.version + 1,
      assignee: { id: rep.id, name: 'Rita Rep', email: rep.email },
    });
    detail = assigned.body.case;
    // The same again changes nothing (no version, no audit row).
    const same = await act('assign', { caseNo, version: detail.version, staffId: rep.id });
    expect(same.body.case.version).toBe(detail.version);
    const cleared = await act('assign', { caseNo, version: detail.version, staffId: null }, admin.token);
    expect(cleared.body.case).toMatchObject({ status: 'open', assignee: null });
    const missing = await act('assign', { caseNo, version: cleared.body.case.version });
    expect([missing.status, missing.body.fields]).toEqual([
      400,
      { staffId: ['staffId is required (null for nobody)'] },
    ]);

    const rows = await auditOf(t, 'case', caseNo);
    expect(rows.map((r) => [r.action, r.actor, r.before, r.after])).toEqual([
      ['service.assign', rep.email, { assignee: null, status: 'new' }, { assignee: rep.email, status: 'open' }],
      ['service.assign', admin.email, { assignee: rep.email }, { assignee: null }],
    ]);
  });

  it('adds internal notes, audited with their text; the buyer never sees them', async () => {
    const detail = await staffCase(t, rep.token, caseNo);
    const noted = await act('add-note', { caseNo, version: detail.version, note: '  Sample budget is $50.  ' });
    expect(noted.status).toBe(200);
    const note = noted.body.case.messages.at(-1);
    expect(note).toMatchObject({
      kind: 'note',
      body: 'Sample budget is $50.',
      staff: { id: rep.id, name: 'Rita Rep', email: rep.email },
      attachments: [],
      mailedAt: null,
    });
    const audit = (await auditOf(t, 'case', caseNo)).at(-1)!;
    expect([audit.action, audit.after]).toEqual([
      'service.note',
      { note: { id: note.id, text: 'Sample budget is $50.' } },
    ]);
    const buyerView = await t.get('/service/get-detail', { token: buyer.token, query: { caseNo } });
    expect(JSON.stringify(buyerView.body)).not.toContain('Sample budget');
    const blank = await act('add-note', { caseNo, version: noted.body.case.version, note: ' ' });
    expect([blank.status, blank.body.fields]).toEqual([400, { note: ['Please enter a note.'] }]);
  });

  it('replies: stored, mailed to the case’s email with the case number in the subject, and the case is Answered', async () => {
    const detail = await staffCase(t, admin.token, caseNo);
    await t.settled();
    const before = t.outbox().length;
    const replied = await act(
      'reply',
      { caseNo, version: detail.version, message: 'Samples ship on Monday.' },
      admin.token,
    );
    expect(replied.status).toBe(200);
    expect(replied.body.case.status).toBe('answered');
    const reply = replied.body.case.messages.at(-1);
    expect(reply).toMatchObject({ kind: 'reply', body: 'Samples ship on Monday.', staff: { id: admin.id } });

    const mails = await mailsSince(t, before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(headerOf(mail, 'Subject')).toBe(`Case #${caseNo}: reply to your message`);
    expect(headerOf(mail, 'To')).toBe('buyer.desk@example.com');
    expect(headerOf(mail, 'Reply-To')).toContain(t.config.serviceEmail);
    expect(mail).toContain('Samples ship on Monday.');
    expect(mail).toContain(`/myaccount/messages/${caseNo}`);
    expect(mail).not.toContain('Sample budget');
    // Marked as mailed once it went.
    expect((await staffCase(t, admin.token, caseNo)).messages.at(-1).mailedAt).toEqual(expect.any(String));

    const audit = (await auditOf(t, 'case', caseNo)).at(-1)!;
    expect([audit.action, audit.actor, audit.before, audit.after]).toEqual([
      'service.reply',
      admin.email,
      { status: 'open', reply: null },
      { status: 'answered', reply: { id: reply.id, text: 'Samples ship on Monday.' } },
    ]);
  });

  it('closes and reopens, refusing the status it has; each audited', async () => {
    let detail = await staffCase(t, rep.token, caseNo);
    const closed = await act('set-status', { caseNo, version: detail.version, status: 'closed' });
    expect(closed.body.case).toMatchObject({ status: 'closed', nextStatuses: ['open'] });
    detail = closed.body.case;
    const again = await act('set-status', { caseNo, version: detail.version, status: 'closed' });
    expect([again.status, again.body]).toEqual([
      422,
      { is_success: false, code: 'INVALID_TRANSITION', message: 'This case is already Closed.' },
    ]);
    const bad = await act('set-status', { caseNo, version: detail.version, status: 'answered' });
    expect([bad.status, bad.body.fields]).toEqual([400, { status: ['Status must be one of: open, closed'] }]);
    const reopened = await act('set-status', { caseNo, version: detail.version, status: 'open' });
    expect(reopened.body.case).toMatchObject({ status: 'open', nextStatuses: ['closed'] });
    const rows = (await auditOf(t, 'case', caseNo)).slice(-2);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['service.status', { status: 'answered' }, { status: 'closed' }],
      ['service.status', { status: 'closed' }, { status: 'open' }],
    ]);
  });

  it('refuses a change made from an older version (409) and writes nothing, the buyer’s message too counting', async () => {
    const detail = await staffCase(t, rep.token, caseNo);
    const added = await t.post('/service/add', { token: buyer.token, body: { caseNo, message: 'Any news?' } });
    expect(added.status).toBe(200);
    const auditRows = (await auditOf(t, 'case', caseNo)).length;
    const stale = await act('reply', { caseNo, version: detail.version, message: 'Late reply' });
    expect([stale.status, stale.body]).toEqual([
      409,
      { is_success: false, code: 'CASE_CHANGED', message: CASE_CHANGED_MESSAGE },
    ]);
    const now = await staffCase(t, rep.token, caseNo);
    expect(now.messages.map((m: Body) => m.body)).not.toContain('Late reply');
    expect((await auditOf(t, 'case', caseNo)).length).toBe(auditRows);
    const missing = await act('add-note', { caseNo: 99_999_999, version: 1, note: 'Nowhere' });
    expect(missing.status).toBe(404);
  });
});

describe('a reply to a quote request', () => {
  it('names the quote request in its subject, and goes to the account’s email for a cart quote', async () => {
    const buyer = await t.newCustomer();
    const [sku] = await stockedSkus(t, buyer.token);
    expect((await t.post('/cart/add', { token: buyer.token, body: { idStyle: sku, totQty: 1 } })).status).toBe(200);
    const caseNo = (await t.post('/cart/request-quote', { token: buyer.token, body: {} })).body.caseNo as number;
    const detail = await staffCase(t, rep.token, caseNo);
    expect(detail).toMatchObject({
      kind: 'quote',
      email: buyer.email,
      quoteLines: [expect.objectContaining({ sku, qty: 1 })],
    });
    // Customer service's notice of the request has gone first.
    await t.settled();
    const before = t.outbox().length;
    await act('reply', { caseNo, version: detail.version, message: 'We can do 10 % off.' });
    const [mail] = await mailsSince(t, before);
    expect(headerOf(mail!, 'Subject')).toBe(`Case #${caseNo}: reply to your quote request`);
    expect(headerOf(mail!, 'To')).toBe(buyer.email);
  });
});
