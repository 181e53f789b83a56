import { sessionUserOfToken } from '../../src/modules/customer/customer.service';
import { API_KEY, DEMO_BUYER, startTestApp, type TestApp } from '../helpers';

// The page cookie (the session token's copy that page requests carry, for a landing page's first paint)
// is the server's: set HttpOnly with each token it hands out and ended by its sign-out call, so a
// script injected into a page can neither read nor plant it. HSTS when the site is served over https.

const json = { 'x-api-key': API_KEY, 'content-type': 'application/json' };

const cookieOf = (headers: Headers) => headers.get('set-cookie') ?? '';
const valueOf = (cookie: string) => /^storefront_session=([^;]*)/.exec(cookie)?.[1];
const maxAgeOf = (cookie: string) => Number(/; Max-Age=(\d+)/.exec(cookie)?.[1]);

const signIn = (t: TestApp, password = DEMO_BUYER.password) =>
  t.raw('POST', '/api/customer/login', {
    headers: json,
    body: JSON.stringify({ userId: DEMO_BUYER.email, password }),
  });

describe('the page cookie, on a site served over http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('is set by the sign-in with its token, HttpOnly and SameSite=Strict, for as long as the token lives', async () => {
    const res = await signIn(t);
    expect(res.status).toBe(200);
    const cookie = cookieOf(res.headers);
    expect(valueOf(cookie)).toBe(res.body.user.token);
    expect(cookie).toContain('; Path=/');
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Strict');
    // Served over http (a development machine): a Secure cookie would never come back.
    expect(cookie).not.toContain('Secure');
    const lifetime = res.body.user.tokenExp - Math.floor(Date.now() / 1000);
    expect(Math.abs(maxAgeOf(cookie) - lifetime)).toBeLessThanOrEqual(2);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('is not set by a refused sign-in', async () => {
    const res = await signIn(t, 'not-the-password');
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('follows a password change: the new token, which names the buyer, replaces the one the change ended', async () => {
    const buyer = await t.newCustomer();
    const res = await t.raw('POST', '/api/customer/change-password', {
      headers: { ...json, authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ cpassword: 'Password123', npassword: 'Changed123' }),
    });
    expect(res.status).toBe(200);
    const token = valueOf(cookieOf(res.headers));
    expect(token).toBe(res.body.token);
    expect(cookieOf(res.headers)).toContain('; HttpOnly');
    expect((await sessionUserOfToken(t.deps, token!))?.email).toBe(buyer.email);
  });

  it('is ended by sign-out, with or without a session that still works', async () => {
    for (const headers of [json, { ...json, authorization: 'Bearer expired.or.forged' }]) {
      const res = await t.raw('POST', '/api/customer/sign-out', { headers, body: '{}' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ is_success: true, message: 'Signed out' });
      const cookie = cookieOf(res.headers);
      expect(valueOf(cookie)).toBe('');
      expect(maxAgeOf(cookie)).toBe(0);
      expect(cookie).toContain('; HttpOnly');
    }
  });
});

describe('on a site served over https (PUBLIC_URL https://…)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ publicUrl: 'https://shop.example.com' });
  });
  afterAll(async () => t?.close());

  it('the page cookie is Secure as well', async () => {
    const res = await signIn(t);
    expect(cookieOf(res.headers)).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    const out = await t.raw('POST', '/api/customer/sign-out', { headers: json, body: '{}' });
    expect(cookieOf(out.headers)).toContain('; Secure');
  });

  it('every answer tells browsers to come back over https only (HSTS): API, errors and pages', async () => {
    for (const [method, url, headers] of [
      ['GET', '/api/health', {}],
      ['POST', '/api/customer/login', json],
      ['GET', '/api/no-such-call', { 'x-api-key': API_KEY }],
      ['GET', '/uploads/nothing.png', {}],
    ] as const) {
      const res = await t.raw(method, url, { headers, body: method === 'POST' ? '{}' : undefined });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
