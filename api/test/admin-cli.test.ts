import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freshPgDatabase, onPostgres } from './helpers';

const run = promisify(execFile);
const CLI = path.resolve(__dirname, '../src/admin/cli.ts');

// Each run starts node with tsx and opens (on PGlite, migrates) the database: seconds on a busy machine.
jest.setTimeout(240_000);

/**
 * The admin CLI as staff run it with no server holding the database: the commands open it themselves
 * (the running server's channel is covered by admin-channel.test.ts).
 */
describe(`admin CLI discount codes (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string;
  let pgDb: Awaited<ReturnType<typeof freshPgDatabase>> | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-admin-cli-'));
    pgDb = onPostgres ? await freshPgDatabase() : undefined;
  });
  afterAll(async () => {
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const admin = async (...args: string[]) => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: pgDb?.url ?? '', LOG_LEVEL: 'warn' };
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], { env });
      return { code: 0, output: `${stdout}${stderr}` };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, output: `${e.stdout}${e.stderr}` };
    }
  };

  it('adds, lists and disables codes, and refuses a bad one with its reason before opening the database', async () => {
    expect(
      await admin('coupon-add', 'Winter15', '--percent', '15', '--until', '2999-01-31', '--description', 'Winter sale'),
    ).toEqual({
      code: 0,
      output: 'Winter15: added\n',
    });
    expect(await admin('coupon-add', 'TAKE5', '--amount', '5.50', '--from', '2000-01-01')).toMatchObject({ code: 0 });
    expect(await admin('coupon-add', 'winter15', '--percent', '5')).toEqual({
      code: 2,
      output: 'A discount code winter15 exists already\n',
    });
    expect(await admin('coupon-disable', ' take5 ')).toEqual({ code: 0, output: 'take5: disabled\n' });
    expect(await admin('coupon-disable', 'NOPE')).toEqual({ code: 2, output: 'No discount code NOPE\n' });
    const listed = await admin('coupon-list');
    expect(listed.code).toBe(0);
    expect(listed.output.split('\n')).toEqual([
      'TAKE5\t$5.50 off\tfrom 2000-01-01\tuntil -\tdisabled\t',
      'Winter15\t15% off\tfrom -\tuntil 2999-01-31\tactive\tWinter sale',
      '',
    ]);
    const bad = await admin('coupon-add', 'HALF', '--percent', '50', '--amount', '5');
    expect(bad).toEqual({ code: 1, output: 'Give one of --percent N or --amount D\n' });
    expect((await admin('coupon-add', 'NODATE', '--percent', '5', '--until', '31/12/2030')).output).toBe(
      '--until must be a date (YYYY-MM-DD)\n',
    );
  });
});
