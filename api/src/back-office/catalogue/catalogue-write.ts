import { sql } from 'kysely';
import { announceCatalogueChange, forgetCatalogueAnswers } from '../../catalogue/catalogue-changes';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';

/**
 * One catalogue change of the back office, in one transaction (docs/product.md §13.5): the change and its
 * audit row written together, the other API processes told as it commits, and this process's kept
 * catalogue answers forgotten once it has: a buyer's next load shows it.
 */
export async function writeCatalogue<T>(deps: Deps, write: (trx: Db) => Promise<T>): Promise<T> {
  const answer = await deps.db.transaction().execute(async (trx) => {
    const result = await write(trx);
    await announceCatalogueChange(trx);
    return result;
  });
  forgetCatalogueAnswers(deps.db);
  return answer;
}

/**
 * Takes a reference table (brands, categories, codes) for this transaction's writes alone: two members
 * adding or moving at once are served one after the other, so a name checked free or a place counted is
 * still so when written. Readers are not held up.
 */
export async function lockForWrite(trx: Db, table: 'brands' | 'categories' | 'codes'): Promise<void> {
  await sql`lock table ${sql.table(table)} in exclusive mode`.execute(trx);
}

/** A text's `ilike` pattern finding it anywhere, its own `%`, `_` and `\` taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many, with its noun: '1 product', '12 products'. */
export const countOf = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Why something products use stays: '3 products use the brand Acme: it cannot be deleted.' */
export const inUse = (n: number, what: string): string =>
  `${countOf(n, 'product')} ${n === 1 ? 'uses' : 'use'} ${what}: it cannot be deleted.`;

/** Each row's new place among its siblings, one moved up or down, in the siblings' order; null when it cannot move. */
export function movedOrder<T extends { id: number }>(
  siblings: readonly T[],
  id: number,
  direction: 'up' | 'down',
): T[] | null {
  const at = siblings.findIndex((row) => row.id === id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= siblings.length) return null;
  const order = [...siblings];
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order;
}
