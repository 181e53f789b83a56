import { placeOrderBody, startTestApp, stockedSkus, type TestApp } from '../helpers';
import { auditOf, newStaff } from './staff-helpers';

/** The customers of the back office: list, page and actions (docs/product.md §13.2). */
let t: TestApp;
let rep: { id: number; email: string; token: string };
let skus: string[];
beforeAll(async () => {
  // Callers kept a minute: what the buyer sees next is this process forgetting it, not the cache expiring.
  t = await startTestApp({ callerCacheMs: 60_000 });
  rep = await newStaff(t, 'rep');
  skus = await stockedSkus(t, await t.login());
});
afterAll(async () => t?.close());

type Buyer = { id: number; email: string; token: string };

/** A new approved buyer with some of its record set as a test needs. */
async function buyer(changes: { company?: string; tel?: string; priceLev?: number; status?: 'inactive' } = {}) {
  const c = await t.newCustomer({ priceLev: changes.priceLev });
  await t.db
    .updateTable('customers')
    .set({
      company_nm: changes.company ?? 'Test Co',
      ...(changes.tel ? { tel: changes.tel } : {}),
      ...(changes.status ? { status: changes.status } : {}),
    })
    .where('id', '=', c.id)
    .execute();
  return c;
}

const customers = (query: Record<string, unknown>) => t.get('/admin/customers/list', { token: rep.token, query });
const ids = (answer: { body: { rows: { id: number }[] } }) => answer.body.rows.map((r) => r.id);
const action = (name: string, body: Record<string, unknown>) =>
  t.post(`/admin/customers/${name}`, { token: rep.token, body });
const profileStatus = async (c: Buyer) => (await t.get('/customer/profile', { token: c.token })).status;

async function placeOrder(c: Buyer, po: string, sku = skus[0]!) {
  await t.post('/cart/add', { token: c.token, body: { idStyle: sku, totQty: 1 } });
  return t.post('/payment/place-order', { token: c.token, body: placeOrderBody(po, `key-${po}`) });
}

