import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { API_CSP, remoteOriginsOf, siteCsp } from '../../src/plugins/security-headers';
import { AFTER_FIRST_PAINT_SCRIPT } from '../../src/site/after-first-paint';
import { DRAWN_PAGE_GUARD_SCRIPT } from '../../src/site/drawn-page-guard';
import { placeOrderBody, startTestApp, stockedSkus, type TestApp } from '../helpers';
import { CARD, lastResetToken } from './fixtures';

/** The one inline script a drawn page may run: its text's hash, worked out here. */
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The drawn page's two inline scripts: the loader of its held scripts and the guard of its controls. */
const INLINE_HASHES = `${hashOf(AFTER_FIRST_PAINT_SCRIPT)} ${hashOf(DRAWN_PAGE_GUARD_SCRIPT)}`;

/** What every answer carries, what failures look like, and what the request log may contain. */
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  t = await startTestApp({ logLevel: 'info' }, { logStream });
  // A route that fails the way a bug would, with internals in its message: registered before the
  // first request, as Fastify requires.
  t.app.get('/api/test-only/boom', async () => {
    const error = new Error('select password_hash from customers where id = 1001 failed at /srv/api/secret.ts:12');
    throw error;
  });
});
afterAll(async () => t?.close());

const key = { 'x-api-key': 'storefront-web' };

describe('security headers', () => {
  it.each([
    ['an API answer', 'GET', '/api/system/get-menu', key, 200],
    ['an API error', 'GET', '/api/customer/profile', key, 401],
    ['an unknown API call', 'GET', '/api/nope', key, 404],
    ['an unknown page', 'GET', '/nope', {}, 404],
    ['health', 'GET', '/api/health', {}, 200],
    ['a refused body', 'POST', '/api/customer/login', { ...key, 'content-type': 'application/xml' }, 415],
  ])('on %s', async (_name, method, url, headers, status) => {
    const res = await t.raw(method, url, { headers, body: method === 'POST' ? '<a/>' : undefined });
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src '(none|self)'/);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-request-id')).toMatch(/\S/);
  });

  it('an API path spelled with escapes is judged as the API the router takes it for', async () => {
    const call = await t.raw('GET', '/%61pi/system/get-menu', { headers: key });
    expect(call.status).toBe(200);
    expect(call.headers.get('content-security-policy')).toBe(API_CSP);
    expect((await t.raw('GET', '/api/%68ealth')).status).toBe(200);
  });

  it('site pages get a policy that forbids inline script but the drawn page’s two, named by their hashes', async () => {
    const res = await t.raw('GET', '/some/page');
    const csp = res.headers.get('content-security-policy')!;
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(scriptSrc.trim()).toBe(`'self' ${INLINE_HASHES}`);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toContain("object-src 'none'");
  });
});

describe("the site page's policy and remotes on other origins", () => {
  it('admits exactly the http(s) origins remotes.json points at', () => {
    const pointer = JSON.stringify({
      remotes: {
        catalog: { url: '/remotes/mf-catalog/1/mf-manifest.json' },
        checkout: { url: 'https://cdn.example.com/mf-checkout/2/mf-manifest.json' },
        account: { url: 'javascript:alert(1)' },
      },
    });
    expect(remoteOriginsOf(pointer)).toEqual(['https://cdn.example.com']);
    expect(remoteOriginsOf('not json')).toEqual([]);
    const csp = siteCsp(remoteOriginsOf(pointer));
    expect(csp).toContain(`script-src 'self' https://cdn.example.com ${INLINE_HASHES};`);
    expect(csp).not.toMatch(/unsafe-inline[^;]*;.*script|script-src[^;]*unsafe/);
  });
});

describe('failures', () => {
  it('an error answer of a cacheable call is never kept by a cache', async () => {
    const page = await t.raw('GET', '/api/system/get-cms?gubun=02', { headers: key });
    expect(page.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const missing = await t.raw('GET', '/api/system/get-cms?gubun=77', { headers: key });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('an unknown route is a JSON 404', async () => {
    for (const url of ['/api/nope', '/api/customer/nope', '/nope']) {
      const res = await t.raw('GET', url, { headers: key });
      expect(res.body).toEqual({ is_success: false, message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('a thrown error is a generic 500 without stack, SQL or paths, and is logged with its request id', async () => {
    const res = await t.raw('GET', '/api/test-only/boom', { headers: key });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      is_success: false,
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    });
    expect(res.buffer.toString()).not.toMatch(/select|password|secret\.ts|stack|at /i);
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, reqId: res.headers.get('x-request-id') });
  });
});

describe('request logs', () => {
  it('are JSON lines with request ids, and carry no password, token, card number or CVV', async () => {
    const c = await t.newCustomer();
    const skus = await stockedSkus(t, c.token);
    const start = logLines.length;
    const password = 'Password123';
    const signIn = await t.post('/customer/login', { body: { userId: c.email, password } });
    const jwt: string = signIn.body.user.token;
    await t.post('/customer/request-password-reset', { body: { email: c.email } });
    const resetToken = await lastResetToken(t);
    // The reset link as a browser opens it: its token is in the URL.
    await t.raw('GET', `/reset-password?token=${resetToken}`);
    const newPassword = 'Reset-Secret-9876';
    expect((await t.post('/customer/reset-password', { body: { token: resetToken, newPassword } })).status).toBe(200);
    const token = await t.login(c.email, newPassword);
    const card = { ...CARD, CCNumber: '5555 4444 3333 1111', cvv: '8642' };
    expect((await t.post('/payment/add-payment-method', { token, body: { entity: card } })).status).toBe(200);
    await t.post('/cart/add', { token, body: { idStyle: skus[0], totQty: 1 } });
    expect((await t.post('/payment/place-order', { token, body: placeOrderBody('PO-LOG', 'log-key-1') })).status).toBe(
      200,
    );
    const changed = await t.post('/customer/change-password', {
      token,
      body: { cpassword: newPassword, npassword: 'Changed-Secret-5432' },
    });
    expect(changed.status).toBe(200);

    const lines = logLines.slice(start);
    expect(lines.length).toBeGreaterThan(10);
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const requestLines = parsed.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThan(10);
    for (const line of requestLines) expect(line.reqId).toEqual(expect.any(String));

    const text = lines.join('\n');
    const secrets = [
      password,
      newPassword,
      'Changed-Secret-5432',
      resetToken,
      jwt,
      token,
      changed.body.token,
      '5555444433331111',
      '5555 4444 3333 1111',
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
    // The CVV is short: look for it in logged text values only (not in timings).
    const strings: string[] = [];
    const collect = (v: unknown): void => {
      if (typeof v === 'string') strings.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    parsed.forEach(collect);
    expect(strings.filter((s) => s.includes('8642'))).toEqual([]);
    expect(text).not.toMatch(/authorization|x-api-key|storefront-web/i);
    expect(text).toContain('/reset-password?token=[redacted]');
  });
});

describe('health and readiness', () => {
  it('/api/health is liveness and /api/ready checks the database, both without an API key', async () => {
    expect(await t.raw('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.raw('GET', '/api/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect((await t.raw('GET', '/api/ready')).headers.get('cache-control')).toBe('no-store');
  });
});
