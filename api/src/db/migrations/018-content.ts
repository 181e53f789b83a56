import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The storefront's content in the back office (docs/product.md §13.7): information pages, e-catalogs and the
 * email list.
 *
 * - A content page (`cms_pages`, §9.3) gains its version, when it was saved and by whom (a member's email;
 *   '' for the demo's pages and those written before the back office), and the version it was restored from.
 *   Each save carries the version it read, so two members cannot overwrite each other.
 * - `cms_page_versions`: every save first copies the page as it was into it, so no version is lost; one is
 *   viewed and restored from there (a restore is a save of its title and HTML: a new version).
 * - An e-catalog (`ecatalogs`, §5.9) gains its full-size cover beside the thumbnail the storefront shows
 *   (`tfilepath1`), the PDF's name as it was sent and its size, whether buyers see it, and when it was added.
 * - A sign-up (`newsletter_subscribers`, §9.4) gains when it was forwarded to Mailchimp (null: not forwarded)
 *   and why the last forward failed; the back office lists sign-ups newest first.
 */
const STATEMENTS = [
  `alter table cms_pages add column version integer not null default 1`,
  `alter table cms_pages add column updated_at timestamptz`,
  `alter table cms_pages add column updated_by text not null default ''`,
  `alter table cms_pages add column restored_from integer`,
  `create table cms_page_versions (
    gubun text not null references cms_pages(gubun) on delete cascade,
    version integer not null,
    title text not null,
    contents text not null,
    saved_at timestamptz,
    saved_by text not null default '',
    restored_from integer,
    primary key (gubun, version)
  )`,

  `alter table ecatalogs add column filepath1 text not null default ''`,
  `alter table ecatalogs add column file_name text not null default ''`,
  `alter table ecatalogs add column file_bytes integer not null default 0 check (file_bytes >= 0)`,
  `alter table ecatalogs add column visible boolean not null default true`,
  `alter table ecatalogs add column created_at timestamptz not null default now()`,

  `alter table newsletter_subscribers add column forwarded_at timestamptz`,
  `alter table newsletter_subscribers add column forward_failure text not null default ''`,
  `create index newsletter_subscribers_created_idx on newsletter_subscribers (created_at desc, email)`,
];

export const contentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
};
