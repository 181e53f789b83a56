import { CATALOGUE_LIMITS, type CategoryRow } from '@storefront/shared-kernel/contracts';
import { CatalogueReference } from '../../catalogue/catalogue-reference';
import type { StoredPicture } from '../../catalogue/picture-store';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { changedFields, type Actor } from '../audit';
import { CategoryTree } from './category-tree';
import { lockForWrite, writeCatalogue } from './catalogue-write';
import { readFilterGroups } from './filters';
import { audited, CATEGORIES, productCounts, writeDelete, writeMove, writeName } from './reference-write';

/**
 * The categories (docs/product.md §13.5): a tree of three levels the storefront's menu, category pages and
 * filter panel follow. A category keeps its address (slug) when it is renamed; one with sub-categories or
 * products is never deleted.
 */
const CATEGORY_NOT_FOUND = 'Category not found';
const key = (name: string) => name.trim().toLowerCase();
const groupIdsOf = (text: string): number[] =>
  text
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

/** The tree, flat (parents first, siblings in order), with how many products each category has itself. */
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  const [tree, countOfCategory] = await Promise.all([CategoryTree.read(db), productCounts(db, CATEGORIES)]);
  return tree.ordered().map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    parentId: c.parent_id,
    level: c.level,
    sort: c.sort,
    tile: c.filepath1,
    banner: c.banner_filepath1,
    filterGroups: groupIdsOf(c.filter_groups),
    productCount: countOfCategory.get(c.id) ?? 0,
  }));
}

/** The tree in a category write's transaction (the table locked for it), and the category of `id` in it. */
async function categoryOf(trx: Db, id: number) {
  await lockForWrite(trx, 'categories');
  const tree = await CategoryTree.read(trx);
  const category = tree.get(id);
  if (!category) throw notFound(CATEGORY_NOT_FOUND, 'CATEGORY_NOT_FOUND');
  return { tree, category };
}

/** 409 when a sibling has this name, whatever its case: a path names one category. */
function refuseTakenName(tree: CategoryTree, parentId: number | null, name: string, except?: number): void {
  if (tree.childrenOf(parentId).some((c) => c.id !== except && key(c.name) === key(name)))
    throw conflict(`A category named ${name.trim()} is already there.`, 'CATEGORY_EXISTS');
}

/**
 * Adds a category at the end of its siblings, made as the catalogue file's import makes one (its slug from
 * its name, its filter groups its parent's).
 */
export async function addCategory(
  deps: Deps,
  actor: Actor,
  parentId: number | null,
  name: string,
): Promise<CategoryRow[]> {
  return writeCatalogue(deps, async (trx) => {
    await lockForWrite(trx, 'categories');
    const tree = await CategoryTree.read(trx);
    const parent = parentId === null ? undefined : tree.get(parentId);
    if (parentId !== null && !parent) throw notFound('Parent category not found', 'CATEGORY_NOT_FOUND');
    if (parent && parent.level >= CATALOGUE_LIMITS.categoryLevels)
      throw unprocessable(
        `${parent.name} is a category of level ${parent.level}: the tree has ${CATALOGUE_LIMITS.categoryLevels} levels.`,
        'CATEGORY_TOO_DEEP',
      );
    refuseTakenName(tree, parentId, name);
    const path = parent ? `${tree.pathOf(parent.id)} > ${name.trim()}` : name.trim();
    const id = await (await CatalogueReference.load(trx)).categoryId(trx, path);
    const made = await trx
      .selectFrom('categories')
      .select(['name', 'slug', 'parent_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await audited(trx, actor, CATEGORIES, 'add', id, null, {
      name: made.name,
      slug: made.slug,
      parentId: made.parent_id,
    });
    return listCategories(trx);
  });
}

export async function renameCategory(deps: Deps, actor: Actor, id: number, name: string): Promise<CategoryRow[]> {
  return writeCatalogue(deps, async (trx) => {
    const { tree, category } = await categoryOf(trx, id);
    refuseTakenName(tree, category.parent_id, name, id);
    await writeName(trx, actor, CATEGORIES, category, name);
    return listCategories(trx);
  });
}

/** Moves a category one place up or down among its siblings, which are numbered again from 0. */
export async function moveCategory(
  deps: Deps,
  actor: Actor,
  id: number,
  direction: 'up' | 'down',
): Promise<CategoryRow[]> {
  return writeCatalogue(deps, async (trx) => {
    const { tree, category } = await categoryOf(trx, id);
    await writeMove(trx, actor, CATEGORIES, tree.childrenOf(category.parent_id), id, direction);
    return listCategories(trx);
  });
}

/** Sets the filter groups the category's search page offers, in order; each must be a group that exists. */
export async function setCategoryFilters(
  deps: Deps,
  actor: Actor,
  id: number,
  groupIds: readonly number[],
): Promise<CategoryRow[]> {
  return writeCatalogue(deps, async (trx) => {
    const { category } = await categoryOf(trx, id);
    const known = new Set((await readFilterGroups(trx)).map((g) => g.id));
    const unknown = groupIds.filter((groupId) => !known.has(groupId));
    if (unknown.length > 0)
      throw unprocessable(`No filter group has the id ${unknown.join(', ')}.`, 'FILTER_GROUP_NOT_FOUND');
    const audit = changedFields({ filterGroups: groupIdsOf(category.filter_groups) }, { filterGroups: [...groupIds] });
    if (Object.keys(audit.after).length > 0) {
      await trx
        .updateTable('categories')
        .set({ filter_groups: groupIds.join(',') })
        .where('id', '=', id)
        .execute();
      await audited(trx, actor, CATEGORIES, 'filters', id, audit.before, audit.after);
    }
    return listCategories(trx);
  });
}

/** Sets the category's tile picture (categories.filepath1) or its banner (banner_filepath1). */
export async function setCategoryPicture(
  deps: Deps,
  actor: Actor,
  id: number,
  kind: 'tile' | 'banner',
  picture: StoredPicture,
): Promise<CategoryRow[]> {
  return writeCatalogue(deps, async (trx) => {
    const { category } = await categoryOf(trx, id);
    const column = kind === 'tile' ? 'filepath1' : 'banner_filepath1';
    if (category[column] !== picture.filepath1) {
      await trx
        .updateTable('categories')
        .set({ [column]: picture.filepath1 })
        .where('id', '=', id)
        .execute();
      await audited(trx, actor, CATEGORIES, 'picture', id, { [kind]: category[column] }, { [kind]: picture.filepath1 });
    }
    return listCategories(trx);
  });
}

/** Deletes a category without sub-categories that no product uses; 409 saying why not. */
export async function deleteCategory(deps: Deps, actor: Actor, id: number): Promise<CategoryRow[]> {
  return writeCatalogue(deps, async (trx) => {
    const { tree, category } = await categoryOf(trx, id);
    const children = tree.childrenOf(id).length;
    if (children > 0)
      throw conflict(
        `${category.name} has ${children === 1 ? 'a sub-category' : `${children} sub-categories`}: delete them first.`,
        'CATEGORY_HAS_CHILDREN',
      );
    await writeDelete(trx, actor, CATEGORIES, category, {
      name: category.name,
      slug: category.slug,
      parentId: category.parent_id,
    });
    return listCategories(trx);
  });
}
