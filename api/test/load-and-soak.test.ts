import { spawn } from 'node:child_process';
import path from 'node:path';
import { freshPgDatabase, onPostgres } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The short version of `npm run bench`'s load and soak run (bench/soak.mjs): a real server on its own
 * database of the PostgreSQL test server, mixed buyer traffic for 15 s, then every order checked in
 * the database against what the clients were told.
 */
const onPostgresOnly = onPostgres ? describe : describe.skip;

onPostgresOnly('load and soak (short run, PostgreSQL)', () => {
  it('mixed buyer traffic: no 5xx, no order lost, duplicated or without its lines, no gross leak', async () => {
    const database = await freshPgDatabase();
    let child: ReturnType<typeof spawn> | undefined;
    try {
      child = spawn(process.execPath, ['bench/soak.mjs', '--seconds', '15', '--database-url', database.url, '--json'], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child!.on('exit', resolve));
      expect(stderr).not.toContain('soak failed');
      const { result, rows } = JSON.parse(stdout.trim().split('\n').at(-1)!);
      expect(result.requests).toBeGreaterThan(100);
      expect(result.confirmed).toBeGreaterThan(5);
      expect(result).toMatchObject({
        count5xx: 0,
        count4xx: 0,
        lost: 0,
        duplicated: 0,
        unseen: 0,
        withoutLines: 0,
        wrongLines: 0,
      });
      expect(result.stored).toBe(result.confirmed);
      expect(rows.filter((r: { pass: boolean }) => r.pass === false)).toEqual([]);
      // Memory is judged in the 3-minute bench run (a fresh heap is still growing into its size in
      // 15 s); this short run only catches a gross leak: measured runs end 8% to 35% above the start.
      expect(result.rssStartMb).toBeGreaterThan(0);
      expect(result.rssEndMb).toBeLessThan(result.rssStartMb * 2);
      expect(code).toBe(0);
    } finally {
      // A timed-out run still stops its server (the runner stops what it started on SIGTERM).
      if (child && child.exitCode === null) child.kill('SIGTERM');
      await database.drop();
    }
  }, 90_000);
});
