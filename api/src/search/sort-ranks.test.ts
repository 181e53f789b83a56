import { SortRanks } from './sort-ranks';

describe("a sort's ranks", () => {
  // Products 1..n with values that often tie; ties go by id, as the index's go by SKU.
  const values = new Map<number, number>();
  const compare = (a: number, b: number) => values.get(a)! - values.get(b)! || a - b;
  const kept = new Set<number>();
  const ids = () => Uint32Array.from(kept);
  /** The page as sorting every match gives it. */
  const expected = (matches: number[], offset: number, size: number) =>
    [...matches].sort(compare).slice(offset, offset + size);
  let seed = 7;
  const random = (below: number) => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) % below;

  beforeEach(() => {
    values.clear();
    kept.clear();
    for (let id = 1; id <= 3000; id++) {
      values.set(id, random(50));
      kept.add(id);
    }
  });

  const pages = (ranks: SortRanks) => {
    const all = [...kept];
    const some = all.filter((id) => id % 3 === 0);
    for (const matches of [all, some])
      for (const offset of [0, 24, 456, matches.length - 5]) {
        const page = ranks.page(Uint32Array.from(matches), ids, offset, 24);
        expect(page).toEqual(expected(matches, offset, 24));
      }
  };

  it('pages the matches as sorting them would, from the start, the middle and the end', () => {
    pages(new SortRanks(compare));
  });

  it('moves a changed product, places a new one and leaves a removed one out', () => {
    const ranks = new SortRanks(compare);
    pages(ranks);
    for (let i = 0; i < 300; i++) {
      const id = 1 + random(3000);
      values.set(id, random(50));
      ranks.changed(id);
    }
    for (let id = 3001; id <= 3050; id++) {
      values.set(id, random(50));
      kept.add(id);
      ranks.changed(id);
    }
    for (let id = 10; id < 20; id++) kept.delete(id);
    pages(ranks);
  });

  it('sorts everything again past the moves it would make one by one', () => {
    const ranks = new SortRanks(compare);
    pages(ranks);
    for (let id = 1; id <= 2500; id++) {
      values.set(id, random(50));
      ranks.changed(id);
    }
    pages(ranks);
  });
});
