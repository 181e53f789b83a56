import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest, whenDatabaseQuiet } from '../src/db/database';
import { migrationProvider } from '../src/db/migrations';

jest.setTimeout(60_000);

/** The on-disk embedded database that `npm start` uses (the other suites run PGlite in memory). */
describe('embedded PGlite in the data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-embedded-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('persists across restarts, refuses a second process-level opener and releases its lock', async () => {
    const first = createDatabase({ dataDir, databaseUrl: undefined });
    // Every migration runs on a fresh folder, in order (the list is the provider's: a new one is included).
    const all = Object.keys(await migrationProvider.getMigrations());
    expect(all.slice(0, 2)).toEqual(['001-initial', '002-support-indexes']);
    expect(await migrateToLatest(first)).toEqual(all);
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

/** Work nobody waits for (a read of filter sets in parts) goes between callers' queries, not inside a call. */
describe('embedded PGlite when quiet', () => {
  const db = createDatabase({ dataDir: '', databaseUrl: 'memory://' });
  beforeAll(() => sql`select 1`.execute(db)); // started, as a serving database is
  afterAll(() => db.destroy());
  const events: string[] = [];
  const query = async (name: string) => {
    await sql`select 1`.execute(db);
    events.push(name);
  };

  it('waits for a call whose queries run one after the other, and for an open transaction', async () => {
    const call = (async () => {
      await query('call 1');
      await query('call 2');
      await query('call 3');
    })();
    const quiet = whenDatabaseQuiet(db).then(() => events.push('quiet'));
    await Promise.all([call, quiet]);
    expect(events).toEqual(['call 1', 'call 2', 'call 3', 'quiet']);

    events.length = 0;
    let quietDuringTransaction = false;
    await db.transaction().execute(async (trx) => {
      void whenDatabaseQuiet(db).then(() => events.push('quiet'));
      await sql`select 1`.execute(trx);
      // Two turns of the event loop with the transaction open and no query running.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      quietDuringTransaction = events.includes('quiet');
      events.push('transaction');
    });
    await whenDatabaseQuiet(db);
    expect(quietDuringTransaction).toBe(false);
    expect(events).toEqual(['transaction', 'quiet']);
  });

  it('stops waiting after its patience, at a gap between queries, when callers keep coming', async () => {
    events.length = 0;
    let quiet: Promise<unknown> | undefined;
    const call = (async () => {
      await query('call 1');
      // Asked between two of the call's queries; the next one keeps the connection for 50 ms.
      quiet = whenDatabaseQuiet(db, 0).then(() => events.push('quiet'));
      await sql`select pg_sleep(0.05)`.execute(db);
      events.push('call 2');
      await query('call 3');
    })();
    await call;
    await quiet;
    expect(events).toEqual(['call 1', 'quiet', 'call 2', 'call 3']);
  });
});
