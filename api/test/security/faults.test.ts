import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { onPostgres, placeOrderBody, startTestApp, stockedSkus } from '../helpers';
import { snapshot } from './fixtures';

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

  it('the connection lost inside place-order: 503 with Retry-After, nothing half-written, one order on retry', async () => {
    const t = await startTestApp();
    const admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
    try {
      const c = await t.newCustomer();
      const [sku] = await stockedSkus(t, c.token);
      expect((await t.post('/cart/add', { token: c.token, body: { idStyle: sku, totQty: 2 } })).status).toBe(200);
      const stockOf = async () =>
        (await t.db.selectFrom('products').select('ava_qty').where('id_style', '=', sku!).executeTakeFirstOrThrow())
          .ava_qty;
      const before = await snapshot(t, c.id);
      const stockBefore = await stockOf();

      // Another connection holds the product's row: place-order writes its header, then waits on that lock.
      await admin.query('begin');
      await admin.query('select 1 from products where id_style = $1 for update', [sku]);
      const body = placeOrderBody('PO-DROPPED', 'dropped-key-0001');
      const pending = t.raw('POST', '/api/payment/place-order', {
        headers: {
          'x-api-key': 'storefront-web',
          'content-type': 'application/json',
          authorization: `Bearer ${c.token}`,
        },
        body: JSON.stringify(body),
      });
      let answered = false;
      void pending.then(() => (answered = true));
      let waiting: number | undefined;
      while (waiting === undefined) {
        if (answered) throw new Error(`place-order answered before waiting on the lock: ${(await pending).status}`);
        const blocked = await admin.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        waiting = blocked.rows[0]?.pid;
      }
      // Its connection is cut mid-transaction, with the order header already inserted.
      await admin.query('select pg_terminate_backend($1)', [waiting]);
      const answer = await pending;
      await admin.query('rollback');

      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(await snapshot(t, c.id)).toEqual(before);
      expect(await stockOf()).toBe(stockBefore);

      const retried = await t.post('/payment/place-order', { token: c.token, body });
      expect(retried.status).toBe(200);
      expect(retried.body.isReplay).toBe(false);
      const after = await snapshot(t, c.id);
      expect(after.orders.map((o) => o.id_so)).toEqual([retried.body.idSO]);
      expect(after.orderLines.map((l) => [l.id_so, l.id_style, l.qty])).toEqual([[retried.body.idSO, sku, 2]]);
      expect(after.cart).toEqual([]);
      expect(await stockOf()).toBe(stockBefore - 2);
    } finally {
      await admin.end();
      await t.close();
    }
  });
});
