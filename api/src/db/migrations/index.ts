import type { Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './001-initial';
import { supportIndexesMigration } from './002-support-indexes';
import { catalogueReadIndexesMigration } from './003-catalogue-read-indexes';
import { searchOrderIndexesMigration } from './004-search-order-indexes';
import { productFilterIdsMigration } from './005-product-filter-ids';
import { orderCouponCodeMigration } from './006-order-coupon-code';
import { orderConfirmationSentMigration } from './007-order-confirmation-sent';

/** Static list: migrations ship inside the bundle, no folder scanning at run time. Append, never edit. */
const migrations: Record<string, Migration> = {
  '001-initial': initialMigration,
  '002-support-indexes': supportIndexesMigration,
  '003-catalogue-read-indexes': catalogueReadIndexesMigration,
  '004-search-order-indexes': searchOrderIndexesMigration,
  '005-product-filter-ids': productFilterIdsMigration,
  '006-order-coupon-code': orderCouponCodeMigration,
  '007-order-confirmation-sent': orderConfirmationSentMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
