import { registration, startTestApp, type TestApp } from '../helpers';

/** Sign-in, password reset, registration and the contact form: per address and per account. */
let t: TestApp;
const LIMIT = 3;
beforeAll(async () => {
  t = await startTestApp({ authRateLimit: LIMIT });
});
afterAll(async () => t?.close());

const post = async (
  url: string,
  body: unknown,
  { from = '127.0.0.1', token }: { from?: string; token?: string } = {},
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    remoteAddress: from,
    headers: {
      'x-api-key': 'storefront-web',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
};

/** LIMIT attempts pass (whatever their answer), the next is 429 with Retry-After. */
const expectLimited = async (attempt: (i: number) => ReturnType<typeof post>) => {
  for (let i = 0; i < LIMIT; i++) expect((await attempt(i)).status).not.toBe(429);
  const limited = await attempt(LIMIT);
  expect(limited).toMatchObject({ status: 429, body: { is_success: false, code: 'RATE_LIMITED' } });
  expect(Number(limited.retryAfter)).toBeGreaterThan(0);
  expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);
};

describe('per address', () => {
  it('sign-in', () =>
    expectLimited((i) =>
      post('/customer/login', { userId: `a${i}@example.com`, password: 'x' }, { from: '10.0.0.1' }),
    ));
  it('password reset', () =>
    expectLimited((i) =>
      post('/customer/request-password-reset', { email: `r${i}@example.com` }, { from: '10.0.0.2' }),
    ));
  it('registration', () =>
    expectLimited((i) =>
      post('/customer/register', { customerInfo: registration(`new${i}@example.com`) }, { from: '10.0.0.3' }),
    ));
  it('the contact form', async () => {
    // Each attempt from another account, so only the address limit applies.
    const buyers: { token: string }[] = [];
    for (let i = 0; i <= LIMIT; i++) buyers.push(await t.newCustomer({ skipSignIn: true }));
    await expectLimited(async (i) => {
      const form = new FormData();
      form.append(
        'csInfo',
        JSON.stringify({ firstname: 'A', lastname: 'B', email: 'a@example.com', message: 'a long enough message' }),
      );
      const encoded = new Response(form);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/register-cs',
        remoteAddress: '10.0.0.4',
        headers: {
          'x-api-key': 'storefront-web',
          authorization: `Bearer ${buyers[i]!.token}`,
          'content-type': encoded.headers.get('content-type')!,
        },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
    });
  });
});

describe('per account, from many addresses', () => {
  it('sign-in to one account', () =>
    expectLimited((i) =>
      post('/customer/login', { userId: 'Target@Example.com', password: `guess${i}` }, { from: `10.1.0.${i + 1}` }),
    ));
  it('password reset of one account', () =>
    expectLimited((i) =>
      post('/customer/request-password-reset', { email: 'target@example.com' }, { from: `10.2.0.${i + 1}` }),
    ));
  it('registration of one email', () =>
    expectLimited((i) =>
      post('/customer/register', { customerInfo: registration('same@example.com') }, { from: `10.3.0.${i + 1}` }),
    ));

  it('a limited account does not lock out another account', async () => {
    const other = await t.newCustomer({ skipSignIn: true });
    expect(
      (await post('/customer/login', { userId: other.email, password: 'Password123' }, { from: '10.9.9.9' })).status,
    ).toBe(200);
  });
});

describe('catalogue reads', () => {
  it('are not limited: many more reads than the sign-in limit from one address all answer 200', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < LIMIT * 10; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/product/get?category=housewares&currPage=${(i % 3) + 1}`,
        remoteAddress: '10.0.0.1',
        headers: { 'x-api-key': 'storefront-web' },
      });
      statuses.add(res.statusCode);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
    expect([...statuses]).toEqual([200]);
  });
});
