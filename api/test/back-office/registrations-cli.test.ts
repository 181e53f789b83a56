import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { adminChannelFile } from '../../src/admin/admin-channel';
import { createDatabase, migrateToLatest, type Db } from '../../src/db/database';
import { insertCustomer } from '../../src/modules/customer/customer.repository';
import { freshPgDatabase, onPostgres, registration, startTestApp, type TestApp } from '../helpers';
import { auditOf } from './staff-helpers';

const run = promisify(execFile);
const CLI = path.resolve(__dirname, '../../src/admin/cli.ts');

// Each run starts node with tsx and opens (on PGlite, migrates) the database: seconds on a busy machine.
jest.setTimeout(300_000);

/** `npm run admin -- ...` with this data folder and database: its exit code and what it printed. */
async function admin(env: { dataDir: string; databaseUrl?: string }, ...args: string[]) {
  const vars = { ...process.env, DATA_DIR: env.dataDir, DATABASE_URL: env.databaseUrl ?? '', LOG_LEVEL: 'warn' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], { env: vars });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: `${e.stdout}${e.stderr}` };
  }
}

const applicant = (email: string, changes: Record<string, string> = {}) =>
  ({ ...registration(email), ...changes }) as Parameters<typeof insertCustomer>[1];
const outbox = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, ''));
};

/**
 * The CLI with no server holding the database: it opens it itself (PGlite's data folder, or PostgreSQL),
 * deciding and managing staff through the back office's services, audited as `cli` (docs/product.md §13).
 */
