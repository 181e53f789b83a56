import type { Kysely, Migration } from 'kysely';

/** Placeholder: PO numbers unique ignoring case and spaces, and the store's coupons. */
export const poCaseAndCouponsMigration: Migration = {
  async up(_db: Kysely<unknown>) {},
};
