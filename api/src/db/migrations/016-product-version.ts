import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Products gain `version` (docs/product.md §13.5): each save of a product's page carries the version it
 * read, so two staff members cannot overwrite each other. A trigger bumps it on every update of the row,
 * whoever makes it: the page, the catalogue import (its writer stores a product whole, prices and pictures
 * included, with its row), and an order taking or giving back stock, which a save of the stock read before
 * it would otherwise undo. An update that changes nothing still counts: the writer rewrites the row for a
 * change held in another table (a price, a picture), and that change must count too.
 */
const STATEMENTS = [
  `alter table products add column version integer not null default 1`,
  `create function products_next_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end $$`,
  `create trigger products_versioned before update on products
    for each row execute function products_next_version()`,
];

export const productVersionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
};
