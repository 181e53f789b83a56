import { pageOf } from './page-order';

describe('a page of matches in a sort order', () => {
  /** A repeatable pseudo-random list of distinct ids with values that often tie. */
  const sample = (n: number, seed: number) => {
    const ids = Uint32Array.from({ length: n }, (_, i) => i * 3 + 1);
    const values = new Map([...ids].map((id) => [id, ((id * 2654435761 + seed) >>> 0) % 97]));
    const compare = (a: number, b: number) => values.get(a)! - values.get(b)! || a - b;
    return { ids, compare };
  };

  it('gives the same page as sorting every match, at the start, the middle and the end', () => {
    for (const n of [0, 1, 23, 500, 10_000])
      for (const offset of [0, 24, 480, n - 10])
        for (const seed of [1, 7]) {
          const { ids, compare } = sample(n, seed);
          const expected = [...ids].sort(compare).slice(Math.max(offset, 0), Math.max(offset, 0) + 24);
          expect(pageOf(Uint32Array.from(ids), compare, Math.max(offset, 0), 24)).toEqual(expected);
        }
  });

  it('gives nothing past the last match', () => {
    const { ids, compare } = sample(30, 3);
    expect(pageOf(ids, compare, 30, 24)).toEqual([]);
  });
});
