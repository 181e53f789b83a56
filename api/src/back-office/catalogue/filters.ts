import { FILTER_GROUP_SPAN, filterGroupOf, filterIdOf } from '@storefront/shared-kernel/domain';
import type { FilterGroup } from '@storefront/shared-kernel/contracts';
import { sql } from 'kysely';
import { FILTER_DIVISION } from '../../catalogue/catalogue-reference';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit';
import { inUse, lockForWrite, writeCatalogue } from './catalogue-write';

/**
 * The filter groups and their values (docs/product.md §13.5): the codes of division '88', a group's value
 * ids (filterIdOf: its place in the group) in item1 and their names in item2, both comma-separated. A
 * product is tagged with value ids, so a value keeps its place: renaming one renames it on every product,
 * and only a group's last value can go. Nothing a product uses is deleted.
 */
interface StoredGroup {
  id: number;
  name: string;
  sort: number;
  values: string[];
}

const GROUP_NOT_FOUND = 'Filter group not found';
const VALUE_NOT_FOUND = 'Filter value not found';
/** A group's values, ids filterIdOf(group, 0) to filterIdOf(group, 98). */
const MAX_VALUES = FILTER_GROUP_SPAN - 1;
const key = (name: string) => name.trim().toLowerCase();
const valuesOf = (names: string): string[] => (names === '' ? [] : names.split(','));

/** The groups in order, each with its value names in id order. */
export async function readFilterGroups(db: Db): Promise<StoredGroup[]> {
  const rows = await db
    .selectFrom('codes')
    .select(['id_code', 'code_nm', 'item2', 'sort'])
    .where('div', '=', FILTER_DIVISION)
    .orderBy('sort')
    .orderBy('id_code')
    .execute();
  return rows.map((row) => ({ id: row.id_code, name: row.code_nm, sort: row.sort, values: valuesOf(row.item2) }));
}

/** How many products each filter value id tags. */
async function productCounts(db: Db): Promise<Map<number, number>> {
  const rows = await sql<{ filter_id: number; n: number }>`
    select f.filter_id, count(*)::int as n from products p, unnest(p.filter_ids) as f(filter_id) group by f.filter_id`.execute(
    db,
  );
  return new Map(rows.rows.map((row) => [Number(row.filter_id), row.n]));
}

/** How many products are tagged with any of `ids`. */
async function productsTagged(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('products')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(sql<boolean>`filter_ids && array[${sql.join(ids)}]::integer[]`)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Every group in order, with its values, how many products each tags, and how many categories offer it. */
export async function listFilters(db: Db): Promise<FilterGroup[]> {
  const [groups, counts, categories] = await Promise.all([
    readFilterGroups(db),
    productCounts(db),
    db.selectFrom('categories').select('filter_groups').execute(),
  ]);
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    sort: group.sort,
    values: group.values.map((name, index) => {
      const id = filterIdOf(group.id, index);
      return { id, name, productCount: counts.get(id) ?? 0 };
    }),
    categoryCount: categories.filter((c) => c.filter_groups.split(',').includes(String(group.id))).length,
  }));
}

/** The groups in a filter write's transaction (the codes locked for it), and the group of `id` among them. */
async function groupOf(trx: Db, id: number) {
  await lockForWrite(trx, 'codes');
  const groups = await readFilterGroups(trx);
  const group = groups.find((g) => g.id === id);
  return { groups, group };
}

async function writeValues(trx: Db, group: StoredGroup, values: readonly string[]): Promise<void> {
  await trx
    .updateTable('codes')
    .set({
      item1: values.map((_, index) => filterIdOf(group.id, index)).join(','),
      item2: values.join(','),
    })
    .where('div', '=', FILTER_DIVISION)
    .where('id_code', '=', group.id)
    .execute();
}

const audited = (
  trx: Db,
  actor: Actor,
  action: string,
  groupId: number,
  before: StoredGroup | null,
  after: StoredGroup | null,
) =>
  recordAudit(trx, actor, {
    action,
    recordKind: 'filter-group',
    recordId: groupId,
    before: before && { name: before.name, values: before.values },
    after: after && { name: after.name, values: after.values },
  });

export async function addFilterGroup(deps: Deps, actor: Actor, name: string): Promise<FilterGroup[]> {
  return writeCatalogue(deps, async (trx) => {
    await lockForWrite(trx, 'codes');
    const groups = await readFilterGroups(trx);
    if (groups.some((g) => key(g.name) === key(name)))
      throw conflict(`A filter group named ${name.trim()} already exists.`, 'FILTER_GROUP_EXISTS');
    const group: StoredGroup = {
      id: Math.max(0, ...groups.map((g) => g.id)) + 1,
      name: name.trim(),
      sort: Math.max(-1, ...groups.map((g) => g.sort)) + 1,
      values: [],
    };
    await trx
      .insertInto('codes')
      .values({ div: FILTER_DIVISION, id_code: group.id, code_nm: group.name, item1: '', item2: '', sort: group.sort })
      .execute();
    await audited(trx, actor, 'filter.group-add', group.id, null, group);
    return listFilters(trx);
  });
}

