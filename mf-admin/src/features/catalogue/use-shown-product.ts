import { useCallback, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  invalidateApi,
  setCachedAnswer,
  useApiQuery,
  type AdminProduct,
  type AnswerOf,
  type ProductLinks,
} from '@storefront/shared-kernel';
import { adminCatalogueRoutes, adminStaffRoutes } from '@storefront/shared-kernel/back-office';

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
  const query = useApiQuery(adminCatalogueRoutes.adminProductDetail, { sku });
  const [product, setProduct] = useState<AdminProduct | null>(null);
  const [generation, setGeneration] = useState(0);
  // The first answer that is no stale one being read again: what the member reads.
  if (product === null && query.data && !query.isFetching) setProduct(query.data.product);

  const saved = useCallback(
    (answered: AdminProduct) => {
      setProduct(answered);
      setCachedAnswer(adminCatalogueRoutes.adminProductDetail, { sku }, { is_success: true, product: answered });
      // The list (its price, stock, status and picture columns) and the audit log are out of date.
      void invalidateApi(adminCatalogueRoutes.listAdminProducts, adminStaffRoutes.listAudit);
    },
    [sku],
  );
  const linksSaved = useCallback(
    (links: ProductLinks) => setProduct((current) => (current ? { ...current, links } : current)),
    [],
  );

  const { refetch } = query;
  const reload = useCallback(async () => {
    const fresh = await refetch();
    if (!fresh.data || fresh.isError) return false;
    setProduct(fresh.data.product);
    setGeneration((count) => count + 1);
    return true;
  }, [refetch]);

  return { query, product, generation, saved, linksSaved, reload };
}
