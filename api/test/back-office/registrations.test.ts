import type { Mailer } from '../../src/lib/mailer';
import { registration, startTestApp, type TestApp } from '../helpers';
import { auditOf, newStaff } from './staff-helpers';

/** The registrations queue of the back office (docs/product.md §13.2). */
let t: TestApp;
let rep: { id: number; email: string; token: string };
beforeAll(async () => {
  t = await startTestApp();
  rep = await newStaff(t, 'rep');
});
afterAll(async () => t?.close());

/** Mails as read: quoted-printable's soft line breaks joined again. */
const mailsSince = (count: number) =>
  t
    .outbox()
    .slice(count)
    .map((mail) => mail.replace(/=\r?\n/g, ''));
const mailTo = (mails: string[], to: string) => mails.filter((mail) => new RegExp(`^To: ${to}`, 'm').test(mail));

async function register(email: string, changes: Record<string, string> = {}) {
  const answer = await t.post('/customer/register', { body: { customerInfo: { ...registration(email), ...changes } } });
  expect(answer.status).toBe(200);
  const { id } = await t.db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return id;
}

const signIn = (email: string) => t.post('/customer/login', { body: { userId: email, password: 'Sup3rSecret!' } });
const list = () => t.get('/admin/registrations/list', { token: rep.token });

