import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The home page's content as staff choose it (docs/product.md §13.8). Nothing changes for buyers until a
 * member saves something: every banner stays shown, the tiles and the rails follow their rules, and the
 * promotional strip says the standard wording (null).
 *
 * - Banners gain `is_shown` (a hidden one stays, to be shown again) and `tfilepath1`, the thumbnail an
 *   uploaded picture gets ('' for the seeded ones: the picture itself serves).
 * - `home_settings`, one row: the strip's text for visitors and for buyers (null: the standard wording,
 *   '': hidden), and whether the tiles and each rail show what was picked instead of their rule.
 * - `home_tiles` and `home_rail_picks`: the categories and products picked, in order. They are kept while
 *   the rule is chosen, so a member can go back to them; a category deleted leaves the tiles with it.
 */
const STATEMENTS = [
  `alter table banners add column is_shown boolean not null default true`,
  `alter table banners add column tfilepath1 text not null default ''`,
  `create table home_settings (
    id integer primary key check (id = 1),
    promo_visitor text,
    promo_buyer text,
    tiles_picked boolean not null default false,
    best_seller_picked boolean not null default false,
    new_arrival_picked boolean not null default false,
    featured_picked boolean not null default false
  )`,
  `insert into home_settings (id) values (1)`,
  `create table home_tiles (
    category_id integer primary key references categories(id) on delete cascade,
    sort integer not null
  )`,
  `create table home_rail_picks (
    rail text not null check (rail in ('bestSeller', 'newarrival', 'featured')),
    id_style text not null references products(id_style) on delete cascade,
    sort integer not null,
    primary key (rail, id_style)
  )`,
];

export const homeContentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
};
