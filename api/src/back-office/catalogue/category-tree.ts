import { CATEGORY_SEPARATOR } from '@storefront/shared-kernel/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CategoriesTable } from '../../db/schema';

type Category = Selectable<CategoriesTable>;

/**
 * The categories as a tree (docs/product.md §13.5): three levels, siblings in their order (sort, then id). A
 * few hundred rows at most, read whole.
 */
export class CategoryTree {
  private readonly byId: Map<number, Category>;
  private readonly children = new Map<number | null, Category[]>();

  constructor(rows: readonly Category[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      // A parent that is gone leaves its children at the top rather than out of the tree.
      const parent = row.parent_id !== null && this.byId.has(row.parent_id) ? row.parent_id : null;
      this.children.set(parent, [...(this.children.get(parent) ?? []), row]);
    }
    for (const list of this.children.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id);
  }

  static async read(db: Db): Promise<CategoryTree> {
    return new CategoryTree(await db.selectFrom('categories').selectAll().execute());
  }

  get(id: number): Category | undefined {
    return this.byId.get(id);
  }

  /** A category's siblings (itself among them) in order; the top categories for null. */
  childrenOf(id: number | null): Category[] {
    return this.children.get(id) ?? [];
  }

  /** `Kitchen > Rice Cookers`: its names from the top down. */
  pathOf(id: number): string {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let node = this.byId.get(id); node && !seen.has(node.id); node = this.parentOf(node)) {
      seen.add(node.id);
      names.unshift(node.name);
    }
    return names.join(` ${CATEGORY_SEPARATOR} `);
  }

  /** The category and every one under it. */
  withDescendants(id: number): number[] {
    const ids: number[] = [];
    const visit = (at: number) => {
      if (ids.includes(at)) return;
      ids.push(at);
      for (const child of this.childrenOf(at)) visit(child.id);
    };
    if (this.byId.has(id)) visit(id);
    return ids;
  }

  /** Every category, each parent before its children, siblings in order. */
  ordered(): Category[] {
    const rows: Category[] = [];
    const visit = (parent: number | null) => {
      for (const child of this.childrenOf(parent)) {
        rows.push(child);
        visit(child.id);
      }
    };
    visit(null);
    return rows;
  }

  private parentOf(node: Category): Category | undefined {
    return node.parent_id === null ? undefined : this.byId.get(node.parent_id);
  }
}
