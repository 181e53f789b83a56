import { startTestApp, type TestApp } from '../helpers';
import { auditOf, newStaff, STAFF_PASSWORD } from './staff-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const signIn = (email: string, password = STAFF_PASSWORD) =>
  t.post('/admin/session/sign-in', { body: { email, password } });

describe('staff sessions', () => {
  it('signs a member in with a staff token that works on admin calls only', async () => {
    const admin = await newStaff(t, 'admin', 'Ada Admin');
    const answer = await signIn(admin.email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body.staff).toEqual({ id: admin.id, email: admin.email, name: 'Ada Admin', role: 'admin' });
    const token = answer.body.token as string;
    expect((await t.get('/admin/session/me', { token })).body.staff.id).toBe(admin.id);
    // A staff token on a buyer's call is nobody's session there.
    const asBuyer = await t.get('/cart/get', { token });
    expect(asBuyer.status).toBe(401);
  });

  it('refuses a buyer token, no token and a wrong password alike, saying nothing more', async () => {
    const buyer = await t.newCustomer();
    for (const token of [buyer.token, undefined, 'not-a-token']) {
      const answer = await t.get('/admin/session/me', { token });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('STAFF_SESSION_REQUIRED');
    }
    const member = await newStaff(t, 'rep');
    const wrong = await signIn(member.email, 'wrong-password-1');
    const unknown = await signIn('nobody@staff.test');
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('lets a new member set its password once through its link, within 24 hours', async () => {
    const admin = await newStaff(t, 'admin');
    const added = await t.post('/admin/staff/add', {
      token: admin.token,
      body: { email: 'New.Rep@staff.test', name: 'Nia Rep', role: 'rep' },
    });
    expect(added.status).toBe(200);
    expect(added.body.staff).toMatchObject({
      email: 'new.rep@staff.test',
      role: 'rep',
      active: true,
      passwordSet: false,
    });
    const hours = (Date.parse(added.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const token = new URL(added.body.link).searchParams.get('token');
    // No password yet: nothing signs in.
    expect((await signIn('new.rep@staff.test', '')).status).toBe(400);
    const short = await t.post('/admin/session/set-password', { body: { token, password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.fields.password).toEqual(['Password must be at least 10 characters']);
    expect((await t.post('/admin/session/set-password', { body: { token, password: 'Rep-password-1' } })).status).toBe(
      200,
    );
    expect((await t.post('/admin/session/set-password', { body: { token, password: 'Rep-password-2' } })).status).toBe(
      422,
    );
    expect((await signIn('new.rep@staff.test', 'Rep-password-1')).status).toBe(200);
    const link = await t.post('/admin/staff/password-link', { token: admin.token, body: { id: added.body.staff.id } });
    expect(link.status).toBe(200);
    const rows = await auditOf(t, 'staff', added.body.staff.id);
    expect(rows.map((r) => [r.action, r.actor])).toEqual([
      ['staff.add', admin.email],
      ['staff.password-set', 'new.rep@staff.test'],
      ['staff.password-link', admin.email],
    ]);
    expect(rows[0]?.after).toEqual({ email: 'new.rep@staff.test', name: 'Nia Rep', role: 'rep', active: true });
    const again = await t.post('/admin/staff/add', {
      token: admin.token,
      body: { email: 'new.rep@staff.test', role: 'catalog' },
    });
    expect(again.status).toBe(409);
  });

  it('ends a member’s sessions when it is disabled or its role changes, and audits both', async () => {
    const admin = await newStaff(t, 'admin');
    const rep = await newStaff(t, 'rep');
    const session = (await signIn(rep.email)).body.token as string;
    const changed = await t.post('/admin/staff/update', { token: admin.token, body: { id: rep.id, role: 'catalog' } });
    expect(changed.body.staff.role).toBe('catalog');
    expect((await t.get('/admin/session/me', { token: session })).status).toBe(401);
    const second = (await signIn(rep.email)).body.token as string;
    await t.post('/admin/staff/update', { token: admin.token, body: { id: rep.id, active: false } });
    expect((await t.get('/admin/session/me', { token: second })).status).toBe(401);
    expect((await signIn(rep.email)).status).toBe(401);
    const rows = await auditOf(t, 'staff', rep.id);
    expect(rows.map((r) => [r.action, r.actor, r.before, r.after])).toEqual([
      ['staff.update', admin.email, { role: 'rep' }, { role: 'catalog' }],
      ['staff.update', admin.email, { active: true }, { active: false }],
    ]);
  });

  it('keeps an admin from disabling itself or dropping its own admin role', async () => {
    const admin = await newStaff(t, 'admin');
    for (const body of [
      { id: admin.id, active: false },
      { id: admin.id, role: 'rep' },
    ]) {
      const answer = await t.post('/admin/staff/update', { token: admin.token, body });
      expect(answer.status).toBe(422);
    }
  });

  it('lists the audit log filtered by member, kind and day', async () => {
    const admin = await newStaff(t, 'admin');
    await t.post('/admin/staff/add', { token: admin.token, body: { email: 'audited@staff.test', role: 'rep' } });
    const mine = await t.get('/admin/audit/list', { token: admin.token, query: { staffId: admin.id } });
    expect(mine.body.rows.map((r: { action: string }) => r.action)).toEqual(['staff.add']);
    expect(mine.body.total).toBe(1);
    const byArea = await t.get('/admin/audit/list', {
      token: admin.token,
      query: { kind: 'staff', staffId: admin.id },
    });
    expect(byArea.body.total).toBe(1);
    const day = new Date().toLocaleDateString('en-CA', { timeZone: t.config.storeTimeZone });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (await t.get('/admin/audit/list', { token: admin.token, query: { from: day, staffId: admin.id } })).body.total,
    ).toBe(1);
    expect((await t.get('/admin/audit/list', { token: admin.token, query: { from: tomorrow } })).body.total).toBe(0);
    const bad = await t.get('/admin/audit/list', { token: admin.token, query: { from: '2026-13-01', pageSize: 7 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['from', 'pageSize']);
  });
});
