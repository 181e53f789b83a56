import { PrefixList } from './prefix-list';

describe('keys looked up by their start', () => {
  const found = (list: PrefixList, prefix: string) => {
    const seen: string[] = [];
    list.withPrefix(prefix, (key, value) => seen.push(`${key}:${value}`));
    return seen.sort();
  };

  it('finds keys added before and after a merge, and drops the stale ones at the merge', () => {
    const stale = new Set<string>();
    const list = new PrefixList((key, value) => stale.has(`${key}:${value}`), 2);
    for (const [key, value] of [
      ['tea', 1],
      ['teapot', 2],
      ['kettle', 3],
      ['tealight', 4],
    ] as const)
      list.add(key, value);
    expect(found(list, 'tea')).toEqual(['tea:1', 'tealight:4', 'teapot:2']);
    expect(found(list, 'k')).toEqual(['kettle:3']);
    stale.add('teapot:2');
    list.add('teak', 5);
    list.merge();
    expect(list.size).toBe(4);
    expect(found(list, 'tea')).toEqual(['tea:1', 'teak:5', 'tealight:4']);
    expect(found(list, 'z')).toEqual([]);
    expect(found(list, '')).toHaveLength(4);
  });

  it('keeps a pair added twice once', () => {
    const list = new PrefixList(() => false);
    list.add('pot', 1);
    list.add('pot', 1);
    list.merge();
    expect(found(list, 'pot')).toEqual(['pot:1']);
  });
});
