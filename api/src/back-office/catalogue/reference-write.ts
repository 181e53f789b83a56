import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/errors';
import { recordAudit, type Actor, type AuditEntry } from '../audit';
import { inUse, movedOrder } from './catalogue-write';

/**
 * What the brands and the categories share (docs/product.md §13.5): products are filed under them, and each
 * is renamed, moved among the ones beside it and deleted the same way, every write with its audit row.
 */
export const BRANDS = { table: 'brands', column: 'brand_id', kind: 'brand', inUseCode: 'BRAND_IN_USE' } as const;
export const CATEGORIES = {
  table: 'categories',
  column: 'category_id',
  kind: 'category',
  inUseCode: 'CATEGORY_IN_USE',
} as const;
type Reference = typeof BRANDS | typeof CATEGORIES;

/** The audit row of a change to a brand or category: action `brand.rename`, `category.move`… */
export const audited = (
  trx: Db,
  actor: Actor,
  reference: Reference,
  change: string,
  id: number,
  before: AuditEntry['before'],
  after: AuditEntry['after'],
) =>
  recordAudit(trx, actor, {
    action: `${reference.kind}.${change}`,
    recordKind: reference.kind,
    recordId: id,
    before,
    after,
  });

/** How many products each brand or category has itself, by its id. */
export async function productCounts(db: Db, reference: Reference): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('products')
    .select((eb) => [eb.ref(reference.column).as('id'), sql<number>`count(*)::int`.as('n')])
    .groupBy(reference.column)
    .execute();
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** Renames a brand or category when the name changes; its code or slug stays. */
export async function writeName(
  trx: Db,
  actor: Actor,
  reference: Reference,
  record: { id: number; name: string },
  name: string,
): Promise<void> {
  const renamed = name.trim();
  if (renamed === record.name) return;
  await trx.updateTable(reference.table).set({ name: renamed }).where('id', '=', record.id).execute();
  await audited(trx, actor, reference, 'rename', record.id, { name: record.name }, { name: renamed });
}

/**
 * Moves `id` one place up or down among `siblings` (in their order), which are numbered again from 0; the
 * audit row gives its place before and after, from 1. Nothing when it cannot move.
 */
export async function writeMove(
  trx: Db,
  actor: Actor,
  reference: Reference,
  siblings: readonly { id: number; sort: number }[],
  id: number,
  direction: 'up' | 'down',
): Promise<void> {
  const order = movedOrder(siblings, id, direction);
  if (!order) return;
  for (const [place, sibling] of order.entries())
    if (sibling.sort !== place)
      await trx.updateTable(reference.table).set({ sort: place }).where('id', '=', sibling.id).execute();
  const placeIn = (rows: readonly { id: number }[]) => ({ place: rows.findIndex((row) => row.id === id) + 1 });
  await audited(trx, actor, reference, 'move', id, placeIn(siblings), placeIn(order));
}

/** Deletes a brand or category no product is filed under (`before`: what its audit row keeps); 409 saying how many are. */
export async function writeDelete(
  trx: Db,
  actor: Actor,
  reference: Reference,
  record: { id: number; name: string },
  before: Record<string, unknown>,
): Promise<void> {
  const { n } = await trx
    .selectFrom('products')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(reference.column, '=', record.id)
    .executeTakeFirstOrThrow();
  if (n > 0) throw conflict(inUse(n, `the ${reference.kind} ${record.name}`), reference.inUseCode);
  await trx.deleteFrom(reference.table).where('id', '=', record.id).execute();
  await audited(trx, actor, reference, 'delete', record.id, before, null);
}
