import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import { migrationProvider } from './migrations';
import { PgliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

const INT8 = 20;
const NUMERIC = 1700;

/** count(*) and sums are int8 in PostgreSQL: node-postgres hands them back as strings unless told. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** The embedded databases made here, for runsQueriesSideBySide and whenDatabaseQuiet. */
const embedded = new WeakMap<Db, PgliteDialect>();

/**
 * Whether queries run side by side (a PostgreSQL pool) rather than one at a time (embedded PGlite, where
 * work nobody waits for holds up the next caller's queries).
 */
export const runsQueriesSideBySide = (db: Db): boolean => !embedded.has(db);

const embeddedDatabase = (location: string | null): Db => {
  const dialect = new PgliteDialect(location);
  const db = new Kysely<Database>({ dialect });
  embedded.set(db, dialect);
  return db;
};

/**
 * Resolves when work nobody waits for may take the database without holding up a caller: at once on a
 * PostgreSQL pool, between callers' queries on embedded PGlite (PgliteDriver.whenQuiet), waiting at most
 * about `patienceMs` for a moment without any.
 */
export const whenDatabaseQuiet = (db: Db, patienceMs = 1000): Promise<void> =>
  embedded.get(db)?.whenQuiet(patienceMs) ?? Promise.resolve();

/** The embedded database when no DATABASE_URL is set; a PostgreSQL pool otherwise. */
export function createDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Db {
  const url = config.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10, types: pgTypes, connectionTimeoutMillis: 5000 });
    // An idle client's error (the server restarting) must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    // A checked-out client has no pool listener: its connection dropping (the server killed it) would be
    // an unhandled 'error' event and end the process. Its query fails instead and is answered 503.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (url === 'memory://') return embeddedDatabase(null);
  const dir = path.join(config.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  return embeddedDatabase(dir);
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
