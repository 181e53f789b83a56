import { useMemo } from 'react';
import { toSlug, type MenuNode } from '@storefront/shared-kernel';
import { fetchCodes, fetchFilterMenu, fetchMenu } from '../../lib/catalog-api';
import { useApi } from '../../lib/use-api';
import { buildFilterGroups, type FilterGroup } from './filter-groups';

/** Code list division of the filter groups. */
const FILTER_DIV = '88';

export interface CategoryFilters {
  /**
   * What the panel shows: undefined until the first answer (none when it failed), so the panel can
   * wait instead of shifting; the last category's groups while the next one's load.
   */
  groups: FilterGroup[] | undefined;
  /** The filter ids this very category offers: undefined while they load and when they failed. */
  offeredIds: ReadonlySet<number> | undefined;
}

/** The filter groups of a category (a brand gets every group); reloaded only when the category changes. */
export function useFilterGroups(category: string): CategoryFilters {
  const call = filterGroupsCall(category);
  const { data, lastData, isLoading } = useApi(call.key, call.load, { logFailureAs: 'the filters' });
  const offeredIds = useMemo(
    () => (data ? new Set(data.flatMap((group) => group.items.map((item) => item.id))) : undefined),
    [data],
  );
  return { groups: data ?? (isLoading ? lastData : []), offeredIds };
}

/** The filter groups' call for a category: its key and how it loads (also the page's prefetch). */
export const filterGroupsCall = (category: string) => ({
  key: `filters:${category}`,
  load: async (signal: AbortSignal): Promise<FilterGroup[]> => {
    const [menu, codes] = await Promise.all([fetchFilterMenu(category, signal), fetchCodes(FILTER_DIV, signal)]);
    return buildFilterGroups(menu.map((entry) => entry.filterGroup).join(','), codes);
  },
});

/** The category menu's call (also the page's prefetch). */
export const menuCall = { key: 'menu', load: (signal: AbortSignal) => fetchMenu(signal) };

export interface CategoryPlace {
  /** From the top level down to the category itself. */
  trail: MenuNode[];
  children: MenuNode[];
}

/** Where a category sits in the menu: its trail for the breadcrumb and its sub-categories. */
export function placeOf(menu: readonly MenuNode[], category: string): CategoryPlace {
  const slug = toSlug(category);
  const node = menu.find((entry) => entry.slug === slug);
  if (!node) return { trail: [], children: [] };
  const trail: MenuNode[] = [node];
  for (
    let parent = menu.find((e) => e.idWebCate === node.pCode);
    parent;
    parent = menu.find((e) => e.idWebCate === parent?.pCode)
  ) {
    trail.unshift(parent);
    if (trail.length > 10) break; // a broken tree must not loop
  }
  return { trail, children: menu.filter((entry) => entry.pCode === node.idWebCate) };
}

/** The category menu; undefined until it answered (empty when it failed). */
export function useMenu(): MenuNode[] | undefined {
  const { data, isLoading } = useApi(menuCall.key, menuCall.load, { logFailureAs: 'the category menu' });
  return data ?? (isLoading ? undefined : []);
}
