import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The search index's change log (docs/performance.md §3): every write to a product row, whoever makes it
 * (a page's save, the catalogue import, an order taking stock, a seed), and every rename of a brand (its
 * name is searched), leaves the product ids it touched here, in commit order of `seq`. Each API process
 * keeps its index current by reading the log's rows of transactions that may have committed since its
 * last read (`xid` from the oldest one then running: a sequence alone is not commit order when writers
 * overlap), on a NOTIFY on `storefront_search` (sent once per writing transaction) and before answering a
 * search, so a product saved is found by its new words on the next search in any process.
 *
 * Statement triggers with transition tables: one insert per statement, however many rows it wrote (an
 * import batch, a bulk seed), instead of one per row. A price is written only with its product's row
 * (catalogue/product-store.ts), so the products' trigger covers prices too.
 *
 * What only the database's own search read goes: the full-text column with its GIN index, the title's KNN
 * index the header preview walked and the "your price" index the price sorts walked. Every write of a
 * product kept them up for nothing (the back office's SKU and title lookups keep their trigram indexes).
 */
const STATEMENTS = [
  `create table search_changes (
    seq bigint generated always as identity primary key,
    product_id integer not null,
    xid xid8 not null default pg_current_xact_id(),
    at timestamptz not null default now()
  )`,
  `create index search_changes_xid_idx on search_changes (xid)`,
  `create index search_changes_at_idx on search_changes (at)`,
  `create function search_log_new_products() returns trigger language plpgsql as $$
    begin
      insert into search_changes (product_id) select id from changed_rows;
      perform pg_notify('storefront_search', '');
      return null;
    end $$`,
  `create trigger products_search_insert after insert on products
    referencing new table as changed_rows for each statement execute function search_log_new_products()`,
  `create trigger products_search_update after update on products
    referencing new table as changed_rows for each statement execute function search_log_new_products()`,
  `create trigger products_search_delete after delete on products
    referencing old table as changed_rows for each statement execute function search_log_new_products()`,
  `create function search_log_brand_products() returns trigger language plpgsql as $$
    begin
      insert into search_changes (product_id)
        select p.id from products p join changed_rows b on b.id = p.brand_id;
      perform pg_notify('storefront_search', '');
      return null;
    end $$`,
  `create trigger brands_search_update after update on brands
    referencing new table as changed_rows for each statement execute function search_log_brand_products()`,
  `drop index if exists products_title_knn_idx`,
  `drop index if exists product_prices_your_price_idx`,
  `alter table products drop column if exists search`,
];

export const searchChangesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
};
