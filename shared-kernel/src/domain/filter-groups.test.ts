import { FILTER_GROUP_SPAN, filterGroupOf, filterIdOf, groupFilterIds } from './filter-groups';

describe('filter groups', () => {
  it("names a value's group by its hundreds", () => {
    expect(FILTER_GROUP_SPAN).toBe(100);
    expect([101, 106, 199, 401, 404].map(filterGroupOf)).toEqual([1, 1, 1, 4, 4]);
  });

  it('numbers a group’s values from its first id, and round-trips', () => {
    expect(filterIdOf(1, 0)).toBe(101);
    expect(filterIdOf(4, 3)).toBe(404);
    expect(filterGroupOf(filterIdOf(7, 98))).toBe(7);
    expect(() => filterIdOf(1, 99)).toThrow(RangeError);
    expect(() => filterIdOf(1, -1)).toThrow(RangeError);
  });

  it('groups a choice of ids: groups in the order first seen, each id once', () => {
    expect(groupFilterIds([401, 101, 102, 401, 501, 103])).toEqual([[401], [101, 102, 103], [501]]);
    expect(groupFilterIds([])).toEqual([]);
  });
});
