import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { onPostgres, placeOrderBody } from '../helpers';
import { startPostgresServer, type PostgresServer } from '../postgres-server';
import {
  callServer as call,
  signInDemoBuyer as signIn,
  startServerProcess,
  type ServerProcess,
} from '../server-process';

/**
 * Signs in, puts three of the least the best-stocked product is sold in (docs/product.md §6.6) in the cart
 * and places an order; answers the order, the SKU and the quantity.
 */
async function confirmOrder(api: string, custPO: string, key: string) {
  const token = await signIn(api);
  const list = await call(`${api}/product/get?sort=stock-desc`, 'GET', undefined, token);
  const sku = list.body.productList[0].idStyle as string;
  const { product } = (
    await call(`${api}/product/get-detail?idStyle=${encodeURIComponent(sku)}`, 'GET', undefined, token)
  ).body;
  const qty = 3 * Math.max(product.qtyPerUOM, product.minBuy);
  expect((await call(`${api}/cart/add`, 'POST', { idStyle: sku, totQty: qty }, token)).status).toBe(200);
  const order = await call(`${api}/payment/place-order`, 'POST', placeOrderBody(custPO, key), token);
  expect(order.status).toBe(200);
  return { idSO: order.body.idSO as number, sku, qty };
}

/** After the restart: the order, its line, and a replay of the same checkout that finds it. */
async function expectOrderSurvived(
  api: string,
  custPO: string,
  key: string,
  { idSO, sku, qty }: { idSO: number; sku: string; qty: number },
) {
  const token = await signIn(api);
  const detail = await call(`${api}/order/get-detail?idSO=${idSO}`, 'GET', undefined, token);
  expect(detail.status).toBe(200);
  expect(detail.body.order).toMatchObject({ idSO, custPO });
  const items = await call(`${api}/order/get-item-details?idSO=${idSO}`, 'GET', undefined, token);
  expect(items.body.map((l: { idStyle: string; totQty: number }) => [l.idStyle, l.totQty])).toEqual([[sku, qty]]);
  // Replaying the same checkout after the crash finds that order instead of making a second one.
  const replay = await call(`${api}/payment/place-order`, 'POST', placeOrderBody(custPO, key), token);
  expect(replay.body).toMatchObject({ idSO, isReplay: true });
}

describe('crash durability (embedded database)', () => {
  it('an order confirmed just before kill -9 is there after a restart on the same data folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-crash-'));
    const servers: ServerProcess[] = [];
    try {
      const first = await startServerProcess({ DATA_DIR: dataDir });
      servers.push(first);
      const order = await confirmOrder(`${first.url}/api`, 'PO-CRASH', 'crash-key-1');
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await startServerProcess({ DATA_DIR: dataDir });
      servers.push(second);
      await expectOrderSurvived(`${second.url}/api`, 'PO-CRASH', 'crash-key-1', order);
    } finally {
      for (const server of servers) await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});

// Runs with the PostgreSQL suite (a PostgreSQL install is there); it starts a durable server of its own.
const onPostgresOnly = onPostgres ? describe : describe.skip;

onPostgresOnly('crash durability (PostgreSQL)', () => {
  it('an order confirmed just before kill -9 of the server and of PostgreSQL is there after both restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-crash-pg-'));
    const servers: ServerProcess[] = [];
    let postgres: PostgresServer | undefined;
    try {
      postgres = await startPostgresServer({ durable: true });
      const env = { DATA_DIR: dataDir, DATABASE_URL: postgres.url };
      const first = await startServerProcess(env);
      servers.push(first);
      const order = await confirmOrder(`${first.url}/api`, 'PO-PG-CRASH', 'pg-crash-key-1');
      first.child.kill('SIGKILL');
      await first.exited;
      await postgres.crash();

      await postgres.start();
      expect(postgres.log()).toMatch(/not properly shut down; automatic recovery in progress/);
      // The durability this proves is PostgreSQL's own settings, not a test shortcut.
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      const settings = await admin.query<{ name: string; setting: string }>(
        "select name, setting from pg_settings where name in ('fsync', 'synchronous_commit') order by name",
      );
      await admin.end();
      expect(settings.rows).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'synchronous_commit', setting: 'on' },
      ]);
      const second = await startServerProcess(env);
      servers.push(second);
      await expectOrderSurvived(`${second.url}/api`, 'PO-PG-CRASH', 'pg-crash-key-1', order);
    } finally {
      for (const server of servers) await server.stop();
      await postgres?.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
