import { sessionUserOfToken } from '../src/modules/customer/customer.service';
import { API_KEY, DEMO_BUYER, startTestApp, type TestApp } from './helpers';

// The buyer a page request's session cookie names (site/first-paint.ts): the same user info a sign-in
// gives, and nobody for a token that no longer names a valid session.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const userOf = (token: string) => sessionUserOfToken(t.deps, token);

describe('the user a session token names', () => {
  it('is the user info the sign-in answered, with that token', async () => {
    const signIn = await t.post('/customer/login', {
      body: { userId: DEMO_BUYER.email, password: DEMO_BUYER.password },
    });
    expect(signIn.status).toBe(200);
    const { loginDt: _signedInAt, ...signedIn } = signIn.body.user;
    const user = await userOf(signIn.body.user.token);
    expect(user).toMatchObject(signedIn);
    expect(user?.priceLev).toBe(signedIn.priceLev);
  });

  it('is nobody once the password changed, for a rejected account, or for a token that is not one', async () => {
    const changed = await t.newCustomer();
    expect((await userOf(changed.token))?.email).toBe(changed.email);
    const answer = await t.post('/customer/change-password', {
      token: changed.token,
      body: { cpassword: 'Password123', npassword: 'Changed123' },
    });
    expect(answer.status).toBe(200);
    expect(await userOf(changed.token)).toBeNull();

    const rejected = await t.newCustomer();
    await t.db.updateTable('customers').set({ status: 'rejected' }).where('id', '=', rejected.id).execute();
    expect(await userOf(rejected.token)).toBeNull();

    expect(await userOf('not-a-token')).toBeNull();
    expect(await userOf(`${changed.token.slice(0, -2)}xx`)).toBeNull();
  });

  it('never authorises an API call: the cookie copy of the token is for page requests only', async () => {
    const buyer = await t.newCustomer();
    const withCookie = await t.raw('GET', `/api/cart/get?idCustomer=${buyer.id}`, {
      headers: { 'x-api-key': API_KEY, cookie: `storefront_session=${buyer.token}` },
    });
    expect(withCookie.status).toBe(401);
    expect((await t.get('/cart/get', { token: buyer.token, query: { idCustomer: buyer.id } })).status).toBe(200);
  });
});
