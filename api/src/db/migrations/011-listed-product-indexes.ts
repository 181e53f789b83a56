import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Product lists show only products with an image (product.repository.ts `isListed`, `filepath1 <> ''`),
 * and every catalogue read of a list carries that condition. The products' own b-tree indexes become
 * partial on it, under the same names: a total by category or brand was an index-only scan, which the
 * condition alone turned into a read of every matching row (a brand's total at 100 000 products: 17 ms
 * to 90 ms); partial, the planner sees the condition is implied and scans the index alone again. The
 * walks of a sort (newest, best selling, the rails) read only listed rows, and the indexes are smaller.
 *
 * `products_position_idx` is new: a position-sorted list (the API's sort when none is asked for) across
 * categories had no index to walk and sorted every match (180-320 ms at 100 000 products).
 *
 * The GIN indexes (keyword, trigram, filter ids) stay whole: their bitmap reads every match's row anyway,
 * where the condition costs nothing. isListed writes the condition as the literal `filepath1 <> ''`, not
 * a parameter, so the planner can match it to these indexes in any plan, a prepared statement's generic
 * plan included.
 */
const LISTED = sql.raw(`filepath1 <> ''`);

const PARTIAL_INDEXES = [
  ['products_category_idx', sql`(category_id, position)`, sql`${LISTED}`],
  ['products_brand_idx', sql`(brand_id, position)`, sql`${LISTED}`],
  ['products_created_idx', sql`(created_at desc)`, sql`${LISTED}`],
  ['products_sold_idx', sql`(sold_count desc)`, sql`${LISTED}`],
  ['products_featured_idx', sql`(position)`, sql`is_featured and ${LISTED}`],
  ['products_new_idx', sql`(created_at desc)`, sql`is_new and ${LISTED}`],
] as const;

export const listedProductIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, columns, where] of PARTIAL_INDEXES) {
      await sql`drop index if exists ${sql.id(name)}`.execute(db);
      await sql`create index ${sql.id(name)} on products ${columns} where ${where}`.execute(db);
    }
    await sql`create index if not exists products_position_idx on products (position) where ${LISTED}`.execute(db);
    await sql`analyze products`.execute(db);
  },
};