describe('the customers list', () => {
  let alpha: Buyer, beta: Buyer, gamma: Buyer;
  beforeAll(async () => {
    alpha = await buyer({ company: 'Listed Alpha Foods', tel: '(415) 987-6543', priceLev: 3 });
    beta = await buyer({ company: 'listed beta supply', priceLev: 1 });
    gamma = await buyer({ company: 'Listed Gamma Goods', priceLev: 2, status: 'inactive' });
  });

  it('searches by company, name, email or phone (its digits too)', async () => {
    expect(ids(await customers({ q: 'LISTED', sort: 'company', direction: 'asc' }))).toEqual([
      alpha.id,
      beta.id,
      gamma.id,
    ]);
    expect(ids(await customers({ q: 'alpha foods' }))).toEqual([alpha.id]);
    expect(ids(await customers({ q: beta.email.toUpperCase() }))).toEqual([beta.id]);
    expect(ids(await customers({ q: '4159876543' }))).toEqual([alpha.id]);
    expect(ids(await customers({ q: '987-6543' }))).toEqual([alpha.id]);
    const lastName = (await t.db
      .selectFrom('customers')
      .select(['firstname', 'lastname'])
      .where('id', '=', gamma.id)
      .executeTakeFirstOrThrow())!;
    expect(ids(await customers({ q: `${lastName.firstname} ${lastName.lastname}` }))).toEqual([gamma.id]);
    // LIKE's own signs are searched as text.
    expect((await customers({ q: '%' })).body.total).toBe(0);
  });

  it('filters by status and price level, sorts, pages, and answers the rows the page shows', async () => {
    const listed = { q: 'listed' };
    expect(ids(await customers({ ...listed, status: 'inactive' }))).toEqual([gamma.id]);
    expect(ids(await customers({ ...listed, status: 'approved', priceLevel: 3 }))).toEqual([alpha.id]);
    // A blank filter (a page's "any") is no filter.
    expect((await customers({ ...listed, status: '', priceLevel: '' })).body.total).toBe(3);
    expect(ids(await customers({ ...listed, sort: 'priceLevel', direction: 'asc' }))).toEqual([
      beta.id,
      gamma.id,
      alpha.id,
    ]);
    expect(ids(await customers({ ...listed, sort: 'company', direction: 'desc' }))).toEqual([
      gamma.id,
      beta.id,
      alpha.id,
    ]);
    // Newest first by default.
    expect(ids(await customers(listed))).toEqual([gamma.id, beta.id, alpha.id]);
    const secondPage = await customers({ ...listed, page: 2, pageSize: 25 });
    expect(secondPage.body).toEqual({ is_success: true, rows: [], total: 3 });

    await action('set-terms', { id: alpha.id, creditLimit: 1500, taxExempt: true });
    const row = (await customers({ q: 'alpha foods' })).body.rows[0];
    expect(row).toEqual({
      id: alpha.id,
      company: 'Listed Alpha Foods',
      name: expect.stringMatching(/^Test Buyer\d+$/),
      email: alpha.email,
      tel: '(415) 987-6543',
      status: 'approved',
      priceLevel: 3,
      taxExempt: true,
      creditLimit: 1500,
      createdAt: expect.stringMatching(/Z$/),
    });

    const bad = await customers({ status: 'gone', priceLevel: 9, sort: 'name', pageSize: 10 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['pageSize', 'priceLevel', 'sort', 'status']);
  });
});

describe("a customer's page", () => {
  it('shows the profile, terms, addresses, cards (brand and last four only) and orders newest first', async () => {
    const c = await buyer({ company: 'Paged Co' });
    await t.db
      .insertInto('addresses')
      .values({
        customer_id: c.id,
        address_type: 'ship',
        is_default: true,
        first_nm: 'Al',
        last_nm: 'Bo',
        company_nm: 'Paged Co',
        addr: '5 Elm St',
        addr2: 'Unit 2',
        city: 'Reno',
        states: 'NV',
        zipcode: '89501',
        country: 'United States',
        tel: '775-555-0100',
      })
      .execute();
    await t.db
      .insertInto('payment_cards')
      .values({
        customer_id: c.id,
        brand: 'Visa',
        last4: '4242',
        holder: 'Card Holder Name',
        exp_month: 7,
        exp_year: 2031,
      })
      .execute();
    const first = await placeOrder(c, 'PAGE-1');
    const second = await placeOrder(c, 'PAGE-2');
    expect([first.status, second.status]).toEqual([200, 200]);

    const page = await t.get('/admin/customers/detail', { token: rep.token, query: { id: c.id } });
    expect(page.status).toBe(200);
    expect(page.body.customer).toMatchObject({
      id: c.id,
      company: 'Paged Co',
      email: c.email,
      city: 'Austin',
      state: 'TX',
      status: 'approved',
      priceLevel: 1,
      taxExempt: false,
      creditLimit: null,
      unpaidOnTerms: first.body.grandAmount + second.body.grandAmount,
      rejectReason: '',
    });
    expect(page.body.addresses).toEqual([
      {
        id: expect.any(Number),
        type: 'ship',
        isDefault: true,
        firstName: 'Al',
        lastName: 'Bo',
        company: 'Paged Co',
        addr: '5 Elm St',
        addr2: 'Unit 2',
        city: 'Reno',
        state: 'NV',
        zipcode: '89501',
        country: 'United States',
        tel: '775-555-0100',
      },
    ]);
    expect(page.body.cards).toEqual([{ brand: 'Visa', last4: '4242' }]);
    expect(JSON.stringify(page.body)).not.toMatch(/Card Holder Name|2031/);
    expect(page.body.orders).toEqual([
      {
        idSO: second.body.idSO,
        orderedAt: expect.stringMatching(/Z$/),
        custPO: 'PAGE-2',
        status: 'OPEN',
        paidStatus: 0,
        total: second.body.grandAmount,
      },
      expect.objectContaining({ idSO: first.body.idSO, custPO: 'PAGE-1' }),
    ]);
    expect(page.body.orderCount).toBe(2);
    expect((await t.get('/admin/customers/detail', { token: rep.token, query: { id: 999_999 } })).status).toBe(404);
  });
});

describe('changing a customer', () => {
  it('sets the price level, and the buyer’s next product read is priced at the new level', async () => {
    const c = await buyer({ priceLev: 1 });
    const sku = skus[1]!;
    for (const [level, cents] of [
      [1, 1111],
      [4, 4444],
    ] as const)
      await t.db
        .updateTable('product_prices')
        .set({ price_cents: cents, sale_cents: 0 })
        .where('id_style', '=', sku)
        .where('price_lev', '=', level)
        .execute();
    const price = async () =>
      (await t.get('/product/get-detail', { token: c.token, query: { idStyle: sku } })).body.product.price;
    expect(await price()).toBe(11.11);
    const changed = await action('set-terms', { id: c.id, priceLevel: 4 });
    expect(changed.status).toBe(200);
    expect(changed.body.customer).toMatchObject({ id: c.id, priceLevel: 4 });
    expect(await price()).toBe(44.44);
    expect((await t.get('/customer/profile', { token: c.token })).body.data.priceLev).toBe(4);
  });

  it('sets tax exemption and the credit limit, audits what changed, and keeps what is left out', async () => {
    const c = await buyer();
    const set = await action('set-terms', { id: c.id, taxExempt: true, creditLimit: '2500.5' });
    expect(set.body.customer).toMatchObject({ priceLevel: 1, taxExempt: true, creditLimit: 2500.5 });
    const none = await action('set-terms', { id: c.id, creditLimit: null });
    expect(none.body.customer).toMatchObject({ taxExempt: true, creditLimit: null });
    // Nothing changed: nothing audited.
    await action('set-terms', { id: c.id, taxExempt: true });
    expect((await auditOf(t, 'customer', c.id)).map((r) => [r.action, r.actor, r.before, r.after])).toEqual([
      ['customer.terms', rep.email, { taxExempt: false, creditLimit: null }, { taxExempt: true, creditLimit: 2500.5 }],
      ['customer.terms', rep.email, { creditLimit: 2500.5 }, { creditLimit: null }],
    ]);
    const row = await t.db
      .selectFrom('customers')
      .select(['credit_limit_cents', 'tax_exempt'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ credit_limit_cents: null, tax_exempt: true });

    const bad = await action('set-terms', { id: c.id, priceLevel: 0, creditLimit: 10.005, taxExempt: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      priceLevel: ['Price level must be 1, 2, 3 or 4'],
      creditLimit: ['Credit limit has at most 2 decimals'],
      taxExempt: ['Must be true or false'],
    });
    const negative = await action('set-terms', { id: c.id, creditLimit: -1 });
    expect(negative.body.fields).toEqual({ creditLimit: ['Credit limit cannot be negative'] });
    expect(await auditOf(t, 'customer', c.id)).toHaveLength(2);
    expect((await action('set-terms', { id: 999_999, priceLevel: 2 })).status).toBe(404);
  });

  it('deactivates: the live session ends at once, sign-in is refused, and reactivating lets the buyer in', async () => {
    const c = await buyer();
    expect(await profileStatus(c)).toBe(200);
    const off = await action('deactivate', { id: c.id });
    expect(off.status).toBe(200);
    expect(off.body.customer.status).toBe('inactive');
    expect(await profileStatus(c)).toBe(401);
    const signIn = () => t.post('/customer/login', { body: { userId: c.email, password: 'Password123' } });
    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      message: 'Your account is inactive. Please contact customer service.',
    });
    const twice = await action('deactivate', { id: c.id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This account is inactive: only an approved account can be deactivated.');

    const on = await action('reactivate', { id: c.id });
    expect(on.body.customer.status).toBe('approved');
    // The session deactivation ended stays ended; a new sign-in works.
    expect(await profileStatus(c)).toBe(401);
    const back = await signIn();
    expect(back.status).toBe(200);
    expect(await profileStatus({ ...c, token: back.body.user.token })).toBe(200);
    expect((await action('reactivate', { id: c.id })).status).toBe(409);
    expect((await auditOf(t, 'customer', c.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      ['customer.deactivate', { status: 'approved' }, { status: 'inactive' }],
      ['customer.reactivate', { status: 'inactive' }, { status: 'approved' }],
    ]);
  });

  it('emails the buyer a reset link that works, as its own forgot-password does, and audits it', async () => {
    const c = await buyer();
    await t.settled();
    const before = t.outbox().length;
    const sent = await action('send-password-reset', { id: c.id });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ is_success: true, message: `A password-reset link was emailed to ${c.email}.` });
    const mails = t
      .outbox()
      .slice(before)
      .map((mail) => mail.replace(/=\r?\n/g, ''));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(new RegExp(`^To: ${c.email}`, 'm'));
    expect(mails[0]).toContain('Subject: Reset your password');
    // quoted-printable writes the link's '=' as '=3D'
    const token = /reset-password\?token=(?:3D)?([\w-]+)/.exec(mails[0]!)?.[1];
    expect(token).toBeDefined();
    const reset = await t.post('/customer/reset-password', { body: { token, newPassword: 'ByStaff-123' } });
    expect(reset.status).toBe(200);
    expect((await t.post('/customer/login', { body: { userId: c.email, password: 'ByStaff-123' } })).status).toBe(200);
    const [audit] = await auditOf(t, 'customer', c.id);
    expect(audit).toMatchObject({ action: 'customer.password-reset', actor: rep.email, before: null });
    expect(audit!.after).toEqual({ sentTo: c.email, expiresAt: expect.stringMatching(/Z$/) });
    expect(JSON.stringify(audit)).not.toContain(token);

    await t.db.updateTable('customers').set({ status: 'rejected' }).where('id', '=', c.id).execute();
    expect((await action('send-password-reset', { id: c.id })).status).toBe(409);
    expect((await action('send-password-reset', { id: 999_999 })).status).toBe(404);
  });
});
