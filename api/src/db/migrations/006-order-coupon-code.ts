import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The discount code a buyer gives in the cart goes with the order (place-order's couponCd,
 * docs/product.md §7.6). With no discount rules of the store's own yet, the code was kept for customer
 * service to apply on the invoice (as the shipping fee is); migration 009 added the store's codes
 * (docs/product.md §6.3). Orders placed before have none.
 */
export const orderCouponCodeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table orders add column coupon_cd text not null default ''`.execute(db);
  },
};
