import { sql, type Kysely, type Migration } from 'kysely';

/**
 * When an order's confirmation was mailed: place-order mails it, and a client may ask for it again
 * (POST /order/send-confirmation-email) right after (docs/product.md §7.5), which would mail the buyer
 * and the rep twice: it goes once. Orders placed before were mailed when they were placed.
 */
export const orderConfirmationSentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table orders add column confirmation_sent_at timestamptz`.execute(db);
    await sql`update orders set confirmation_sent_at = created_at`.execute(db);
  },
};