describe(`admin CLI registrations and staff, on its own database (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string;
  let pgDb: Awaited<ReturnType<typeof freshPgDatabase>> | undefined;
  const env = () => ({ dataDir, databaseUrl: pgDb?.url });
  /** The database, opened while the CLI is not running (only one process may hold PGlite's folder). */
  async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const db = createDatabase({ dataDir, databaseUrl: pgDb?.url });
    try {
      await migrateToLatest(db);
      return await work(db);
    } finally {
      await db.destroy();
    }
  }
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-admin-reg-cli-'));
    pgDb = onPostgres ? await freshPgDatabase() : undefined;
  });
  afterAll(async () => {
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists every field of each pending registration, approves at a level and rejects with a reason', async () => {
    expect(await admin(env(), 'list-pending')).toEqual({ code: 0, output: 'No registrations are waiting.\n' });
    const [first, second, third] = await withDb(async (db) => [
      (await insertCustomer(db, applicant('first@cli.test'), 'x')).id,
      (
        await insertCustomer(
          db,
          applicant('second@cli.test', { companyNm: 'Second Co', remark: 'Line one\nLine two' }),
          'x',
        )
      ).id,
      (await insertCustomer(db, applicant('third@cli.test'), 'x')).id,
    ]);

    const listed = await admin(env(), 'list-pending');
    expect(listed.code).toBe(0);
    const blocks = listed.output.trimEnd().split('\n\n');
    expect(blocks).toHaveLength(3);
    expect(blocks[0]!.split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^first@cli\\.test \\(registration ${first}, registered \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\)$`),
      ),
      '  Company:         Kim Market',
      '  Name:            Ana Kim',
      '  Phone:           213-555-0101',
      '  Cell phone:      213-555-0102',
      '  Fax:             213-555-0103',
      '  Address:         10 Spring St, Los Angeles, CA 90012, United States',
      '  EIN:             12-3456789',
      '  Business type:   Grocery',
      '  Licence no.:     L-1',
      "  Seller's permit: SP-99",
      '  Remark:          Hello',
    ]);
    expect(blocks[1]).toContain('  Remark:          Line one\n                   Line two');

    expect(await admin(env(), 'approve', 'FIRST@cli.test', '--level', '3', '--tax-exempt', 'no')).toEqual({
      code: 0,
      output: 'FIRST@cli.test: approved\nPrice level 3, tax-exempt: no\n',
    });
    expect(await admin(env(), 'approve', 'third@cli.test')).toEqual({
      code: 0,
      output: 'third@cli.test: approved\nPrice level 1, tax-exempt: yes\n',
    });
    expect(await admin(env(), 'approve', 'first@cli.test')).toEqual({
      code: 0,
      output: 'first@cli.test: already approved, nothing sent\n',
    });
    expect(await admin(env(), 'reject', 'second@cli.test', '--reason', 'No permit copy')).toEqual({
      code: 0,
      output: 'second@cli.test: rejected\nReason: No permit copy\n',
    });
    expect(await admin(env(), 'reject', 'first@cli.test')).toEqual({
      code: 2,
      output: 'first@cli.test: This registration is no longer pending: it was approved already.\n',
    });
    expect(await admin(env(), 'approve', 'nobody@cli.test')).toEqual({
      code: 2,
      output: 'No account with email nobody@cli.test\n',
    });

    const mails = outbox(dataDir);
    expect(mails.filter((m) => /^To: first@cli\.test/m.test(m) && m.includes('Your account is approved'))).toHaveLength(
      1,
    );
    const rejection = mails.find((m) => /^To: second@cli\.test/m.test(m));
    expect(rejection).toContain('No permit copy');

    await withDb(async (db) => {
      const rows = await db
        .selectFrom('customers')
        .select(['id', 'status', 'price_lev', 'tax_exempt', 'reject_reason'])
        .where('id', 'in', [first, second, third])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: first, status: 'approved', price_lev: 3, tax_exempt: false, reject_reason: '' },
        { id: second, status: 'rejected', price_lev: 1, tax_exempt: true, reject_reason: 'No permit copy' },
        { id: third, status: 'approved', price_lev: 1, tax_exempt: true, reject_reason: '' },
      ]);
      const audit = await auditOf({ db } as TestApp, 'customer', first);
      expect(audit.map((r) => [r.action, r.actor, r.staff_id, r.before, r.after])).toEqual([
        [
          'registration.approve',
          'cli',
          null,
          { status: 'pending', priceLevel: 1, taxExempt: true },
          { status: 'approved', priceLevel: 3, taxExempt: false },
        ],
      ]);
      expect((await auditOf({ db } as TestApp, 'customer', second)).map((r) => r.action)).toEqual([
        'registration.reject',
      ]);
    });
  });

  it('refuses bad flags with their reason before opening the database', async () => {
    const refused = async (...args: string[]) => admin({ dataDir: path.join(dataDir, 'never') }, ...args);
    expect(await refused('approve', 'a@cli.test', '--level', '5')).toEqual({
      code: 1,
      output: '--level must be 1, 2, 3 or 4\n',
    });
    expect(await refused('approve', 'a@cli.test', '--tax-exempt', 'maybe')).toEqual({
      code: 1,
      output: '--tax-exempt must be yes or no\n',
    });
    expect(await refused('reject', 'a@cli.test', '--reason', 'x'.repeat(501))).toEqual({
      code: 1,
      output: '--reason is at most 500 characters\n',
    });
    expect(await refused('approve', 'a@cli.test', '--price', '2')).toEqual({
      code: 1,
      output: 'approve does not take --price\n',
    });
    expect(await refused('staff-add', 'a@cli.test', '--role', 'boss')).toEqual({
      code: 1,
      output: 'Role must be one of: admin, rep, catalog\n',
    });
    expect(await refused('staff-add', 'not-an-email', '--role', 'rep')).toEqual({
      code: 1,
      output: 'Please enter a valid email address\n',
    });
    expect(fs.existsSync(path.join(dataDir, 'never'))).toBe(false);
  });

  it('adds a staff member with its one-time link, lists and disables members, audited as cli', async () => {
    const added = await admin(env(), 'staff-add', 'Nia.Rep@cli.test', '--role', 'rep', '--name', 'Nia Rep');
    expect(added.code).toBe(0);
    const lines = added.output.split('\n');
    expect(lines[0]).toBe('nia.rep@cli.test: added as rep');
    expect(lines[1]).toMatch(/^Set-password link \(valid 24 hours\): http\S+\/admin\/set-password\?token=[\w-]{40,}$/);
    expect(lines.slice(2)).toEqual(['']);
    expect(await admin(env(), 'staff-add', 'nia.rep@cli.test', '--role', 'admin')).toEqual({
      code: 1,
      output: 'A staff member with this email exists already.\n',
    });
    await admin(env(), 'staff-add', 'cat@cli.test', '--role', 'catalog');

    expect(await admin(env(), 'staff-list')).toEqual({
      code: 0,
      output:
        'cat@cli.test\t-\tcatalog\tactive\tno password yet\nnia.rep@cli.test\tNia Rep\trep\tactive\tno password yet\n',
    });
    expect(await admin(env(), 'staff-disable', 'NIA.REP@cli.test')).toEqual({
      code: 0,
      output: 'NIA.REP@cli.test: disabled\n',
    });
    expect(await admin(env(), 'staff-disable', 'ghost@cli.test')).toEqual({
      code: 2,
      output: 'No staff member with email ghost@cli.test\n',
    });
    expect((await admin(env(), 'staff-list')).output).toContain(
      'nia.rep@cli.test\tNia Rep\trep\tdisabled\tno password yet',
    );

    await withDb(async (db) => {
      const nia = await db
        .selectFrom('staff')
        .select('id')
        .where('email', '=', 'nia.rep@cli.test')
        .executeTakeFirstOrThrow();
      const audit = await auditOf({ db } as TestApp, 'staff', nia.id);
      expect(audit.map((r) => [r.action, r.actor, r.staff_id, r.after])).toEqual([
        ['staff.add', 'cli', null, { email: 'nia.rep@cli.test', name: 'Nia Rep', role: 'rep', active: true }],
        ['staff.update', 'cli', null, { active: false }],
      ]);
    });
  });
});

