import type { ContentPageCode } from '@storefront/shared-kernel';
import { adminContentRoutes, adminStaffRoutes } from '@storefront/shared-kernel/back-office';
import { useShownAnswer, type ShownAnswer } from '../../components/use-shown-answer';

/** The page and its versions as the member read them (or as the last change answered). */
export type ShownPage = ShownAnswer<typeof adminContentRoutes.contentPageDetail>;

/**
 * The page an editor shows (docs/product.md §13.7). Each save carries the version the member read, so the
 * editor keeps showing that version, not one a later background read brought: the form's draft and the version
 * it sends stay together. The member's own changes (which start the form over from the page saved, its
 * versions list grown) and Reload move it on.
 */
export const useShownPage = (code: ContentPageCode): ShownPage =>
  useShownAnswer(
    adminContentRoutes.contentPageDetail,
    { code },
    { readAgain: [adminContentRoutes.listContentPages, adminStaffRoutes.listAudit], startOverOnChange: true },
  );
