import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Catalogue searches that stop early instead of reading every match (docs/performance.md §3):
 * - a price-sorted page walks the prices of one level in "your price" order and stops after a page of
 *   matches, instead of joining and sorting every match;
 * - the header preview reads the titles nearest the typed text first (trigram distance, KNN on a GiST
 *   index) instead of ranking every match by similarity(). On lower(web_title): distance ignores case
 *   anyway, and an index on the bare column would be taken for `ilike` too, where the GIN one is far
 *   faster. A long signature (256 bytes) keeps the distance bounds tight on similar titles.
 */
export const searchOrderIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index if not exists product_prices_your_price_idx
      on product_prices (price_lev, (price_cents - sale_cents), id_style)`.execute(db);
    await sql`create index if not exists products_title_knn_idx
      on products using gist (lower(web_title) gist_trgm_ops(siglen = 256))`.execute(db);
    await sql`analyze product_prices`.execute(db);
  },
};
