import { invalidateApi } from '@storefront/shared-kernel';
import { adminCatalogueRoutes, adminStaffRoutes } from '@storefront/shared-kernel/back-office';
import type { VersionedSave, VersionedSaveOptions } from '../../components/use-versioned-save';
import { useCatalogueSave } from './use-catalogue-save';

import type { ListDone } from '../../components/use-list-desk';

/** Shows the list a change on the brands, categories or filters page answered, and says what it did. */
export type ReferenceDone<Answer> = ListDone<Answer>;

/**
 * A change on the brands, categories or filters page (docs/product.md §13.5): each call answers the page's
 * whole list, which `done` shows (the page's read takes it, with no second call) with what the page tells
 * the member. The product list (brand and category names) and the audit log are read again when next shown.
 */
export function useReferenceSave<Field extends string, Answer>(
  action: () => Promise<Answer>,
  done: (answer: Answer) => void,
  options: VersionedSaveOptions<Field> = {},
): VersionedSave<Field> {
  return useCatalogueSave<Field>(async () => {
    const answer = await action();
    void invalidateApi(adminCatalogueRoutes.listAdminProducts, adminStaffRoutes.listAudit);
    done(answer);
  }, options);
}
