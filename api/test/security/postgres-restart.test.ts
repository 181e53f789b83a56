import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onPostgres, placeOrderBody } from '../helpers';
import { startPostgresServer, type PostgresServer } from '../postgres-server';
import { callServer as call, signInDemoBuyer, startServerProcess, type ServerProcess } from '../server-process';

// Runs with the PostgreSQL suite (a PostgreSQL install is there); it stops and starts a server of its own.
const onPostgresOnly = onPostgres ? describe : describe.skip;

onPostgresOnly('PostgreSQL stopped and started under a running server', () => {
  it('answers 503 with Retry-After and not ready while it is down, and recovers without a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-pg-restart-'));
    let postgres: PostgresServer | undefined;
    let server: ServerProcess | undefined;
    try {
      postgres = await startPostgresServer({ durable: false });
      server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: postgres.url });
      const api = `${server.url}/api`;
      const token = await signInDemoBuyer(api);
      const cart = () => call(`${api}/cart/get`, 'GET', undefined, token);
      const orders = () => call(`${api}/order/get`, 'GET', undefined, token);
      expect((await call(`${api}/ready`, 'GET')).status).toBe(200);
      expect((await cart()).status).toBe(200);

      await postgres.stop();
      const down = [await call(`${api}/ready`, 'GET'), await cart(), await orders()];
      for (const answer of down) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('5');
        expect(answer.body.code).toBe('SERVICE_UNAVAILABLE');
      }
      // Liveness stays up: a load balancer must not restart a server whose database is away.
      expect((await call(`${api}/health`, 'GET')).status).toBe(200);

      await postgres.start();
      // The same process: its pool opens new connections on the next calls.
      let ready = await call(`${api}/ready`, 'GET');
      for (let attempt = 0; ready.status !== 200 && attempt < 50; attempt++) ready = await call(`${api}/ready`, 'GET');
      expect(ready.status).toBe(200);
      expect(server.child.exitCode).toBeNull();
      expect((await orders()).status).toBe(200);
      const list = await call(`${api}/product/get?sort=stock-desc`, 'GET', undefined, token);
      const product = list.body.productList[0] as { idStyle: string; qtyPerUOM: number };
      // One pack: the demo's minimum order is its pack (docs/product.md §6.6).
      const add = await call(`${api}/cart/add`, 'POST', { idStyle: product.idStyle, totQty: product.qtyPerUOM }, token);
      expect(add.status).toBe(200);
      const order = await call(`${api}/payment/place-order`, 'POST', placeOrderBody('PO-BACK', 'back-key-0001'), token);
      expect(order.status).toBe(200);
    } finally {
      await server?.stop();
      await postgres?.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
