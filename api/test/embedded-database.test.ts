import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, migrateToLatest } from '../src/db/database';

jest.setTimeout(60_000);

/** The on-disk embedded database that `npm start` uses (the other suites run PGlite in memory). */
describe('embedded PGlite in the data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-embedded-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('persists across restarts, refuses a second process-level opener and releases its lock', async () => {
    const first = createDatabase({ dataDir, databaseUrl: undefined });
    expect(await migrateToLatest(first)).toEqual([
      '001-initial',
      '002-support-indexes',
      '003-catalogue-read-indexes',
      '004-search-order-indexes',
      '005-product-filter-ids',
    ]);
    await first.insertInto('stores').values({ id_store: 7, name: 'Test', zipcode: '10001' }).execute();
    const lock = path.join(dataDir, 'db', 'storefront.lock');
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await first.destroy();
    expect(fs.existsSync(lock)).toBe(false);

    // Another live process holding the folder is refused with a clear message.
    fs.writeFileSync(lock, String(process.ppid));
    const blocked = createDatabase({ dataDir, databaseUrl: undefined });
    await expect(blocked.selectFrom('stores').selectAll().execute()).rejects.toThrow(/in use by process/);
    await blocked.destroy().catch(() => undefined);
    fs.rmSync(lock);

    const again = createDatabase({ dataDir, databaseUrl: undefined });
    expect(await migrateToLatest(again)).toEqual([]);
    expect(await again.selectFrom('stores').select('name').where('id_store', '=', 7).executeTakeFirst()).toEqual({
      name: 'Test',
    });
    await again.destroy();
  });
});
