import crypto from 'node:crypto';
import { updatePassword } from '../../src/modules/customer/customer.repository';
import { startTestApp, type TestApp } from '../helpers';
import { lastResetToken, tokenFor } from './fixtures';

/** Forged, expired and foreign tokens; reset tokens; sessions ended; accounts that may not buy. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const profileWith = (token: string) => t.get('/customer/profile', { token });

/** The buyer calls (everything that needs a session), with inputs that would pass validation. */
const BUYER_CALLS: [string, string, object][] = [
  ['GET', '/customer/profile', {}],
  [
    'POST',
    '/customer/set',
    { customerInfo: { companyNm: 'X', firstname: 'X', lastname: 'X', email: 'x@example.com' } },
  ],
  ['POST', '/customer/change-password', { cpassword: 'Password123', npassword: 'Password456' }],
  ['GET', '/cart/get', {}],
  ['POST', '/cart/add', { idStyle: 'ANY', totQty: 1 }],
  ['POST', '/cart/set', { idCartDtl: 1, totQty: 1 }],
  ['POST', '/cart/remove', { idCartDtl: 1 }],
  ['POST', '/cart/clear', {}],
  ['GET', '/favorites/get', {}],
  ['POST', '/favorites/add', { idStyle: 'ANY' }],
  ['POST', '/favorites/clear', {}],
  ['POST', '/favorites/create-cart', {}],
  ['GET', '/payment/get-address', {}],
  ['GET', '/payment/get-payment-method', {}],
  ['GET', '/util/get-order-cost', {}],
  ['GET', '/order/get', {}],
  ['GET', '/order/get-detail', { idSO: 1 }],
  ['POST', '/order/copy-so', { idSO: 1 }],
  ['GET', '/order/check-exist', { customerPO: 'PO-1' }],
];

const callAll = async (token: string) => {
  const statuses: Record<string, number> = {};
  for (const [method, path, input] of BUYER_CALLS) {
    const res =
      method === 'GET'
        ? await t.get(path, { token, query: input as Record<string, unknown> })
        : await t.post(path, { token, body: input });
    statuses[path] = res.status;
  }
  return statuses;
};
const all = (status: number) => Object.fromEntries(BUYER_CALLS.map(([, path]) => [path, status]));

describe('session tokens', () => {
  it("refuses alg 'none', a bad signature, an expired exp and another secret's signature with 401", async () => {
    const c = await t.newCustomer();
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: String(c.id), tv: 0, iat: now, exp: now + 3600 };
    const [header, payload, signature] = c.token.split('.') as [string, string, string];
    const forged = {
      algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      algNoneNoDot: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}`,
      badSignature: `${header}.${payload}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
      otherPayloadSameSignature: `${header}.${b64({ ...claims, sub: '1001' })}.${signature}`,
      expired: await tokenFor(t, c.id, { ttl: 60, now: now - 3600 }),
      otherSecret: await tokenFor(t, c.id, { secret: 'another-secret-another-secret-12' }),
      garbage: 'not-a-token',
      empty: '',
    };
    for (const [name, token] of Object.entries(forged)) {
      const res = await profileWith(token);
      expect({ name, status: res.status, leaked: JSON.stringify(res.body).includes(c.email) }).toEqual({
        name,
        status: 401,
        leaked: false,
      });
    }
    // The genuine token still works, so the refusals above are about the forgery only.
    expect((await profileWith(c.token)).status).toBe(200);
  });
});

