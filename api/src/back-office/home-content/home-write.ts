import type { HomeContent } from '@storefront/shared-kernel/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { recordAudit, type Actor, type AuditEntry } from '../audit';
import { writeCatalogue } from '../catalogue/catalogue-write';
import { readHomeContent } from './home-content-read';

/**
 * One change to the home page's content (docs/product.md §13.8), in one transaction with its audit row. The
 * storefront keeps its home reads as it keeps the catalogue's, so the write goes the catalogue's way: the
 * other API processes are told as it commits and this one's kept answers go once it has, and buyers see it
 * on their next load. Answers the content as it now is.
 */
export const writeHome = (deps: Deps, write: (trx: Db) => Promise<void>): Promise<HomeContent> =>
  writeCatalogue(deps, async (trx) => {
    await write(trx);
    return readHomeContent(trx);
  });

/** The audit row of a home change: action `home.banner-add`, `home.rail`…, the fields before and after. */
export const auditHome = (
  trx: Db,
  actor: Actor,
  change: string,
  record: { kind: string; id: string | number },
  before: AuditEntry['before'],
  after: AuditEntry['after'],
) =>
  recordAudit(trx, actor, {
    action: `home.${change}`,
    recordKind: record.kind,
    recordId: record.id,
    before,
    after,
  });

/**
 * Takes the banners for this transaction's writes alone: two members adding or moving at once are served
 * one after the other, so a place counted is still free when written. Readers are not held up.
 */
export const lockBanners = async (trx: Db): Promise<void> => {
  await sql`lock table banners in exclusive mode`.execute(trx);
};

/** The home's one settings row, held for this transaction: two choices saved at once do not mix. */
export const lockHomeSettings = (trx: Db) =>
  trx.selectFrom('home_settings').selectAll().where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
