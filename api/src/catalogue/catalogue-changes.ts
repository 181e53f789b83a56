import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { clearCatalogueAnswers } from '../lib/answer-cache';
import { searchIndexOf } from '../search/search-index';

/**
 * A change to the catalogue shows to buyers on their next load (docs/product.md §13.5): a write clears the
 * kept answers of its own process at once, and on PostgreSQL tells every other process on the database
 * through `NOTIFY`, sent with the write's commit (never for a write rolled back). Each API process on
 * PostgreSQL listens on its own connection; the embedded database has one process, the server (the
 * command line goes through it: admin-channel.ts).
 */
export const CATALOGUE_CHANNEL = 'storefront_catalogue';
/** Sent by the search change log's triggers with every write to a product (migration 020). */
export const SEARCH_CHANNEL = 'storefront_search';

/** Inside the write's transaction: the other processes hear it when it commits. */
export async function announceCatalogueChange(trx: Pick<Db, 'executeQuery'> & Db): Promise<void> {
  await sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`.execute(trx);
}

/** After the write committed: this process's kept catalogue answers go. */
export const forgetCatalogueAnswers = (db: Db): void => clearCatalogueAnswers(db);

/**
 * Listens for other processes' catalogue changes and forgets this process's answers on each; also on each
 * reconnection, as changes may have come while it was away (not on the first: it starts with the process,
 * before any answer is kept). On each product write (SEARCH_CHANNEL) the search index reads the change
 * log; after a reconnection it reads the catalogue anew, as the log it missed may have been pruned.
 * Answers a stop function.
 */
export function listenForCatalogueChanges(
  db: Db,
  databaseUrl: string,
  log: { warn: (o: object, m: string) => void },
): () => Promise<void> {
  let client: pg.Client | undefined;
  // A read that fails (the database going away) is tried again by the next search, which waits for it.
  const keepIndexCurrent = (reading: Promise<void>) =>
    void reading.catch((error: unknown) => log.warn({ err: error }, 'search index could not read the changes'));
  let stopped = false;
  let connectedBefore = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) forgetCatalogueAnswers(db);
      if (message.channel === SEARCH_CHANNEL) keepIndexCurrent(searchIndexOf(db).catchUp());
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'catalogue change listener lost its connection');
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    });
    try {
      await next.connect();
      await next.query(`listen ${CATALOGUE_CHANNEL}`);
      await next.query(`listen ${SEARCH_CHANNEL}`);
      client = next;
      if (connectedBefore) {
        forgetCatalogueAnswers(db);
        keepIndexCurrent(searchIndexOf(db).readAnew());
      }
      connectedBefore = true;
    } catch (error) {
      log.warn({ err: error }, 'catalogue change listener could not connect');
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
