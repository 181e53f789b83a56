import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { importThroughServer } from '../../src/admin/catalogue-commands';
import { API_KEY, freshPgDatabase, onPostgres, startTestApp } from '../helpers';
import { csvFile, NEW_HEADER, newRow, scratchFolder } from './catalogue-helpers';

const run = promisify(execFile);
const CLI = path.resolve(__dirname, '../../src/admin/cli.ts');

// Each run starts node with tsx and opens (on PGlite, migrates and seeds) the database: seconds each.
jest.setTimeout(300_000);

/**
 * `npm run admin -- import-catalogue` and `export-catalogue` as staff run them (docs/catalogue-file.md):
 * the summary line, the exit codes, the report file, and the import carried out by a running server.
 */
describe(`the catalogue commands (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string;
  let folder: string;
  let pgDb: Awaited<ReturnType<typeof freshPgDatabase>> | undefined;
  beforeAll(async () => {
    dataDir = scratchFolder('cli-data');
    folder = scratchFolder('cli-files');
    pgDb = onPostgres ? await freshPgDatabase() : undefined;
  });
  afterAll(async () => {
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const admin = async (...args: string[]) => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: pgDb?.url ?? '', LOG_LEVEL: 'warn' };
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  it('imports, then finds nothing to change; refuses bad rows (1) and unreadable files (2)', async () => {
    await admin('seed');
    const good = csvFile(folder, [NEW_HEADER, newRow('CLI-1'), newRow('CLI-2')], 'good.csv');
    const first = await admin('import-catalogue', good);
    expect([first.code, first.stdout]).toEqual([0, 'created 2, updated 0, unchanged 0, invalid 0\n']);
    expect(first.stderr).toContain('Writing  [##############################] 2/2 rows');
    const again = await admin('import-catalogue', good);
    expect([again.code, again.stdout]).toEqual([0, 'created 0, updated 0, unchanged 2, invalid 0\n']);
    expect(again.stderr).toContain('Nothing changed: the catalogue already holds this file.');

    const report = path.join(folder, 'errors.csv');
    const bad = csvFile(
      folder,
      [NEW_HEADER, newRow('CLI-3'), `${newRow('CLI-4')}`.replace('12.50', 'twelve')],
      'bad.csv',
    );
    const refused = await admin('import-catalogue', bad, '--report', report);
    expect([refused.code, refused.stdout]).toEqual([1, 'created 1, updated 0, unchanged 0, invalid 1\n']);
    expect(refused.stderr).toContain('Row 3, price_1 "twelve": must be an amount like 12.50, without a currency sign');
    expect(refused.stderr).toContain('Nothing was written: 1 row is invalid.');
    expect(fs.readFileSync(report, 'utf8')).toBe(
      'row,column,value,reason\n3,price_1,twelve,"must be an amount like 12.50, without a currency sign"\n',
    );
    const dry = await admin('import-catalogue', bad, '--dry-run', '--skip-invalid');
    expect([dry.code, dry.stdout]).toEqual([0, 'created 1, updated 0, unchanged 0, invalid 1\n']);
    expect(dry.stderr).toContain('Dry run: nothing was written.');
    const skipped = await admin('import-catalogue', bad, '--skip-invalid');
    expect([skipped.code, skipped.stdout]).toEqual([0, 'created 1, updated 0, unchanged 0, invalid 1\n']);

    const binary = path.join(folder, 'binary.csv');
    fs.writeFileSync(binary, Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xff, 0xfe, 0x00, 0x41]));
    expect(await admin('import-catalogue', binary)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'The file is not UTF-8 text.\n',
    });
    const quote = csvFile(folder, ['sku,title', 'Q-1,"never closed'], 'quote.csv');
    const unclosed = await admin('import-catalogue', quote);
    expect([unclosed.code, unclosed.stdout]).toEqual([2, '']);
    expect(unclosed.stderr).toMatch(/^The file cannot be read as CSV: /);
    const missing = await admin('import-catalogue', path.join(folder, 'nope.csv'));
    expect(missing).toEqual({ code: 2, stdout: '', stderr: `Cannot read ${path.join(folder, 'nope.csv')}.\n` });
  });

  it('exports a file that imports back unchanged', async () => {
    const file = path.join(folder, 'export.csv');
    const exported = await admin('export-catalogue', file);
    expect(exported.code).toBe(0);
    const count = Number(/Exported (\d+) products/.exec(exported.stdout)?.[1]);
    expect(count).toBeGreaterThan(60);
    const back = await admin('import-catalogue', file);
    expect([back.code, back.stdout]).toEqual([0, `created 0, updated 0, unchanged ${count}, invalid 0\n`]);
  });
});

describe('an import carried out by the running server', () => {
  it('runs on the server, the command line drawing its progress and summing it up', async () => {
    const token = 'c'.repeat(64);
    const t = await startTestApp({}, { adminToken: token });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const folder = scratchFolder('channel');
      const file = csvFile(folder, [NEW_HEADER, newRow('CHAN-1')], 'channel.csv');
      const written: string[] = [];
      const spy = jest.spyOn(process.stdout, 'write').mockImplementation((text) => {
        written.push(String(text));
        return true;
      });
      const code = await importThroughServer({ url: `http://127.0.0.1:${port}`, token }, API_KEY, {
        file,
        dryRun: false,
        skipInvalid: false,
      }).finally(() => spy.mockRestore());
      expect([code, written.join('')]).toEqual([0, 'created 1, updated 0, unchanged 0, invalid 0\n']);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['actor', 'action'])
        .where('record_id', '=', 'CHAN-1')
        .executeTakeFirstOrThrow();
      expect(audit).toEqual({ actor: 'cli', action: 'catalogue.import' });
    } finally {
      await t.close();
    }
  });
});
