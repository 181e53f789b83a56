import { CATEGORY_SEPARATOR, categoryLevels, type CatalogueFilter } from '@storefront/shared-kernel/contracts';
import { FILTER_GROUP_SPAN, filterIdOf, toSlug } from '@storefront/shared-kernel/domain';
import type { Db } from '../db/database';

/**
 * The brands, categories and filters a catalogue file names by their names (docs/catalogue-file.md): read
 * once for an import, looked up without case, and made when a row names one not yet known (reported as
 * made). They are a few hundred rows at most, so they are held whole.
 */
export const FILTER_DIVISION = '88';

interface CategoryNode {
  id: number;
  name: string;
  parentId: number | null;
  level: number;
  filterGroups: string;
}

interface FilterGroup {
  id: number;
  name: string;
  /** Value names in id order: a value's id is filterIdOf(group, index). */
  values: string[];
  sort: number;
}

export interface CreatedNames {
  brands: string[];
  categories: string[];
  filters: string[];
}

const key = (text: string) => text.trim().toLowerCase();

export class CatalogueReference {
  private readonly brandsByName = new Map<string, { id: number; name: string }>();
  private readonly brandNames = new Map<number, string>();
  private readonly categories = new Map<number, CategoryNode>();
  private readonly categoryByPath = new Map<string, number>();
  private readonly groups = new Map<string, FilterGroup>();
  private readonly groupsById = new Map<number, FilterGroup>();
  readonly created: CreatedNames = { brands: [], categories: [], filters: [] };

  static async load(db: Db): Promise<CatalogueReference> {
    const reference = new CatalogueReference();
    const [brands, categories, groups] = await Promise.all([
      db.selectFrom('brands').select(['id', 'name']).execute(),
      db
        .selectFrom('categories')
        .select(['id', 'name', 'parent_id', 'level', 'filter_groups'])
        .orderBy('level')
        .execute(),
      db
        .selectFrom('codes')
        .select(['id_code', 'code_nm', 'item2', 'sort'])
        .where('div', '=', FILTER_DIVISION)
        .execute(),
    ]);
    for (const b of brands) reference.addBrand(b.id, b.name);
    for (const c of categories)
      reference.addCategory({
        id: c.id,
        name: c.name,
        parentId: c.parent_id,
        level: c.level,
        filterGroups: c.filter_groups,
      });
    for (const g of groups)
      reference.addGroup({
        id: g.id_code,
        name: g.code_nm,
        values: g.item2 === '' ? [] : g.item2.split(','),
        sort: g.sort,
      });
    return reference;
  }

  private addBrand(id: number, name: string) {
    this.brandsByName.set(key(name), { id, name });
    this.brandNames.set(id, name);
  }

  private addCategory(node: CategoryNode) {
    this.categories.set(node.id, node);
    this.categoryByPath.set(this.pathOf(node.id).map(key).join('\n'), node.id);
  }

  private addGroup(group: FilterGroup) {
    this.groups.set(key(group.name), group);
    this.groupsById.set(group.id, group);
  }

  brandName(id: number): string {
    return this.brandNames.get(id) ?? '';
  }

  /** A category's names from the top down. */
  pathOf(id: number): string[] {
    const names: string[] = [];
    for (
      let node = this.categories.get(id);
      node;
      node = node.parentId === null ? undefined : this.categories.get(node.parentId)
    )
      names.unshift(node.name);
    return names;
  }

  categoryPath(id: number): string {
    return this.pathOf(id).join(` ${CATEGORY_SEPARATOR} `);
  }

  /** The filters a product's ids stand for, in group then value order; ids of no known value are left out. */
  filtersOf(ids: readonly number[]): CatalogueFilter[] {
    const filters: CatalogueFilter[] = [];
    for (const id of [...ids].sort((a, b) => a - b)) {
      const group = this.groupsById.get(Math.floor(id / FILTER_GROUP_SPAN));
      const value = group?.values[(id % FILTER_GROUP_SPAN) - 1];
      if (group && value !== undefined) filters.push({ group: group.name, value });
    }
    return filters;
  }

  /** Whether every name is known, so a dry run can say what an import would make. */
  wouldCreate(product: { brand: string; category: string; filters: CatalogueFilter[] }): CreatedNames {
    const levels = categoryLevels(product.category);
    const categories: string[] = [];
    for (let n = 1; n <= levels.length; n++)
      if (!this.categoryByPath.has(levels.slice(0, n).map(key).join('\n')))
        categories.push(levels.slice(0, n).join(` ${CATEGORY_SEPARATOR} `));
    return {
      brands: this.brandsByName.has(key(product.brand)) ? [] : [product.brand.trim()],
      categories,
      filters: product.filters
        .filter((f) => !this.groups.get(key(f.group))?.values.some((v) => key(v) === key(f.value)))
        .map((f) => `${f.group}: ${f.value}`),
    };
  }

