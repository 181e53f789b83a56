import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { onPostgres, startTestApp } from '../helpers';

const API_DIR = path.resolve(__dirname, '..', '..');
const TSX = path.resolve(API_DIR, '..', 'node_modules', '.bin', 'tsx');

describe('faults', () => {
  it('with the database unreachable at start, the server says so, never listens, and exits 1', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-fault-'));
    try {
      const child = spawn(TSX, ['src/server.ts'], {
        cwd: API_DIR,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: '0',
          DATABASE_URL: 'postgres://buyer:s3cret-pass@127.0.0.1:1/storefront',
          SEED_DEMO: '0',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('The server could not start: PostgreSQL at 127.0.0.1:1 is unreachable.');
      expect(stderr + stdout).not.toContain('s3cret-pass');
      expect(stdout).not.toMatch(/ready|Storefront:/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// Only a PostgreSQL server has connections that can drop under a running app (PGlite lives in-process).
const onPostgresOnly = onPostgres ? describe : describe.skip;

onPostgresOnly('faults on PostgreSQL', () => {
  it('connections dropped at run time: 503 with Retry-After or success, then recovery without a restart', async () => {
    const t = await startTestApp();
    try {
      const menu = () => t.raw('GET', '/api/system/get-menu', { headers: { 'x-api-key': 'storefront-web' } });
      const token = await t.login();
      expect((await t.get('/cart/get', { token })).status).toBe(200);
      // Open several pooled connections, then have the server end every one of them.
      await Promise.all([menu(), menu(), t.get('/order/get', { token }), t.get('/cart/get', { token })]);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const dbName = new URL(t.config.databaseUrl!).pathname.slice(1);
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);

      const seen: number[] = [];
      for (let attempt = 0; attempt < 20 && seen.at(-1) !== 200; attempt++) {
        const res = await t.raw('GET', '/api/order/get', {
          headers: { 'x-api-key': 'storefront-web', authorization: `Bearer ${token}` },
        });
        seen.push(res.status);
        if (res.status === 503) expect(res.headers.get('retry-after')).toBe('5');
      }
      expect(seen.every((status) => status === 200 || status === 503)).toBe(true);
      expect(seen.at(-1)).toBe(200);
      expect((await t.raw('GET', '/api/ready')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