describe('catalogue reads (open to visitors) with a token', () => {
  const search = (token?: string) => t.get('/product/get', { token, query: { keyword: 'steel' } });

  it('refuse a token the server no longer takes with 401 SESSION_EXPIRED, so the client ends the session', async () => {
    const c = await t.newCustomer();
    const now = Math.floor(Date.now() / 1000);
    const stale = c.token;
    await t.post('/customer/change-password', {
      token: stale,
      body: { cpassword: 'Password123', npassword: 'Password456' },
    });
    const refused = {
      expired: await tokenFor(t, c.id, { ttl: 60, now: now - 3600 }),
      otherSecret: await tokenFor(t, c.id, { secret: 'another-secret-another-secret-12' }),
      endedByNewPassword: stale,
      garbage: 'not-a-token',
    };
    for (const [name, token] of Object.entries(refused)) {
      const res = await search(token);
      expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status: 401, code: 'SESSION_EXPIRED' });
    }
    const detail = await t.get('/product/get-detail', { token: stale, query: { idStyle: 'ANY' } });
    expect(detail.status).toBe(401);
    // One rule for every call: one that needs a session says the same of such a token, and without a
    // token (none, or the stored text null) asks for a sign-in.
    expect((await t.get('/customer/profile', { token: stale })).body).toMatchObject({ code: 'SESSION_EXPIRED' });
    for (const token of [undefined, 'null']) {
      expect(await t.get('/customer/profile', { token })).toMatchObject({
        status: 401,
        body: { code: 'UNAUTHORIZED' },
      });
    }
  });

  it('answer a request with no token, or the stored text null, as a visitor: no prices', async () => {
    for (const token of [undefined, 'null']) {
      const res = await search(token);
      expect(res.status).toBe(200);
      expect(res.body.productList.length).toBeGreaterThan(0);
      expect(res.body.productList.every((p: { price: unknown }) => p.price === null)).toBe(true);
    }
  });
});

describe('reset tokens', () => {
  it('refuses a reused, expired or made-up token (422) and leaves the password as it was', async () => {
    const c = await t.newCustomer();
    await t.post('/customer/request-password-reset', { body: { email: c.email } });
    const token = await lastResetToken(t);
    expect((await t.post('/customer/reset-password', { body: { token, newPassword: 'FirstReset1' } })).status).toBe(
      200,
    );
    const reused = await t.post('/customer/reset-password', { body: { token, newPassword: 'SecondReset2' } });
    expect(reused).toMatchObject({ status: 422, body: { code: 'INVALID_RESET_TOKEN' } });

    const foreign = await t.post('/customer/reset-password', {
      body: { token: crypto.randomBytes(32).toString('base64url'), newPassword: 'SecondReset2' },
    });
    expect(foreign).toMatchObject({ status: 422, body: { code: 'INVALID_RESET_TOKEN' } });

    await t.post('/customer/request-password-reset', { body: { email: c.email } });
    const late = await lastResetToken(t);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('customer_id', '=', c.id)
      .execute();
    const expired = await t.post('/customer/reset-password', { body: { token: late, newPassword: 'SecondReset2' } });
    expect(expired).toMatchObject({ status: 422, body: { code: 'INVALID_RESET_TOKEN' } });

    await t.login(c.email, 'FirstReset1');
    await expect(t.login(c.email, 'SecondReset2')).rejects.toThrow('login failed');
  });

  it('a new password, by reset or by change, ends every reset link still unused', async () => {
    const c = await t.newCustomer();
    const reset = (token: string, newPassword: string) =>
      t.post('/customer/reset-password', { body: { token, newPassword } });
    await t.post('/customer/request-password-reset', { body: { email: c.email } });
    const first = await lastResetToken(t);
    await t.post('/customer/request-password-reset', { body: { email: c.email } });
    const second = await lastResetToken(t);
    expect((await reset(second, 'ResetBySecond1')).status).toBe(200);
    expect(await reset(first, 'ResetByFirst1')).toMatchObject({ status: 422, body: { code: 'INVALID_RESET_TOKEN' } });

    await t.post('/customer/request-password-reset', { body: { email: c.email } });
    const beforeChange = await lastResetToken(t);
    const token = await t.login(c.email, 'ResetBySecond1');
    const changed = await t.post('/customer/change-password', {
      token,
      body: { cpassword: 'ResetBySecond1', npassword: 'ChangedByOwner1' },
    });
    expect(changed.status).toBe(200);
    expect(await reset(beforeChange, 'ResetAfterChange1')).toMatchObject({ status: 422 });
    await t.login(c.email, 'ChangedByOwner1');
  });

  it("a reset token only ever resets its own account's password", async () => {
    const a = await t.newCustomer();
    const b = await t.newCustomer();
    await t.post('/customer/request-password-reset', { body: { email: a.email } });
    const token = await lastResetToken(t);
    // The body names nobody: a customer id or email sent along is not read.
    const res = await t.post('/customer/reset-password', {
      body: { token, newPassword: 'TakenOver1', idCustomer: b.id, email: b.email },
    });
    expect(res.status).toBe(200);
    await t.login(a.email, 'TakenOver1');
    await t.login(b.email, 'Password123');
  });
});