  /** The brand's id, made when not yet known. */
  async brandId(db: Db, name: string): Promise<number> {
    const known = this.brandsByName.get(key(name));
    if (known) return known.id;
    const trimmed = name.trim();
    const codes = new Set((await db.selectFrom('brands').select('code').execute()).map((b) => b.code));
    const base = toSlug(trimmed).toUpperCase() || 'BRAND';
    let code = base;
    for (let n = 2; codes.has(code); n++) code = `${base}-${n}`;
    const sort =
      (
        await db
          .selectFrom('brands')
          .select((eb) => eb.fn.max('sort').as('sort'))
          .executeTakeFirst()
      )?.sort ?? 0;
    const { id } = await db
      .insertInto('brands')
      .values({ code, name: trimmed, logo: '', sort: Number(sort) + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.addBrand(id, trimmed);
    this.created.brands.push(trimmed);
    return id;
  }

  /** The path's last category's id, each missing level made under its parent (filter groups inherited). */
  async categoryId(db: Db, path: string): Promise<number> {
    const levels = categoryLevels(path);
    let parent: CategoryNode | undefined;
    for (let n = 1; n <= levels.length; n++) {
      const found = this.categoryByPath.get(levels.slice(0, n).map(key).join('\n'));
      if (found !== undefined) {
        parent = this.categories.get(found);
        continue;
      }
      parent = await this.makeCategory(db, levels[n - 1]!, parent);
      this.created.categories.push(levels.slice(0, n).join(` ${CATEGORY_SEPARATOR} `));
    }
    return parent!.id;
  }

  private async makeCategory(db: Db, name: string, parent: CategoryNode | undefined): Promise<CategoryNode> {
    const top = await db
      .selectFrom('categories')
      .select((eb) => [eb.fn.max('id').as('id')])
      .executeTakeFirst();
    const id = Number(top?.id ?? 0) + 1;
    const slugs = new Set((await db.selectFrom('categories').select('slug').execute()).map((c) => c.slug));
    const base = toSlug(name) || 'category';
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    const siblings = await db
      .selectFrom('categories')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('parent_id', parent ? '=' : 'is', parent ? parent.id : null)
      .executeTakeFirst();
    const node: CategoryNode = {
      id,
      name,
      parentId: parent?.id ?? null,
      level: (parent?.level ?? 0) + 1,
      filterGroups: parent?.filterGroups ?? '',
    };
    await db
      .insertInto('categories')
      .values({
        id,
        slug,
        name,
        parent_id: node.parentId,
        level: node.level,
        filepath1: '',
        banner_filepath1: '',
        filter_groups: node.filterGroups,
        sort: siblings?.sort === null || siblings?.sort === undefined ? 0 : Number(siblings.sort) + 1,
      })
      .execute();
    this.addCategory(node);
    return node;
  }

  /**
   * The filter ids of `filters`, each group and value made when not yet known; every group used is added to
   * the category and its parents, so the search's filter panel offers it there.
   */
  async filterIds(db: Db, filters: CatalogueFilter[], categoryId: number): Promise<number[]> {
    const ids: number[] = [];
    for (const filter of filters) {
      let group = this.groups.get(key(filter.group));
      if (!group) group = await this.makeGroup(db, filter.group.trim());
      let index = group.values.findIndex((v) => key(v) === key(filter.value));
      if (index < 0) {
        index = group.values.length;
        const id = filterIdOf(group.id, index);
        group.values.push(filter.value.trim());
        await db
          .updateTable('codes')
          .set({
            item1: group.values.map((_, i) => filterIdOf(group!.id, i)).join(','),
            item2: group.values.join(','),
          })
          .where('div', '=', FILTER_DIVISION)
          .where('id_code', '=', group.id)
          .execute();
        this.created.filters.push(`${group.name}: ${filter.value.trim()}`);
        ids.push(id);
      } else ids.push(filterIdOf(group.id, index));
      await this.showGroupIn(db, group.id, categoryId);
    }
    return [...new Set(ids)].sort((a, b) => a - b);
  }

  private async makeGroup(db: Db, name: string): Promise<FilterGroup> {
    const ids = [...this.groupsById.keys()];
    const group: FilterGroup = { id: Math.max(0, ...ids) + 1, name, values: [], sort: ids.length };
    await db
      .insertInto('codes')
      .values({ div: FILTER_DIVISION, id_code: group.id, code_nm: name, item1: '', item2: '', sort: group.sort })
      .execute();
    this.addGroup(group);
    return group;
  }

  private async showGroupIn(db: Db, groupId: number, categoryId: number) {
    for (
      let node = this.categories.get(categoryId);
      node;
      node = node.parentId === null ? undefined : this.categories.get(node.parentId)
    ) {
      const shown = node.filterGroups === '' ? [] : node.filterGroups.split(',');
      if (shown.includes(String(groupId))) continue;
      node.filterGroups = [...shown, String(groupId)].join(',');
      await db.updateTable('categories').set({ filter_groups: node.filterGroups }).where('id', '=', node.id).execute();
    }
  }
}
