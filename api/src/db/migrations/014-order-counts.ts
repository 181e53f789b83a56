import { sql, type Kysely, type Migration } from 'kysely';

/**
 * How many orders each status and payment status has, kept by the orders' own writes, so the order
 * desk's total for a list filtered by status or payment status (or not filtered) is a sum of a few rows
 * instead of a count of every matching order (docs/product.md §13.3). At 100 000 orders the exact count
 * read 16 000 to 33 000 index entries, 5 to 15 ms alone and several times that with 8 clients at once.
 *
 * - Triggers for each statement, with the statement's rows as transition tables: a bulk load of 100 000
 *   orders adds one row per status, not 100 000 updates of one row.
 * - Each connection writes its own `slot` (its server process id modulo 16): orders placed at the same
 *   moment on different connections never wait on one counter row until the other commits.
 * - The counts are written in the writing transaction, so a reader's snapshot sees them and the orders
 *   they count together: the sum is exact, never an estimate.
 * - `truncate` fires no row triggers: nothing in the product truncates orders.
 */
const UPSERT = `insert into order_counts as c (status, paid_status, slot, n)`;
const ON_CONFLICT = `on conflict (status, paid_status, slot) do update set n = c.n + excluded.n`;

const STATEMENTS = [
  `create table order_counts (
    status text not null,
    paid_status integer not null,
    slot smallint not null,
    n bigint not null,
    primary key (status, paid_status, slot)
  )`,
  // An update that moves no order to another status or payment status writes no count.
  `create function orders_recount() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${UPSERT} select status, paid_status, pg_backend_pid() % 16, count(*) from added group by 1, 2
        ${ON_CONFLICT};
      elsif tg_op = 'DELETE' then
        ${UPSERT} select status, paid_status, pg_backend_pid() % 16, -count(*) from removed group by 1, 2
        ${ON_CONFLICT};
      else
        ${UPSERT} select status, paid_status, pg_backend_pid() % 16, sum(n) from (
          select status, paid_status, 1 as n from added
          union all select status, paid_status, -1 from removed) moved
        group by 1, 2 having sum(n) <> 0
        ${ON_CONFLICT};
      end if;
      return null;
    end $$`,
  `create trigger orders_counted_insert after insert on orders referencing new table as added
    for each statement execute function orders_recount()`,
  `create trigger orders_counted_delete after delete on orders referencing old table as removed
    for each statement execute function orders_recount()`,
  `create trigger orders_counted_update after update on orders referencing old table as removed
    new table as added for each statement execute function orders_recount()`,
  `insert into order_counts (status, paid_status, slot, n)
    select status, paid_status, 0, count(*) from orders group by 1, 2`,
];

export const orderCountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
};