export async function renameFilterGroup(deps: Deps, actor: Actor, id: number, name: string): Promise<FilterGroup[]> {
  return writeCatalogue(deps, async (trx) => {
    const { groups, group } = await groupOf(trx, id);
    if (!group) throw notFound(GROUP_NOT_FOUND, 'FILTER_GROUP_NOT_FOUND');
    if (groups.some((g) => g.id !== id && key(g.name) === key(name)))
      throw conflict(`A filter group named ${name.trim()} already exists.`, 'FILTER_GROUP_EXISTS');
    const renamed = { ...group, name: name.trim() };
    if (renamed.name !== group.name) {
      await trx
        .updateTable('codes')
        .set({ code_nm: renamed.name })
        .where('div', '=', FILTER_DIVISION)
        .where('id_code', '=', id)
        .execute();
      await audited(trx, actor, 'filter.group-rename', id, group, renamed);
    }
    return listFilters(trx);
  });
}

/** Deletes a group none of whose values tags a product; the categories that offered it stop. */
export async function deleteFilterGroup(deps: Deps, actor: Actor, id: number): Promise<FilterGroup[]> {
  return writeCatalogue(deps, async (trx) => {
    const { group } = await groupOf(trx, id);
    if (!group) throw notFound(GROUP_NOT_FOUND, 'FILTER_GROUP_NOT_FOUND');
    const n = await productsTagged(
      trx,
      group.values.map((_, index) => filterIdOf(id, index)),
    );
    if (n > 0) throw conflict(inUse(n, `the values of ${group.name}`), 'FILTER_IN_USE');
    await trx.deleteFrom('codes').where('div', '=', FILTER_DIVISION).where('id_code', '=', id).execute();
    const offering = await trx.selectFrom('categories').select(['id', 'filter_groups']).execute();
    for (const category of offering) {
      const shown = category.filter_groups.split(',');
      if (!shown.includes(String(id))) continue;
      const kept = shown.filter((groupId) => groupId !== String(id)).join(',');
      await trx.updateTable('categories').set({ filter_groups: kept }).where('id', '=', category.id).execute();
    }
    await audited(trx, actor, 'filter.group-delete', id, group, null);
    return listFilters(trx);
  });
}

export async function addFilterValue(deps: Deps, actor: Actor, groupId: number, name: string): Promise<FilterGroup[]> {
  return writeCatalogue(deps, async (trx) => {
    const { group } = await groupOf(trx, groupId);
    if (!group) throw notFound(GROUP_NOT_FOUND, 'FILTER_GROUP_NOT_FOUND');
    if (group.values.some((value) => key(value) === key(name)))
      throw conflict(`${group.name} already has the value ${name.trim()}.`, 'FILTER_VALUE_EXISTS');
    if (group.values.length >= MAX_VALUES)
      throw unprocessable(`A filter group holds at most ${MAX_VALUES} values.`, 'FILTER_GROUP_FULL');
    const values = [...group.values, name.trim()];
    await writeValues(trx, group, values);
    await audited(trx, actor, 'filter.value-add', groupId, group, { ...group, values });
    return listFilters(trx);
  });
}

/** The group and place of a value id; 404 when no group has it. */
async function valueOf(trx: Db, id: number) {
  const { group } = await groupOf(trx, filterGroupOf(id));
  const index = (id % FILTER_GROUP_SPAN) - 1;
  if (!group || index < 0 || index >= group.values.length) throw notFound(VALUE_NOT_FOUND, 'FILTER_VALUE_NOT_FOUND');
  return { group, index };
}

/** Renames a value: its id stays, so every product it tags shows the new name. */
export async function renameFilterValue(deps: Deps, actor: Actor, id: number, name: string): Promise<FilterGroup[]> {
  return writeCatalogue(deps, async (trx) => {
    const { group, index } = await valueOf(trx, id);
    if (group.values.some((value, at) => at !== index && key(value) === key(name)))
      throw conflict(`${group.name} already has the value ${name.trim()}.`, 'FILTER_VALUE_EXISTS');
    const values = group.values.map((value, at) => (at === index ? name.trim() : value));
    if (values[index] !== group.values[index]) {
      await writeValues(trx, group, values);
      await audited(trx, actor, 'filter.value-rename', group.id, group, { ...group, values });
    }
    return listFilters(trx);
  });
}

/**
 * Deletes a group's last value when no product uses it. Another value cannot go: the values after it would
 * take new ids, and the products tagged with them would show other values.
 */
export async function deleteFilterValue(deps: Deps, actor: Actor, id: number): Promise<FilterGroup[]> {
  return writeCatalogue(deps, async (trx) => {
    const { group, index } = await valueOf(trx, id);
    const n = await productsTagged(trx, [id]);
    if (n > 0) throw conflict(inUse(n, `the value ${group.values[index]}`), 'FILTER_IN_USE');
    if (index !== group.values.length - 1)
      throw unprocessable(
        `Only the last value of ${group.name} can be deleted: a value's id is its place in the group. Rename it instead.`,
        'FILTER_VALUE_NOT_LAST',
      );
    const values = group.values.slice(0, -1);
    await writeValues(trx, group, values);
    await audited(trx, actor, 'filter.value-delete', group.id, group, { ...group, values });
    return listFilters(trx);
  });
}