describe('the registrations queue', () => {
  it('mails customer service a link to each new registration, and never for an email that has an account', async () => {
    await t.settled();
    const before = t.outbox().length;
    const id = await register('queue.mail@shop.test', { companyNm: 'Mail & Co', firstname: 'Mia', lastname: 'Lee' });
    await t.settled();
    const mails = mailTo(mailsSince(before), t.config.serviceEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: New registration: Mail & Co');
    expect(mails[0]).toContain(`${t.config.publicUrl}/admin/registrations/${id}`);
    expect(mails[0]).toContain('Company: Mail & Co');
    expect(mails[0]).toContain('Name: Mia Lee');

    const again = t.outbox().length;
    await register('queue.mail@shop.test');
    await t.settled();
    expect(mailTo(mailsSince(again), t.config.serviceEmail)).toEqual([]);
  });

  it('lists pending registrations oldest first with every field the applicant gave, and opens one by id', async () => {
    const first = await register('queue.first@shop.test');
    const second = await register('queue.second@shop.test', { spNo: 'SP-2', remark: 'Two\nlines' });
    const answer = await list();
    expect(answer.status).toBe(200);
    const ids = answer.body.registrations.map((r: { id: number }) => r.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const row = answer.body.registrations.find((r: { id: number }) => r.id === first);
    expect(row).toEqual({
      id: first,
      company: 'Kim Market',
      firstName: 'Ana',
      lastName: 'Kim',
      email: 'queue.first@shop.test',
      tel: '213-555-0101',
      cellPhone: '213-555-0102',
      fax: '213-555-0103',
      addr: '10 Spring St',
      city: 'Los Angeles',
      state: 'CA',
      zipcode: '90012',
      country: 'United States',
      ein: '12-3456789',
      businessType: 'Grocery',
      licenseNo: 'L-1',
      sellerPermitNo: 'SP-99',
      remark: 'Hello',
      status: 'pending',
      priceLevel: 1,
      taxExempt: true,
      registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      decidedAt: null,
      rejectReason: '',
    });
    expect(Date.now() - Date.parse(row.registeredAt)).toBeLessThan(60_000);

    const detail = await t.get('/admin/registrations/detail', { token: rep.token, query: { id: second } });
    expect(detail.body.registration).toMatchObject({ id: second, sellerPermitNo: 'SP-2', remark: 'Two\nlines' });
    expect((await t.get('/admin/registrations/detail', { token: rep.token, query: { id: 999_999 } })).status).toBe(404);
    const bad = await t.get('/admin/registrations/detail', { token: rep.token, query: { id: 'x' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['id']);
  });
});

describe('approving and rejecting', () => {
  it('approves at the price level given, tax-exempt by the seller’s permit unless told, mails and audits', async () => {
    const id = await register('approve.me@shop.test');
    await t.settled();
    const before = t.outbox().length;
    const approved = await t.post('/admin/registrations/approve', { token: rep.token, body: { id, priceLevel: 3 } });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      is_success: true,
      mailSent: true,
      registration: { id, status: 'approved', priceLevel: 3, taxExempt: true },
    });
    expect(approved.body.registration.decidedAt).not.toBeNull();
    const mails = mailTo(mailsSince(before), 'approve.me@shop.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Your account is approved');
    expect((await list()).body.registrations.map((r: { id: number }) => r.id)).not.toContain(id);
    const session = await signIn('approve.me@shop.test');
    expect(session.status).toBe(200);
    expect(session.body.user.priceLev).toBe(3);

    expect(await auditOf(t, 'customer', id)).toMatchObject([
      {
        action: 'registration.approve',
        actor: rep.email,
        staff_id: rep.id,
        before: { status: 'pending', priceLevel: 1 },
        after: { status: 'approved', priceLevel: 3 },
      },
    ]);

    // Told not to exempt: the permit on file does not decide.
    const other = await register('approve.taxed@shop.test');
    const taxed = await t.post('/admin/registrations/approve', {
      token: rep.token,
      body: { id: other, priceLevel: 1, taxExempt: false },
    });
    expect(taxed.body.registration).toMatchObject({ priceLevel: 1, taxExempt: false });
    expect((await auditOf(t, 'customer', other)).map((r) => [r.before, r.after])).toEqual([
      [
        { status: 'pending', taxExempt: true },
        { status: 'approved', taxExempt: false },
      ],
    ]);
  });

  it('rejects with a reason the applicant’s email carries, and the account cannot sign in', async () => {
    const id = await register('reject.me@shop.test');
    await t.settled();
    const before = t.outbox().length;
    const reason = 'We could not verify the permit.\nPlease send a copy.';
    const rejected = await t.post('/admin/registrations/reject', { token: rep.token, body: { id, reason } });
    expect(rejected.status).toBe(200);
    expect(rejected.body.registration).toMatchObject({ id, status: 'rejected', rejectReason: reason });
    const mails = mailTo(mailsSince(before), 'reject.me@shop.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: About your account request');
    expect(mails[0]).toContain('We could not verify the permit.');
    expect(mails[0]).toContain('Please send a copy.');
    expect(mails[0]).toContain(`Please contact customer service at ${t.config.serviceEmail}`);
    expect((await signIn('reject.me@shop.test')).body.code).toBe('ACCOUNT_REJECTED');
    expect(await auditOf(t, 'customer', id)).toMatchObject([
      {
        action: 'registration.reject',
        actor: rep.email,
        before: { status: 'pending', rejectReason: '' },
        after: { status: 'rejected', rejectReason: reason },
      },
    ]);
  });

  it('refuses to decide a registration no longer pending (409), writing and mailing nothing', async () => {
    const id = await register('decided.once@shop.test');
    await t.post('/admin/registrations/approve', { token: rep.token, body: { id, priceLevel: 2 } });
    await t.settled();
    const before = t.outbox().length;
    const again = await t.post('/admin/registrations/reject', { token: rep.token, body: { id, reason: 'Too late' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'REGISTRATION_DECIDED',
      message: 'This registration is no longer pending: it was approved already.',
    });
    const twice = await t.post('/admin/registrations/approve', { token: rep.token, body: { id, priceLevel: 4 } });
    expect(twice.status).toBe(409);
    expect(t.outbox().length).toBe(before);
    expect((await auditOf(t, 'customer', id)).map((r) => r.action)).toEqual(['registration.approve']);
    const row = await t.db
      .selectFrom('customers')
      .select(['status', 'price_lev'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toEqual({ status: 'approved', price_lev: 2 });

    // Two reps at once: one decides, the other is told.
    const raced = await register('decided.race@shop.test');
    const answers = await Promise.all([
      t.post('/admin/registrations/approve', { token: rep.token, body: { id: raced, priceLevel: 2 } }),
      t.post('/admin/registrations/reject', { token: rep.token, body: { id: raced, reason: 'No' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await auditOf(t, 'customer', raced)).toHaveLength(1);
    expect(
      (await t.post('/admin/registrations/approve', { token: rep.token, body: { id: 999_999, priceLevel: 1 } })).status,
    ).toBe(404);
  });

  it('refuses bad input naming each field, and changes nothing', async () => {
    const id = await register('bad.input@shop.test');
    const noLevel = await t.post('/admin/registrations/approve', { token: rep.token, body: { id } });
    expect(noLevel.status).toBe(400);
    expect(noLevel.body.fields).toEqual({ priceLevel: ['Price level is required'] });
    const badLevel = await t.post('/admin/registrations/approve', {
      token: rep.token,
      body: { id, priceLevel: 5, taxExempt: 'maybe' },
    });
    expect(badLevel.body.fields).toEqual({
      priceLevel: ['Price level must be 1, 2, 3 or 4'],
      taxExempt: ['Must be true or false'],
    });
    const noReason = await t.post('/admin/registrations/reject', { token: rep.token, body: { id, reason: '  ' } });
    expect(noReason.body.fields).toEqual({ reason: ['Reason is required'] });
    const long = await t.post('/admin/registrations/reject', {
      token: rep.token,
      body: { id, reason: 'x'.repeat(501) },
    });
    expect(long.body.fields).toEqual({ reason: ['Reason is too long'] });
    const row = await t.db.selectFrom('customers').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(await auditOf(t, 'customer', id)).toEqual([]);
  });
});

describe('a decision whose email fails', () => {
  it('stands, and says the applicant was not mailed', async () => {
    const failing: Mailer = {
      send: async (message) => {
        if (message.subject === 'Your account is approved') throw new Error('SMTP is down');
      },
    };
    const down = await startTestApp({}, { mailer: failing });
    try {
      const member = await newStaff(down, 'admin');
      await down.post('/customer/register', { body: { customerInfo: registration('mail.down@shop.test') } });
      const { id } = await down.db
        .selectFrom('customers')
        .select('id')
        .where('email', '=', 'mail.down@shop.test')
        .executeTakeFirstOrThrow();
      const approved = await down.post('/admin/registrations/approve', {
        token: member.token,
        body: { id, priceLevel: 2 },
      });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ mailSent: false, registration: { status: 'approved', priceLevel: 2 } });
      expect((await auditOf(down, 'customer', id)).map((r) => r.action)).toEqual(['registration.approve']);
    } finally {
      await down.close();
    }
  });
});
