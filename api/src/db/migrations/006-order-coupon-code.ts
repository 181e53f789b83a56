import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The discount code a buyer gives in the cart goes with the order (spec section 7: place-order's
 * couponCd). The spec names no discount rules, so the code is kept for customer service, who apply
 * what it gives on the invoice (as the shipping fee is); orders placed before have none.
 */
export const orderCouponCodeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table orders add column coupon_cd text not null default ''`.execute(db);
  },
};
