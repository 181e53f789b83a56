import { sql, type Kysely, type Migration } from 'kysely';

/** Lookups of the support side: a customer's service requests, sign-ups by date. */
export const supportIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index if not exists cs_requests_customer_idx on cs_requests (customer_id, created_at desc)`.execute(
      db,
    );
    await sql`create index if not exists newsletter_created_idx on newsletter_subscribers (created_at)`.execute(db);
  },
};
