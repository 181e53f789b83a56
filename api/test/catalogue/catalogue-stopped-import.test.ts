import fs from 'node:fs';
import path from 'node:path';
import { closeImportsOfStoppedServer, IMPORT_RUNNING } from '../../src/catalogue/catalogue-jobs';
import { API_KEY, onPostgres, startTestApp, type Body } from '../helpers';
import { callServer, signInDemoBuyer, startServerProcess, type ServerProcess } from '../server-process';
import { newStaff } from '../back-office/staff-helpers';
import { csvFile, scratchFolder } from './catalogue-helpers';

// A catalogue import the server stops in the middle of (docs/product.md §13.6): the batches written before
// the stop stay, each whole; the import reads as failed ('The server stopped during the import; rows before
// it were written.'), and it does not hold up the next one.
jest.setTimeout(240_000);

const STOPPED = 'The server stopped during the import; rows before it were written.';
const HEADER = 'sku,title,brand,category,price_1,stock,breaks';
const COUNT = 6_000;
const skuOf = (n: number) => `STOP-${String(n).padStart(5, '0')}`;

/** The admin channel's calls (what `npm run admin -- import-catalogue` sends while the server runs). */
function channelOf(dataDir: string) {
  const { url, token } = JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-channel.json'), 'utf8'));
  const headers = { 'x-admin-token': token, 'x-api-key': API_KEY, 'content-type': 'application/json' };
  return {
    start: async (file: string) =>
      (await fetch(`${url}/api/cli/catalogue-import`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ file, dryRun: false, skipInvalid: false }),
      }).then((r) => r.json())) as Body,
    job: async (id: number) =>
      ((await fetch(`${url}/api/cli/catalogue-import?id=${id}`, { headers }).then((r) => r.json())) as Body).job,
  };
}

const onEmbeddedOnly = onPostgres ? describe.skip : describe;

onEmbeddedOnly('an import when the server is killed (embedded database)', () => {
  it('keeps its written batches whole, reads as failed after the restart and lets the next import run', async () => {
    const dataDir = scratchFolder('stopped-data');
    const rows = Array.from(
      { length: COUNT },
      (_, n) => `${skuOf(n)},Stopped kettle ${n},Stop Brand,Kitchen > Kettles,9.00,7,24:5`,
    );
    const file = csvFile(scratchFolder('stopped-files'), [HEADER, ...rows]);
    const servers: ServerProcess[] = [];
    try {
      const first = await startServerProcess({ DATA_DIR: dataDir });
      servers.push(first);
      const channel = channelOf(dataDir);
      const { id } = await channel.start(file);
      // Killed once the import is writing and has written part of the file.
      for (;;) {
        const job = await channel.job(id);
        expect(job.status).toBe('importing');
        if (job.progress?.phase === 'writing' && job.progress.rows >= 500) break;
        await new Promise((resolve) => setTimeout(resolve, 50)); // the next look, not a wait for a result
      }
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await startServerProcess({ DATA_DIR: dataDir });
      servers.push(second);
      const after = channelOf(dataDir);
      expect(await after.job(id)).toMatchObject({ status: 'failed', summary: { error: STOPPED } });

      // Whole batches of 250 were written, in the file's order, each product with its price, stock and
      // break: a batch's first and last products are both there or both not, and the written ones are whole.
      const token = await signInDemoBuyer(`${second.url}/api`);
      const page = async (n: number) => {
        const answer = await callServer(
          `${second.url}/api/product/get-detail?idStyle=${skuOf(n)}`,
          'GET',
          undefined,
          token,
        );
        if (answer.status === 404) return null;
        const { price, avaQty, breaks } = answer.body.product;
        return { price, avaQty, breakQty: breaks[0]?.minQty };
      };
      let written = 0;
      for (let first = 0; first < COUNT; first += 250) {
        const [head, tail] = [await page(first), await page(first + 249)];
        expect(tail === null).toBe(head === null);
        if (head === null) break;
        for (const product of [head, tail]) expect(product).toEqual({ price: 9, avaQty: 7, breakQty: 24 });
        written += 250;
      }
      expect(written).toBeGreaterThan(0);
      expect(written).toBeLessThan(COUNT);
      expect(await page(written)).toBeNull();
      const total = written;

      // The next import runs at once and writes the rest.
      const again = await after.start(file);
      let job = await after.job(again.id);
      while (['checking', 'importing'].includes(job.status)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        job = await after.job(again.id);
      }
      expect(job).toMatchObject({ status: 'imported', summary: { created: COUNT - total, unchanged: total } });
    } finally {
      for (const server of servers) await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe(`an import left running by a stopped server (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('blocks another import while its heartbeat is recent, and reads as failed once it is old', async () => {
    const t = await startTestApp();
    try {
      const staff = await newStaff(t, 'catalog');
      const left = async (secondsAgo: number) =>
        (
          await t.db
            .insertInto('catalogue_imports')
            .values({
              staff_id: null,
              file_name: 'left.csv',
              dry_run: false,
              status: 'importing',
              updated_at: new Date(Date.now() - secondsAgo * 1000),
              finished_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const detail = async (id: number) =>
        (await t.get('/admin/catalogue/import-detail', { token: staff.token, query: { id } })).body.import;
      const confirm = async () => {
        const form = new FormData();
        form.append(
          'file',
          new Blob([`${HEADER}\n${skuOf(1)},Kettle,Stop Brand,Kitchen > Kettles,9.00,7,24:5`]),
          'a.csv',
        );
        const headers = { authorization: `Bearer ${staff.token}`, 'x-api-key': API_KEY };
        const uploaded = await t.raw('POST', '/api/admin/catalogue/import-upload', { headers, body: form });
        await t.settled();
        return t.post('/admin/catalogue/import-confirm', { token: staff.token, body: { id: uploaded.body.import.id } });
      };

      const recent = await left(2);
      expect(await detail(recent)).toMatchObject({ status: 'importing' });
      const refused = await confirm();
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([
        409,
        'IMPORT_RUNNING',
        IMPORT_RUNNING,
      ]);

      await t.db
        .updateTable('catalogue_imports')
        .set({ updated_at: new Date(Date.now() - 31_000) })
        .where('id', '=', recent)
        .execute();
      expect(await detail(recent)).toMatchObject({ status: 'failed', summary: { error: STOPPED } });
      expect((await confirm()).status).toBe(200);
      await t.settled();

      // At an embedded server's start every import still marked running is closed as failed at once.
      if (!onPostgres) {
        const fresh = await left(0);
        await closeImportsOfStoppedServer(t.db);
        const row = await t.db
          .selectFrom('catalogue_imports')
          .selectAll()
          .where('id', '=', fresh)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ status: 'failed', summary: { error: STOPPED } });
      }
    } finally {
      await t.close();
    }
  });
});
