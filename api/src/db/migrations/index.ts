import type { Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './001-initial';
import { supportIndexesMigration } from './002-support-indexes';
import { catalogueReadIndexesMigration } from './003-catalogue-read-indexes';
import { searchOrderIndexesMigration } from './004-search-order-indexes';
import { productFilterIdsMigration } from './005-product-filter-ids';
import { orderCouponCodeMigration } from './006-order-coupon-code';
import { orderConfirmationSentMigration } from './007-order-confirmation-sent';
import { signInThrottleMigration } from './008-sign-in-throttle';
import { poCaseAndCouponsMigration } from './009-po-case-and-coupons';
import { contactUploadsMigration } from './010-contact-uploads';
import { listedProductIndexesMigration } from './011-listed-product-indexes';
import { backOfficeMigration } from './012-back-office';
import { orderDeskIndexesMigration } from './013-order-desk-indexes';
import { orderCountsMigration } from './014-order-counts';
import { catalogueFileMigration } from './015-catalogue-file';
import { productVersionMigration } from './016-product-version';
import { serviceDeskMigration } from './017-service-desk';
import { contentMigration } from './018-content';
import { homeContentMigration } from './019-home-content';
import { searchChangesMigration } from './020-search-changes';

/** Static list: migrations ship inside the bundle, no folder scanning at run time. Append, never edit. */
const migrations: Record<string, Migration> = {
  '001-initial': initialMigration,
  '002-support-indexes': supportIndexesMigration,
  '003-catalogue-read-indexes': catalogueReadIndexesMigration,
  '004-search-order-indexes': searchOrderIndexesMigration,
  '005-product-filter-ids': productFilterIdsMigration,
  '006-order-coupon-code': orderCouponCodeMigration,
  '007-order-confirmation-sent': orderConfirmationSentMigration,
  '008-sign-in-throttle': signInThrottleMigration,
  '009-po-case-and-coupons': poCaseAndCouponsMigration,
  '010-contact-uploads': contactUploadsMigration,
  '011-listed-product-indexes': listedProductIndexesMigration,
  '012-back-office': backOfficeMigration,
  '013-order-desk-indexes': orderDeskIndexesMigration,
  '014-order-counts': orderCountsMigration,
  '015-catalogue-file': catalogueFileMigration,
  '016-product-version': productVersionMigration,
  '017-service-desk': serviceDeskMigration,
  '018-content': contentMigration,
  '019-home-content': homeContentMigration,
  '020-search-changes': searchChangesMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