/**
 * With the embedded database and a running server, the CLI finds the server's channel in the data folder
 * and sends its commands there (the database belongs to the server): the same outcomes and audit rows.
 */
describe('admin CLI registrations and staff, through a running server', () => {
  const TOKEN = 'c'.repeat(64);
  let t: TestApp;
  let channelDir: string;
  const viaServer = (...args: string[]) => admin({ dataDir: channelDir }, ...args);
  beforeAll(async () => {
    t = await startTestApp({}, { adminToken: TOKEN });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // The channel a server on this folder would open (admin-channel.ts), at the port the test server took.
    channelDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-admin-channel-cli-'));
    fs.writeFileSync(adminChannelFile(channelDir), JSON.stringify({ url: `http://127.0.0.1:${port}`, token: TOKEN }), {
      mode: 0o600,
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(channelDir, { recursive: true, force: true });
  });

  it('lists, approves at a level and rejects with a reason on the server’s database', async () => {
    for (const email of ['via.server@cli.test', 'via.reject@cli.test'])
      await t.post('/customer/register', { body: { customerInfo: registration(email) } });
    const listed = await viaServer('list-pending');
    expect(listed.output).toContain('via.server@cli.test (registration ');
    expect(listed.output).toContain("  Seller's permit: SP-99");

    expect(await viaServer('approve', 'via.server@cli.test', '--level', '2')).toEqual({
      code: 0,
      output: 'via.server@cli.test: approved\nPrice level 2, tax-exempt: yes\n',
    });
    expect(await viaServer('reject', 'via.reject@cli.test', '--reason', 'Out of area')).toEqual({
      code: 0,
      output: 'via.reject@cli.test: rejected\nReason: Out of area\n',
    });
    expect((await viaServer('approve', 'via.reject@cli.test')).output).toBe(
      'via.reject@cli.test: This registration is no longer pending: it was rejected already.\n',
    );
    const session = await t.post('/customer/login', {
      body: { userId: 'via.server@cli.test', password: 'Sup3rSecret!' },
    });
    expect(session.body.user.priceLev).toBe(2);
    const audit = await auditOf(t, 'customer', session.body.user.idCustomer);
    expect(audit.map((r) => [r.action, r.actor])).toEqual([['registration.approve', 'cli']]);
    // The server mailed the applicants: its own outbox, not the CLI's folder.
    await t.settled();
    expect(t.outbox().some((m) => m.includes('Out of area'))).toBe(true);
    expect(fs.existsSync(path.join(channelDir, 'outbox'))).toBe(false);
  });

  it('adds, lists and disables staff members on the server’s database', async () => {
    const added = await viaServer('staff-add', 'desk@cli.test', '--role', 'admin', '--name', 'Desk Admin');
    expect(added.code).toBe(0);
    expect(added.output).toMatch(/\nSet-password link \(valid 24 hours\): http\S+\/admin\/set-password\?token=\S+\n$/);
    expect((await viaServer('staff-list')).output).toContain(
      'desk@cli.test\tDesk Admin\tadmin\tactive\tno password yet',
    );
    expect(await viaServer('staff-disable', 'desk@cli.test')).toEqual({ code: 0, output: 'desk@cli.test: disabled\n' });
    const member = await t.db
      .selectFrom('staff')
      .selectAll()
      .where('email', '=', 'desk@cli.test')
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ name: 'Desk Admin', role: 'admin', active: false });
    expect((await auditOf(t, 'staff', member.id)).map((r) => [r.action, r.actor])).toEqual([
      ['staff.add', 'cli'],
      ['staff.update', 'cli'],
    ]);
    // The link the CLI printed sets the member's password (only while it is active: enabled again first).
    await t.db.updateTable('staff').set({ active: true }).where('id', '=', member.id).execute();
    const token = new URL(/Set-password link \(valid 24 hours\): (\S+)/.exec(added.output)![1]!).searchParams.get(
      'token',
    );
    const set = await t.post('/admin/session/set-password', { body: { token, password: 'Desk-password-1' } });
    expect(set.status).toBe(200);
  });

  it('carries out every command there, so the server’s channel answers them over its guard', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cli/staff',
      headers: { 'x-api-key': 'storefront-web', 'x-admin-token': 'd'.repeat(64), 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'sneak@cli.test', role: 'admin' }),
    });
    expect(refused.statusCode).toBe(403);
    expect(await t.db.selectFrom('staff').select('id').where('email', '=', 'sneak@cli.test').execute()).toEqual([]);
  });
});
