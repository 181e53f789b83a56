/**
 * A search filter value's id names its group: the group is its hundreds (docs/product.md §5.4), so 101-106
 * are one group's values and 401-404 another's. The catalogue's code list writes its ids this way and the
 * product search reads a choice of ids by it: values of one group are alternatives (OR), and every group
 * chosen must hold (AND).
 */
export const FILTER_GROUP_SPAN = 100;

/** The group a filter value id belongs to. */
export const filterGroupOf = (filterId: number): number => Math.floor(filterId / FILTER_GROUP_SPAN);

/** The id of a group's value at `index` (0-based): group 1's first value is 101. */
export function filterIdOf(group: number, index: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= FILTER_GROUP_SPAN - 1)
    throw new RangeError(`A filter group holds at most ${FILTER_GROUP_SPAN - 1} values; index ${index} is outside it`);
  return group * FILTER_GROUP_SPAN + index + 1;
}

/** Filter ids by group, groups in the order first seen, each id once. */
export function groupFilterIds(ids: readonly number[]): number[][] {
  const groups = new Map<number, number[]>();
  for (const id of new Set(ids)) {
    const group = groups.get(filterGroupOf(id));
    if (group) group.push(id);
    else groups.set(filterGroupOf(id), [id]);
  }
  return [...groups.values()];
}