describe('ending other sessions', () => {
  it('a password reset ends every older session of the account', async () => {
    const c = await t.newCustomer();
    const otherDevice = await t.login(c.email, 'Password123');
    await t.post('/customer/request-password-reset', { body: { email: c.email } });
    await t.post('/customer/reset-password', { body: { token: await lastResetToken(t), newPassword: 'AfterReset1' } });
    expect((await profileWith(c.token)).status).toBe(401);
    expect((await profileWith(otherDevice)).status).toBe(401);
    expect((await profileWith(await t.login(c.email, 'AfterReset1'))).status).toBe(200);
  });

  it('a password change ends the other sessions and hands the one that changed it a fresh token', async () => {
    const c = await t.newCustomer();
    const otherDevice = await t.login(c.email, 'Password123');
    const changed = await t.post('/customer/change-password', {
      token: c.token,
      body: { cpassword: 'Password123', npassword: 'Changed123' },
    });
    expect(changed.status).toBe(200);
    expect((await profileWith(otherDevice)).status).toBe(401);
    expect((await profileWith(c.token)).status).toBe(401);
    expect((await profileWith(changed.body.token)).status).toBe(200);
  });
});

describe('password writes at the same time', () => {
  const signsIn = (email: string, password: string) =>
    t.login(email, password).then(
      () => true,
      () => false,
    );
  const change = (token: string, from: string, to: string) =>
    t.post('/customer/change-password', { token, body: { cpassword: from, npassword: to } });
  const reset = (token: string, newPassword: string) =>
    t.post('/customer/reset-password', { body: { token, newPassword } });

  it('a change authorised before a reset writes nothing after it: the reset is not undone', async () => {
    const c = await t.newCustomer();
    const before = await t.db
      .selectFrom('customers')
      .select('token_version')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    await t.post('/customer/request-password-reset', { body: { email: c.email } });
    expect((await reset(await lastResetToken(t), 'OwnerReset1')).status).toBe(200);
    // What the change would write, had it read the password before the reset.
    expect(await updatePassword(t.db, c.id, 'stale-hash', before.token_version)).toBeUndefined();
    expect(await signsIn(c.email, 'OwnerReset1')).toBe(true);
  });

  it('a change and a reset at once: one answers success and holds, the other is refused', async () => {
    // Whichever writes first wins: a reset first ends the session the change was asked with (401), or
    // the change reads the new password and finds its own wrong (422); a change first ends every reset
    // link still unused (422). Never both, and the success answered holds.
    for (let round = 0; round < 3; round += 1) {
      const c = await t.newCustomer();
      await t.post('/customer/request-password-reset', { body: { email: c.email } });
      const link = await lastResetToken(t);
      const [changed, wasReset] = await Promise.all([
        change(c.token, 'Password123', 'Attacker123'),
        reset(link, 'OwnerReset1'),
      ]);
      const outcome = { change: changed.status, reset: wasReset.status };
      expect([
        { change: 401, reset: 200 },
        { change: 422, reset: 200 },
        { change: 200, reset: 422 },
      ]).toContainEqual(outcome);
      const resetWon = outcome.reset === 200;
      expect(await signsIn(c.email, 'OwnerReset1')).toBe(resetWon);
      expect(await signsIn(c.email, 'Attacker123')).toBe(!resetWon);
      if (!resetWon) expect((await profileWith(changed.body.token)).status).toBe(200);
    }
  });

  it('two changes at once: one answers success and holds, the other is refused', async () => {
    const c = await t.newCustomer();
    const answers = await Promise.all([
      change(c.token, 'Password123', 'FirstChange1'),
      change(c.token, 'Password123', 'SecondChange1'),
    ]);
    // The other is refused: its session ended (401), or it read the new password and found its own
    // wrong (422), depending on when it read.
    const statuses = answers.map((a) => a.status).sort();
    expect([
      [200, 401],
      [200, 422],
    ]).toContainEqual(statuses);
    const won = answers.findIndex((a) => a.status === 200);
    expect((await profileWith(answers[won]!.body.token)).status).toBe(200);
    expect(await signsIn(c.email, won === 0 ? 'FirstChange1' : 'SecondChange1')).toBe(true);
  });

  it('two reset links used at once: one answers success and holds, the other is void', async () => {
    const c = await t.newCustomer();
    await t.post('/customer/request-password-reset', { body: { email: c.email } });
    const first = await lastResetToken(t);
    await t.post('/customer/request-password-reset', { body: { email: c.email } });
    const second = await lastResetToken(t);
    const answers = await Promise.all([reset(first, 'FirstLink1'), reset(second, 'SecondLink1')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const won = answers.findIndex((a) => a.status === 200);
    expect(await signsIn(c.email, won === 0 ? 'FirstLink1' : 'SecondLink1')).toBe(true);
  });
});

describe('accounts that may not buy', () => {
  it.each(['pending', 'rejected'] as const)('a %s account cannot sign in or use any buyer call', async (status) => {
    const c = await t.newCustomer();
    const stillValid = c.token;
    await t.db.updateTable('customers').set({ status }).where('id', '=', c.id).execute();
    const login = await t.post('/customer/login', { body: { userId: c.email, password: 'Password123' } });
    expect(login.status).toBe(403);
    expect(login.body.user).toBeUndefined();
    // A token issued while approved, or one forged with the right secret, opens nothing.
    expect(await callAll(stillValid)).toEqual(all(401));
    expect(await callAll(await tokenFor(t, c.id))).toEqual(all(401));
    const rows = await t.db.selectFrom('cart_lines').select('id').where('customer_id', '=', c.id).execute();
    expect(rows).toEqual([]);
  });

  it('no session at all is 401 on every buyer call', async () => {
    expect(await callAll('')).toEqual(all(401));
  });
});

describe('SQL injection', () => {
  it('in sign-in is just a wrong email or password', async () => {
    const attempts = [
      { userId: "' OR '1'='1' --", password: "' OR '1'='1" },
      { userId: "buyer@example.com' OR 1=1; --", password: 'x' },
      { userId: "admin'--", password: "'; drop table customers; --" },
    ];
    const customers = await t.db.selectFrom('customers').select(t.db.fn.countAll<number>().as('n')).executeTakeFirst();
    for (const body of attempts) {
      const res = await t.post('/customer/login', { body });
      expect(res.status).toBe(401);
      expect(res.body.user).toBeUndefined();
    }
    expect(await t.db.selectFrom('customers').select(t.db.fn.countAll<number>().as('n')).executeTakeFirst()).toEqual(
      customers,
    );
  });

  it('in search, category and PO lookups is searched for as text', async () => {
    const token = await t.login();
    const count = async () =>
      Number((await t.db.selectFrom('products').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const products = await count();
    for (const keyword of ["'; drop table products; --", "rice' OR '1'='1", '%', "\\'", 'rice) union select 1--']) {
      const res = await t.get('/product/get', { token, query: { keyword } });
      expect(res.status).toBe(200);
      expect(res.body.total).toBeLessThan(products);
      const preview = await t.get('/product/get-search-preview', { query: { keyword } });
      expect(preview.status).toBe(200);
    }
    const orAll = await t.get('/product/get', { token, query: { keyword: "' OR 1=1 --" } });
    expect(orAll.body.total).toBe(0);
    const category = await t.get('/product/get', { token, query: { category: "housewares' OR '1'='1" } });
    expect(category.status).toBeLessThan(500);
    const po = await t.get('/order/check-exist', { token, query: { customerPO: "' OR '1'='1" } });
    expect(po.body.is_exist).toBe(false);
    expect(await count()).toBe(products);
  });
});
