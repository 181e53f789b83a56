import fs from 'node:fs';
import path from 'node:path';
import { decide as decideAccount, listPending, type AccountDecision } from '../src/admin/admin.service';
import { hashingPool } from '../src/lib/hashing-pool';
import type { MailMessage, Mailer } from '../src/lib/mailer';
import { DEMO_BUYER, registration, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('registration, approval and sign-in', () => {
  it('registers pending, refuses sign-in until approved, then signs in', async () => {
    const email = 'Ana.Kim@Example.com';
    const reg = await t.post('/customer/register', { body: { customerInfo: registration(email) } });
    expect(reg.status).toBe(200);
    expect(reg.body.message).toBe('Register Success! One of our customer service reps will get back to you');

    const pending = await t.post('/customer/login', { body: { userId: email, password: 'Sup3rSecret!' } });
    expect(pending.status).toBe(403);
    expect(pending.body).toMatchObject({
      code: 'ACCOUNT_PENDING',
      message: 'Your account is awaiting approval by our customer service team.',
    });

    expect((await listPending(t.db)).map((r) => r.email)).toContain('ana.kim@example.com');
    await t.settled(); // customer service's mail of the registration
    const before = t.outbox().length;
    const deps = { ...t.deps, config: { ...t.config, serviceEmail: 'help@shop.test' } };
    const decide = async (who: string, decision: AccountDecision) => (await decideAccount(deps, who, decision)).outcome;
    const approve = { command: 'approve', level: 1 } as const;
    expect(await decide(email, approve)).toBe('decided');
    expect(t.outbox().slice(before).join('')).toContain('Your account is approved');
    // Approved again: nothing changes and nothing more is mailed.
    expect(await decide(email, approve)).toBe('unchanged');
    expect(t.outbox().length).toBe(before + 1);
    expect(await decide('nobody@example.com', approve)).toBe('not-found');
    // Two approvals at once (a retried command): one decides and mails, the other finds it done.
    await t.post('/customer/register', { body: { customerInfo: registration('twice@example.com') } });
    await t.settled();
    const mailsBefore = t.outbox().length;
    const both = await Promise.all([decide('twice@example.com', approve), decide('twice@example.com', approve)]);
    expect(both.sort()).toEqual(['decided', 'unchanged']);
    expect(t.outbox().length).toBe(mailsBefore + 1);
    // A registration turned away is told whom to ask.
    await t.post('/customer/register', { body: { customerInfo: registration('turned.away@example.com') } });
    await t.settled();
    expect(await decide('turned.away@example.com', { command: 'reject', reason: '' })).toBe('decided');
    // quoted-printable folds long lines with a soft break ('=' at the end)
    expect(
      t
        .outbox()
        .pop()!
        .replace(/=\r?\n/g, ''),
    ).toMatch(/We could not approve your wholesale account\. Please contact customer service at help@shop\.test/);

    const ok = await t.post('/customer/login', { body: { userId: email, password: 'Sup3rSecret!' } });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({
      email: 'ana.kim@example.com',
      firstname: 'Ana',
      SPermit: 'SP-99',
      idStore: 1,
      brandId: 1,
    });
    expect(ok.body.user.userId).toBe(ok.body.user.idCustomer);
    const [, payload] = ok.body.user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp).toBe(ok.body.user.tokenExp);
    expect(claims.exp - claims.iat).toBe(t.config.tokenTtlSeconds);
    // The hash is scrypt, never the password.
    const row = await t.db
      .selectFrom('customers')
      .select('password_hash')
      .where('email', '=', 'ana.kim@example.com')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it('answers a taken email exactly as a new one, hashing its password all the same, and mails its owner instead', async () => {
    const owner = () =>
      t.db
        .selectFrom('customers')
        .select(['firstname', 'password_hash', 'status'])
        .where('email', '=', 'ana.kim@example.com')
        .executeTakeFirstOrThrow();
    const before = await owner();
    const mailsBefore = t.outbox().length;
    const hashes = jest.spyOn(hashingPool, 'hash');
    const taken = await t.post('/customer/register', {
      body: { customerInfo: { ...registration('ANA.KIM@example.com'), firstname: 'Mallory' } },
    });
    const fresh = await t.post('/customer/register', { body: { customerInfo: registration('brand.new@example.com') } });
    // The same status and words, and the same work (one hash each), so neither tells who has an account.
    expect(taken).toEqual(fresh);
    expect(taken).toEqual({
      status: 200,
      body: { is_success: true, message: 'Register Success! One of our customer service reps will get back to you' },
    });
    expect(hashes).toHaveBeenCalledTimes(2);
    hashes.mockRestore();
    expect(await owner()).toEqual(before);
    await t.settled();
    // Customer service hears of the new registration only (registrations*.test.ts).
    const toOwner = () => t.outbox().filter((m) => !m.includes(`To: ${t.config.serviceEmail}`));
    const ownerMails = toOwner().length;
    const mails = t
      .outbox()
      .slice(mailsBefore)
      .filter((m) => !m.includes(`To: ${t.config.serviceEmail}`));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.replace(/=\r?\n/g, '');
    expect(mail).toMatch(/^To: ana\.kim@example\.com/m);
    expect(mail).toContain('Subject: Someone tried to register with your email');
    expect(mail).toContain('Someone just tried to register a new account with this email address');
    expect(mail).toContain(`reset your password at ${t.config.publicUrl}/forgot-password`);
    // Asked again at once: still the same answer, and the owner is not mailed twice within the hour.
    const again = await t.post('/customer/register', { body: { customerInfo: registration('ana.kim@example.com') } });
    expect(again).toEqual(fresh);
    await t.settled();
    expect(toOwner()).toHaveLength(ownerMails);
  });

  it('refuses missing fields (400 naming them) and a rejected account', async () => {
    const missing = await t.post('/customer/register', {
      body: { customerInfo: { ...registration('x@example.com'), firstname: ' ', password: 'short' } },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['customerInfo.firstname', 'customerInfo.password']);
    expect(missing.body.fields['customerInfo.password']).toContain('Password must be at least 8 characters long');
    // docs/product.md §4.6: every field, not only those the schema once called required.
    const blanks = await t.post('/customer/register', {
      body: { customerInfo: { ...registration('y@example.com'), fax: '', spNo: '  ', remark: undefined } },
    });
    expect(blanks.status).toBe(400);
    expect(blanks.body.fields).toEqual({
      'customerInfo.fax': ['Fax is required'],
      'customerInfo.spNo': ["Seller's permit no. is required"],
      'customerInfo.remark': ['Remark is required'],
    });
    expect(await t.db.selectFrom('customers').select('id').where('email', '=', 'y@example.com').execute()).toEqual([]);
    await t.post('/customer/register', { body: { customerInfo: registration('rejected@example.com') } });
    await decideAccount(t.deps, 'rejected@example.com', { command: 'reject', reason: '' });
    const rejected = await t.post('/customer/login', {
      body: { userId: 'rejected@example.com', password: 'Sup3rSecret!' },
    });
    expect(rejected.status).toBe(403);
    expect(rejected.body.code).toBe('ACCOUNT_REJECTED');
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await t.post('/customer/login', { body: { userId: DEMO_BUYER.email, password: 'nope-nope' } });
    const unknown = await t.post('/customer/login', { body: { userId: 'ghost@example.com', password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('profile and customer info', () => {
  it('reads and updates only the caller', async () => {
    const a = await t.newCustomer();
    const b = await t.newCustomer();
    const profile = await t.get('/customer/profile', { token: a.token });
    expect(profile.body.data).toMatchObject({ idCustomer: a.id, firstname: 'Test' });
    expect((await t.get('/customer/profile')).status).toBe(401);
    expect((await t.get('/customer/profile', { token: 'garbage' })).status).toBe(401);
    expect((await t.get('/customer/profile', { token: a.token, query: { idCustomer: b.id } })).status).toBe(403);

    const info = {
      companyNm: 'New Co',
      firstname: 'Al',
      lastname: 'Bo',
      email: a.email,
      tel: '1',
      fax: '',
      cellPhone: '',
    };
    const set = await t.post('/customer/set', { token: a.token, body: { idCustomer: a.id, customerInfo: info } });
    expect(set.body.data).toMatchObject({ companyNm: 'New Co', firstname: 'Al', tel: '1', fax: '' });
    // Phones left out are kept ('' above cleared the fax); only the sent fields change.
    const { tel: _tel, fax: _fax, cellPhone: _cell, ...withoutPhones } = info;
    await t.post('/customer/set', { token: a.token, body: { customerInfo: { ...info, cellPhone: '555-0101' } } });
    const kept = await t.post('/customer/set', {
      token: a.token,
      body: { customerInfo: { ...withoutPhones, companyNm: 'Newer Co' } },
    });
    expect(kept.body.data).toMatchObject({ companyNm: 'Newer Co', tel: '1', fax: '', cellPhone: '555-0101' });
    const other = await t.post('/customer/set', { token: a.token, body: { idCustomer: b.id, customerInfo: info } });
    expect(other.status).toBe(403);
    const taken = await t.post('/customer/set', {
      token: a.token,
      body: { customerInfo: { ...info, email: b.email } },
    });
    expect(taken.status).toBe(409);
  });

  it('tells the address an email change leaves, and nobody when the email stays', async () => {
    const c = await t.newCustomer();
    const info = { companyNm: 'Co', firstname: 'Al', lastname: 'Bo', email: c.email.toUpperCase() };
    const before = t.outbox().length;
    expect((await t.post('/customer/set', { token: c.token, body: { customerInfo: info } })).status).toBe(200);
    await t.settled();
    expect(t.outbox().slice(before)).toEqual([]);

    const moved = `moved-${c.email}`;
    const set = await t.post('/customer/set', { token: c.token, body: { customerInfo: { ...info, email: moved } } });
    expect(set.body.data.email).toBe(moved);
    await t.settled();
    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${c.email}`);
    expect(mails[0]).toContain('Subject: The email of your account was changed');
    expect(mails[0]!.replace(/=\r?\n/g, '')).toContain(`changed to ${moved}`);
  });
});

describe('passwords', () => {
  it('change-password needs the old one and ends older tokens', async () => {
    const c = await t.newCustomer();
    const wrong = await t.post('/customer/change-password', {
      token: c.token,
      body: { cpassword: 'bad-bad-bad', npassword: 'NewPassword1' },
    });
    expect(wrong.status).toBe(422);
    const ok = await t.post('/customer/change-password', {
      token: c.token,
      body: { idCustomer: c.id, cpassword: 'Password123', npassword: 'NewPassword1' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password changed Successfully');
    expect((await t.get('/customer/profile', { token: c.token })).status).toBe(401);
    expect((await t.get('/customer/profile', { token: ok.body.token })).status).toBe(200);
    await t.login(c.email, 'NewPassword1');
  });

  it('emails a single-use reset link; reset ends older tokens; the answer never tells who exists', async () => {
    const c = await t.newCustomer();
    const before = t.outbox().length;
    const unknown = await t.post('/customer/request-password-reset', { body: { email: 'ghost@example.com' } });
    const known = await t.post('/customer/request-password-reset', { body: { email: c.email } });
    expect(known.body).toEqual(unknown.body);
    await t.settled();
    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    const token = /reset-password\?token=3D([\w-]+)|reset-password\?token=([\w-]+)/.exec(
      mails[0]!.replace(/=\r?\n/g, ''),
    )!;
    const value = token[1] ?? token[2]!;

    const short = await t.post('/customer/reset-password', { body: { token: value, newPassword: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters long');
    const reset = await t.post('/customer/reset-password', { body: { token: value, newPassword: 'ResetPass99' } });
    expect(reset.status).toBe(200);
    expect(
      (await t.post('/customer/reset-password', { body: { token: value, newPassword: 'ResetPass99' } })).status,
    ).toBe(422);
    expect((await t.get('/customer/profile', { token: c.token })).status).toBe(401);
    await t.login(c.email, 'ResetPass99');
    const bad = await t.post('/customer/request-password-reset', { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
  });

  it('refuses an expired reset link', async () => {
    const c = await t.newCustomer();
    await t.post('/customer/request-password-reset', { body: { email: c.email } });
    await t.settled();
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('customer_id', '=', c.id)
      .execute();
    const mail = t
      .outbox()
      .pop()!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = /token=([\w-]+)/.exec(mail)![1]!;
    const res = await t.post('/customer/reset-password', { body: { token, newPassword: 'ResetPass99' } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INVALID_RESET_TOKEN');
  });
});

describe('a reset request over slow mail', () => {
  // Mail as slow as a distant SMTP server: each send waits until the test lets it go.
  const sent: MailMessage[] = [];
  let onSend: (release: () => void) => void = () => undefined;
  const slowMailer: Mailer = {
    send: (message) =>
      new Promise<void>((resolve) =>
        onSend(() => {
          sent.push(message);
          resolve();
        }),
      ),
  };
  let slow: TestApp;
  beforeAll(async () => {
    slow = await startTestApp({}, { mailer: slowMailer });
  });
  afterAll(async () => slow?.close());

  it('answers a known email without waiting for its mail, which goes out after the answer', async () => {
    const c = await slow.newCustomer();
    const sendAsked = new Promise<() => void>((resolve) => (onSend = resolve));
    // Waiting for the mail, as before, this answer would never come: the mail is let go only after it.
    const known = await slow.post('/customer/request-password-reset', { body: { email: c.email } });
    expect(known.status).toBe(200);
    expect(sent).toEqual([]);
    (await sendAsked)();
    await slow.settled();
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([[c.email, 'Reset your password']]);
  });
});

describe('customer service (register-cs)', () => {
  const form = (info: object, files: { name: string; type: string; data: Buffer }[] = []) => {
    const body = new FormData();
    body.append('csInfo', JSON.stringify(info));
    body.append('destination', 'quote');
    for (const f of files) body.append('files', new Blob([f.data], { type: f.type }), f.name);
    return body;
  };
  const info = {
    firstname: 'Dana',
    lastname: 'Reyes',
    email: 'dana@example.com',
    message: 'Please quote 40 cartons of rice cookers.',
  };

  it('stores the message and files under generated names and emails customer service', async () => {
    const token = await t.login();
    const pdf = Buffer.from('%PDF-1.4\n%test\n');
    const res = await t.raw('POST', '/api/customer/register-cs', {
      headers: { 'x-api-key': 'storefront-web', authorization: `Bearer ${token}` },
      body: form(info, [{ name: '../../evil.pdf', type: 'application/pdf', data: pdf }]),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_success: true, files: 1 });
    const stored = fs.readdirSync(path.join(t.dataDir, 'cs-uploads'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const mail = t.outbox().pop()!;
    expect(mail).toContain('Please quote 40 cartons');
    expect(mail).toMatch(/^Reply-To: Dana Reyes <dana@example\.com>$/m);
    expect(mail).toContain('Customer: 1001 (buyer@demo.storefront)');
    expect(mail).toContain("Replies go to dana@example.com, not the account's email.");
  });

  it('refuses a short message (400), a wrong file type (415), a big file (413) and no session (401)', async () => {
    const token = await t.login();
    const headers = { 'x-api-key': 'storefront-web', authorization: `Bearer ${token}` };
    const short = await t.raw('POST', '/api/customer/register-cs', {
      headers,
      body: form({ ...info, message: 'too short' }),
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Please enter a message of at least 10 characters.');
    const exe = await t.raw('POST', '/api/customer/register-cs', {
      headers,
      body: form(info, [{ name: 'a.exe', type: 'application/x-msdownload', data: Buffer.from('MZ') }]),
    });
    expect(exe.status).toBe(415);
    const fake = await t.raw('POST', '/api/customer/register-cs', {
      headers,
      body: form(info, [{ name: 'a.pdf', type: 'application/pdf', data: Buffer.from('MZ not a pdf') }]),
    });
    expect(fake.status).toBe(415);
    const big = await t.raw('POST', '/api/customer/register-cs', {
      headers,
      body: form(info, [{ name: 'big.txt', type: 'text/plain', data: Buffer.alloc(6 * 1024 * 1024, 97) }]),
    });
    expect(big.status).toBe(413);
    const json = await t.post('/customer/register-cs', { token, body: { csInfo: info } });
    expect(json.status).toBe(415);
    const anonymous = await t.raw('POST', '/api/customer/register-cs', {
      headers: { 'x-api-key': 'storefront-web' },
      body: form(info),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers 429 after too many sign-in attempts', async () => {
    const limited = await startTestApp({ authRateLimit: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await limited.post('/customer/login', { body: { userId: 'a@b.c', password: 'x' } })).status);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses[4]).toBe(429);
      const last = await limited.post('/customer/login', { body: { userId: 'a@b.c', password: 'x' } });
      expect(last.body).toMatchObject({ is_success: false, code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
