import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Catalogue search reads (docs/performance.md §3): the keyword match ORs full text, two trigram matches and
 * the exact barcode. Without an index on barcode that OR cannot become a BitmapOr of index scans, so every
 * search read the whole products table.
 */
export const catalogueReadIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index if not exists products_barcode_idx on products (barcode)`.execute(db);
    // Fresh statistics, so the planner does not keep plans made for an almost empty catalogue.
    await sql`analyze products`.execute(db);
  },
};
