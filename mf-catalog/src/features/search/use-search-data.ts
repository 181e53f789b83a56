import { useMemo } from 'react';
import { systemRoutes, toSlug, useApiQuery, type MenuNode, isAwaitingAnswer, pick } from '@storefront/shared-kernel';
import { buildFilterGroups, type FilterGroup } from './filter-groups';
import { FILTER_CODES_INPUT, filterMenuInput, MENU_INPUT } from './search-calls';

export interface CategoryFilters {
  /**
   * What the panel shows: undefined until the first answer (none when it failed), so the panel can
   * wait instead of shifting; the last category's groups while the next one's load.
   */
  groups: FilterGroup[] | undefined;
  /** The filter ids this very category offers: undefined while they load and when they failed. */
  offeredIds: ReadonlySet<number> | undefined;
}

/**
 * The filter groups of a category (a brand gets every group): the groups the category names, built
 * from the code list that names them and their values. Only the category's part is asked again when
 * the category changes.
 */
export function useFilterGroups(category: string): CategoryFilters {
  const menu = useApiQuery(systemRoutes.getFilterMenu, filterMenuInput(category), {
    select: pick('filterList'),
    keepPrevious: true,
    logFailureAs: 'the filters',
  });
  const codes = useApiQuery(systemRoutes.getCode, FILTER_CODES_INPUT, {
    select: pick('codeList'),
    logFailureAs: 'the filters',
  });
  const groups = useMemo(
    () =>
      menu.data && codes.data
        ? buildFilterGroups(menu.data.map((entry) => entry.filterGroup).join(','), codes.data)
        : undefined,
    [menu.data, codes.data],
  );
  // While the next category's groups load, the last one's show: they say nothing of what it offers.
  const isPrevious = menu.isPlaceholderData;
  const offeredIds = useMemo(
    () => (groups && !isPrevious ? new Set(groups.flatMap((group) => group.items.map((item) => item.id))) : undefined),
    [groups, isPrevious],
  );
  const hasFailed = (menu.isError && !menu.isFetching) || (codes.isError && !codes.isFetching);
  return { groups: hasFailed ? [] : groups, offeredIds };
}

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
  const menu = useApiQuery(systemRoutes.getMenu, MENU_INPUT, {
    select: pick('menuList'),
    logFailureAs: 'the category menu',
  });
  return menu.data ?? (isAwaitingAnswer(menu) ? undefined : []);
}
