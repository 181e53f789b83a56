import { useCallback } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminProduct, AnswerOf, ProductLinks } from '@storefront/shared-kernel';
import { adminCatalogueRoutes, adminStaffRoutes } from '@storefront/shared-kernel/back-office';
import { useShownAnswer } from '../../components/use-shown-answer';

export interface ShownProduct {
  /** The product's read, for its loading and failure. */
  query: UseQueryResult<AnswerOf<typeof adminCatalogueRoutes.adminProductDetail>>;
  /** The product as the member read it (or as the member's last change answered it); null until read. */
  product: AdminProduct | null;
  /** Grows with each Reload: the form starts over from the product read. */
  generation: number;
  /** A change was kept: the page shows the product as answered. */
  saved: (product: AdminProduct) => void;
  /** Its links changed (they carry no version). */
  linksSaved: (links: ProductLinks) => void;
  /** Reads the product again and shows it; false when it could not be read. */
  reload: () => Promise<boolean>;
}

/**
 * The product a product's page shows (docs/product.md §13.5). Each change carries the version the member read,
 * so the page keeps showing that version, not one a later background read brought: the form's draft and the
 * version it sends stay together. The member's own changes and Reload move it on.
 */
export function useShownProduct(sku: string): ShownProduct {
  const shown = useShownAnswer(
    adminCatalogueRoutes.adminProductDetail,
    { sku },
    // The list (its price, stock, status and picture columns) and the audit log are out of date after a change.
    { readAgain: [adminCatalogueRoutes.listAdminProducts, adminStaffRoutes.listAudit] },
  );
  const { changed, update } = shown;
  const saved = useCallback((product: AdminProduct) => changed({ is_success: true, product }), [changed]);
  const linksSaved = useCallback(
    (links: ProductLinks) => update((answer) => ({ ...answer, product: { ...answer.product, links } })),
    [update],
  );
  return {
    query: shown.query,
    product: shown.shown?.product ?? null,
    generation: shown.generation,
    saved,
    linksSaved,
    reload: shown.reload,
  };
}
