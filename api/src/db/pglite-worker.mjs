// Hosts embedded PGlite in a worker thread. PGlite loads its Node parts with dynamic import(), which
// jest's CommonJS sandbox refuses; a worker runs plain Node, and it keeps WASM work off the HTTP loop.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const db = await PGlite.create(workerData.dataDir ?? undefined, { extensions: { pg_trgm } });

const toError = (error) => ({
  message: error?.message ?? String(error),
  code: error?.code,
  constraint: error?.constraint,
  detail: error?.detail,
  table: error?.table,
});

parentPort.on('message', async (message) => {
  const { id, kind, sql, params } = message;
  try {
    if (kind === 'close') {
      await db.close();
      parentPort.postMessage({ id, ok: true });
      return;
    }
    if (kind === 'exec') {
      await db.exec(sql);
      parentPort.postMessage({ id, ok: true, rows: [] });
      return;
    }
    const result = await db.query(sql, params ?? [], { rowMode: 'object' });
    parentPort.postMessage({ id, ok: true, rows: result.rows, affectedRows: result.affectedRows ?? 0 });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: toError(error) });
  }
});
parentPort.postMessage({ id: 0, ok: true, ready: true });
