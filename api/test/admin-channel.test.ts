import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  adminChannelFile,
  channelUrl,
  closeAdminChannel,
  openAdminChannel,
  readAdminChannel,
} from '../src/admin/admin-channel';
import { isThisMachine } from '../src/admin/admin.routes';
import { API_KEY, registration, startTestApp, type TestApp } from './helpers';

const TOKEN = 'a'.repeat(64);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { adminToken: TOKEN });
});
afterAll(async () => t?.close());

const admin = (
  url: string,
  { token = TOKEN, remoteAddress = '127.0.0.1', body }: { token?: string; remoteAddress?: string; body?: unknown } = {},
) =>
  t.app.inject({
    method: body ? 'POST' : 'GET',
    url,
    remoteAddress,
    headers: { 'x-api-key': API_KEY, 'x-admin-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    payload: body ? JSON.stringify(body) : undefined,
  });

const register = (email: string) => t.post('/customer/register', { body: { customerInfo: registration(email) } });

describe('the admin channel of a running server', () => {
  it('lists pending registrations and approves one, after which the customer can sign in', async () => {
    await register('channel.approve@shop.test');
    const pending = await admin('/api/cli/pending');
    expect(pending.statusCode).toBe(200);
    expect(pending.json().pending.map((row: { email: string }) => row.email)).toContain('channel.approve@shop.test');

    const approved = await admin('/api/cli/approve', { body: { email: 'channel.approve@shop.test' } });
    expect(approved.json()).toMatchObject({ is_success: true, found: true, unchanged: false });
    const login = await t.post('/customer/login', {
      body: { userId: 'channel.approve@shop.test', password: 'Sup3rSecret!' },
    });
    expect(login.status).toBe(200);
  });

  it('rejects, and says when there is no such account', async () => {
    await register('channel.reject@shop.test');
    expect((await admin('/api/cli/reject', { body: { email: 'channel.reject@shop.test' } })).json().found).toBe(true);
    expect((await admin('/api/cli/approve', { body: { email: 'nobody@shop.test' } })).json().found).toBe(false);
    const again = await admin('/api/cli/reject', { body: { email: 'channel.reject@shop.test' } });
    expect(again.json()).toEqual({ is_success: true, found: true, unchanged: true });
    expect((await admin('/api/cli/approve', { body: { email: 'not an email' } })).statusCode).toBe(400);
  });

  it('refuses a wrong or missing token and any caller that is not on this machine', async () => {
    expect((await admin('/api/cli/pending', { token: 'b'.repeat(64) })).statusCode).toBe(403);
    expect((await admin('/api/cli/pending', { token: '' })).statusCode).toBe(403);
    expect((await admin('/api/cli/pending', { remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
  });

  it('guards the routes the router matched, however their path is spelled', async () => {
    await register('channel.encoded@shop.test');
    const outsider = { token: '', remoteAddress: '203.0.113.9' };
    const answers = await Promise.all(
      ['/api/%63li/pending', '/api/c%6Ci/pending', '/api/cli/%70ending'].map((url) => admin(url, outsider)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403]);
    const decided = await admin('/api/%63li/approve', { ...outsider, body: { email: 'channel.encoded@shop.test' } });
    expect(decided.statusCode).toBe(403);
    const pending = await admin('/api/cli/pending');
    expect(pending.json().pending.map((row: { email: string }) => row.email)).toContain('channel.encoded@shop.test');
  });

  it('does not exist on a server without a channel', async () => {
    const plain = await startTestApp();
    try {
      const answer = await plain.app.inject({
        method: 'GET',
        url: '/api/cli/pending',
        headers: { 'x-api-key': API_KEY, 'x-admin-token': TOKEN },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('discount codes over the admin channel (coupon-add, coupon-list, coupon-disable)', () => {
  const coupons = async () => (await admin('/api/cli/coupons')).json().coupons as { code: string; state: string }[];

  it('adds a code, lists it, refuses one that compares the same, and disables it for buyers', async () => {
    const added = await admin('/api/cli/coupons', {
      body: { code: 'Fall5', amount: 5, until: '2999-12-31', description: 'Five off' },
    });
    expect(added.json()).toEqual({ is_success: true, added: true });
    expect((await coupons()).find((c) => c.code === 'Fall5')).toEqual({
      code: 'Fall5',
      off: '$5.00 off',
      from: '-',
      until: '2999-12-31',
      state: 'active',
      description: 'Five off',
    });
    const again = await admin('/api/cli/coupons', { body: { code: ' FALL5 ', percent: 10 } });
    expect(again.json()).toEqual({ is_success: true, added: false });

    const buyer = await t.newCustomer();
    const cost = () => t.get('/util/get-order-cost', { token: buyer.token, query: { couponCd: 'fall5' } });
    expect((await cost()).status).toBe(200);
    expect((await admin('/api/cli/coupons/disable', { body: { code: 'fall5' } })).json().found).toBe(true);
    expect((await cost()).body.message).toBe('This discount code is not valid.');
    expect((await coupons()).find((c) => c.code === 'Fall5')?.state).toBe('disabled');
    expect((await admin('/api/cli/coupons/disable', { body: { code: 'NOPE' } })).json().found).toBe(false);
  });

  it('refuses a coupon without exactly one of percent and amount, or with days out of order', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await admin('/api/cli/coupons', { body });
      return [answer.statusCode, answer.json().message];
    };
    expect(await refused({ code: 'X1' })).toEqual([400, 'Give one of --percent N or --amount D']);
    expect(await refused({ code: 'X2', percent: 5, amount: 5 })).toEqual([
      400,
      'Give one of --percent N or --amount D',
    ]);
    expect(await refused({ code: 'X3', percent: 5, from: '2030-02-01', until: '2030-01-01' })).toEqual([
      400,
      '--from must not be after --until',
    ]);
    expect(await refused({ code: 'X4', amount: 1.234 })).toEqual([400, '--amount has at most 2 decimals']);
    expect(await refused({ code: 'two words', percent: 5 })).toEqual([
      400,
      'A code is one word: letters, digits and signs, no spaces',
    ]);
    expect(
      (await admin('/api/cli/coupons', { token: 'b'.repeat(64), body: { code: 'X5', percent: 5 } })).statusCode,
    ).toBe(403);
  });
});

describe('the channel file', () => {
  it('is private to its owner and removed only by the server that wrote it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-channel-'));
    const first = openAdminChannel(dataDir, 8123);
    expect(fs.statSync(adminChannelFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(readAdminChannel(dataDir)).toEqual({ url: 'http://127.0.0.1:8123', token: first.token });
    const second = openAdminChannel(dataDir, 8124);
    closeAdminChannel(dataDir, first);
    expect(readAdminChannel(dataDir)?.token).toBe(second.token);
    closeAdminChannel(dataDir, second);
    expect(readAdminChannel(dataDir)).toBeNull();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('the channel on a server listening on one address', () => {
  it('is written at the address the server listens on, and answers callers on this machine only', () => {
    expect(channelUrl('0.0.0.0', 8080)).toBe('http://127.0.0.1:8080');
    expect(channelUrl('::', 8080)).toBe('http://127.0.0.1:8080');
    expect(channelUrl('192.168.1.20', 8080)).toBe('http://192.168.1.20:8080');
    expect(channelUrl('fd00::20', 8080)).toBe('http://[fd00::20]:8080');
    expect(isThisMachine('::1', '::1')).toBe(true);
    expect(isThisMachine('192.168.1.20', '192.168.1.20')).toBe(true);
    expect(isThisMachine('192.168.1.21', '192.168.1.20')).toBe(false);
    expect(isThisMachine(undefined, undefined)).toBe(false);
  });
});
