import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The filter ids a product is tagged with move from the product_filters table into an int[] column on
 * products with a GIN index (docs/performance.md §3). A search's filters were one EXISTS join per
 * filter group, so counting the matches (the exact "{n} products found.") joined every keyword match with
 * product_filters: 55-80 ms at 100k products. As an indexed column, the keyword indexes and the filter
 * index combine into one bitmap (BitmapAnd) and only the products matching both are read: 8 ms.
 * The table had no other reader, so it goes: one place holds a product's filters.
 */
export const productFilterIdsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table products add column filter_ids integer[] not null default '{}'`.execute(db);
    await sql`
      update products p set filter_ids = f.ids
      from (select id_style, array_agg(filter_id order by filter_id) as ids from product_filters group by id_style) f
      where f.id_style = p.id_style`.execute(db);
    await sql`drop table product_filters`.execute(db);
    await sql`create index products_filter_ids_idx on products using gin (filter_ids)`.execute(db);
    // Statistics of the new column (its most common elements), so the planner can weigh filters.
    await sql`analyze products`.execute(db);
  },
};
