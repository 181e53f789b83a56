import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_BUYER, placeOrderBody } from '../helpers';

const API_DIR = path.resolve(__dirname, '..', '..');
const HEADERS = { 'x-api-key': 'storefront-web', 'content-type': 'application/json' };

interface Server {
  child: ChildProcessWithoutNullStreams;
  url: string;
  exited: Promise<number | null>;
}

/**
 * Starts the real server (embedded database in `dataDir`) as one node process (no tsx wrapper, so a
 * kill reaches the server itself) and resolves with its URL once it listens.
 */
const startServer = (dataDir: string): Promise<Server> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', SEED_DEMO: '1' },
    });
    let out = '';
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Storefront: (http:\/\/localhost:\d+)\//.exec(out);
      if (match) resolve({ child, url: match[1]!, exited });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    void exited.then((code) => reject(new Error(`server exited ${code}: ${out}`)));
  });

const call = async (url: string, method: 'GET' | 'POST', body?: unknown, token?: string) => {
  const res = await fetch(url, {
    method,
    headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
};

const signIn = async (api: string): Promise<string> =>
  (await call(`${api}/customer/login`, 'POST', { userId: DEMO_BUYER.email, password: DEMO_BUYER.password })).body.user
    .token;

describe('crash durability (embedded database)', () => {
  it('an order confirmed just before kill -9 is there after a restart on the same data folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-crash-'));
    const servers: Server[] = [];
    try {
      const first = await startServer(dataDir);
      servers.push(first);
      const api = `${first.url}/api`;
      const token = await signIn(api);
      const list = await call(`${api}/product/get?sort=stock-desc`, 'GET', undefined, token);
      const sku = list.body.productList[0].idStyle as string;
      expect((await call(`${api}/cart/add`, 'POST', { idStyle: sku, totQty: 1 }, token)).status).toBe(200);
      const order = await call(`${api}/payment/place-order`, 'POST', placeOrderBody('PO-CRASH', 'crash-key-1'), token);
      expect(order.status).toBe(200);
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await startServer(dataDir);
      servers.push(second);
      const again = `${second.url}/api`;
      const token2 = await signIn(again);
      const detail = await call(`${again}/order/get-detail?idSO=${order.body.idSO}`, 'GET', undefined, token2);
      expect(detail.status).toBe(200);
      expect(detail.body.order).toMatchObject({ idSO: order.body.idSO, custPO: 'PO-CRASH' });
      // Replaying the same checkout after the crash finds that order instead of making a second one.
      const replay = await call(
        `${again}/payment/place-order`,
        'POST',
        placeOrderBody('PO-CRASH', 'crash-key-1'),
        token2,
      );
      expect(replay.body).toMatchObject({ idSO: order.body.idSO, isReplay: true });
    } finally {
      for (const server of servers) {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGTERM');
          await server.exited;
        }
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
