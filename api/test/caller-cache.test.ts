import { CLI_ACTOR } from '../src/back-office/audit';
import { deactivateCustomer } from '../src/back-office/customers/customer-actions';
import { sql } from 'kysely';
import { sessionUserOfToken } from '../src/modules/customer/customer.service';
import { holdClock, startTestApp, type TestApp } from './helpers';
import { tokenFor } from './security/fixtures';

// The remembered callers of plugins/auth.ts: a change in this process ends access at once, a change by
// another process within callerCacheMs.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ callerCacheMs: 60_000 });
});
afterAll(async () => t?.close());

const profileWith = (token: string) => t.get('/customer/profile', { token });
/** The user info a page drawn for this session shows (site/first-paint.ts). */
const pageUserOf = (token: string) => sessionUserOfToken(t.deps, token);

describe('remembered callers', () => {
  it('are not read again on every request', async () => {
    const c = await t.newCustomer();
    expect((await profileWith(c.token)).status).toBe(200);
    // A direct write stands for another process: within the (here one minute) limit it is not seen yet.
    await t.db.updateTable('customers').set({ status: 'rejected' }).where('id', '=', c.id).execute();
    expect((await profileWith(c.token)).status).toBe(200);
  });

  it('are forgotten at once when this process deactivates the account', async () => {
    const c = await t.newCustomer();
    expect((await profileWith(c.token)).status).toBe(200);
    expect((await deactivateCustomer(t.deps, CLI_ACTOR, c.id)).status).toBe('inactive');
    expect((await profileWith(c.token)).status).toBe(401);
  });

  it('are forgotten at once when the password changes, on every device', async () => {
    const c = await t.newCustomer();
    const otherDevice = await t.login(c.email, 'Password123');
    expect((await profileWith(otherDevice)).status).toBe(200);
    const changed = await t.post('/customer/change-password', {
      token: c.token,
      body: { cpassword: 'Password123', npassword: 'Changed123' },
    });
    expect(changed.status).toBe(200);
    expect((await profileWith(otherDevice)).status).toBe(401);
    expect((await profileWith(changed.body.token)).status).toBe(200);
  });

  it("keep the row a page's user info shows: a profile edit here shows at once, another process's within the limit", async () => {
    const c = await t.newCustomer();
    expect(await pageUserOf(c.token)).toMatchObject({ idCustomer: c.id, firstname: 'Test', email: c.email });
    await t.db.updateTable('customers').set({ firstname: 'Elsewhere' }).where('id', '=', c.id).execute();
    expect((await pageUserOf(c.token))?.firstname).toBe('Test');
    const info = {
      companyNm: 'New Co',
      firstname: 'Al',
      lastname: 'Bo',
      email: c.email,
      tel: '1',
      fax: '',
      cellPhone: '',
    };
    const set = await t.post('/customer/set', { token: c.token, body: { idCustomer: c.id, customerInfo: info } });
    expect(set.status).toBe(200);
    expect(await pageUserOf(c.token)).toMatchObject({ firstname: 'Al', lastname: 'Bo', companyNm: 'New Co' });
  });

  it('a token newer than the remembered row (another process changed the password) works at once; the old one does not', async () => {
    const c = await t.newCustomer();
    expect((await profileWith(c.token)).status).toBe(200);
    await t.db
      .updateTable('customers')
      .set({ token_version: sql<number>`token_version + 1` })
      .where('id', '=', c.id)
      .execute();
    const newer = await tokenFor(t, c.id);
    expect((await profileWith(newer)).status).toBe(200);
    expect((await profileWith(c.token)).status).toBe(401);
  });
});

describe('remembered callers with the default limit', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await startTestApp();
  });
  afterAll(async () => short?.close());
  afterEach(() => jest.restoreAllMocks());

  it('lose access after a rejection by another process once callerCacheMs is up, not before', async () => {
    const limit = short.config.callerCacheMs;
    const c = await short.newCustomer();
    const clock = holdClock(limit);
    const status = async () => (await short.get('/customer/profile', { token: c.token })).status;
    expect(await status()).toBe(200);
    await short.db.updateTable('customers').set({ status: 'rejected' }).where('id', '=', c.id).execute();
    clock.advance(limit - 1);
    expect(await status()).toBe(200);
    clock.advance(1);
    expect(await status()).toBe(401);
  });
});
