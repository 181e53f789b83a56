import { type CategoryRow } from '@storefront/shared-kernel';

/**
 * Each category with its path, `Kitchen > Rice Cookers`, in the tree's order (the API's list is parents
 * first, siblings in order): what a product is filed under, as the catalogue file names it.
 */
export function categoryPaths(categories: readonly CategoryRow[]): { id: number; path: string; level: number }[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const pathOf = (category: CategoryRow): string => {
    const names: string[] = [];
    const seen = new Set<number>();
    for (
      let at: CategoryRow | undefined = category;
      at && !seen.has(at.id);
      at = at.parentId === null ? undefined : byId.get(at.parentId)
    ) {
      seen.add(at.id);
      names.unshift(at.name);
    }
    return names.join(' > ');
  };
  return categories.map((category) => ({ id: category.id, path: pathOf(category), level: category.level }));
}
