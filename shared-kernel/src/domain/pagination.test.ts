import { PAGINATION_BLOCK, blockStart, paginationBlock } from './pagination';

describe('paginationBlock', () => {
  it('uses blocks of 5', () => {
    expect(PAGINATION_BLOCK).toBe(5);
  });

  it.each([
    [1, 12, [1, 2, 3, 4, 5]],
    [5, 12, [1, 2, 3, 4, 5]],
    [6, 12, [6, 7, 8, 9, 10]],
    [7, 12, [6, 7, 8, 9, 10]],
    [12, 12, [11, 12]],
    [1, 3, [1, 2, 3]],
    [1, 1, [1]],
    [99, 12, [11, 12]],
    [0, 12, [1, 2, 3, 4, 5]],
    [-4, 12, [1, 2, 3, 4, 5]],
    [1, 0, []],
    [3, -2, []],
  ])('paginationBlock(%p, %p) = %p', (current, total, pages) => {
    expect(paginationBlock(current, total)).toEqual(pages);
  });

  it('gives the first page of a block', () => {
    expect(blockStart(1)).toBe(1);
    expect(blockStart(5)).toBe(1);
    expect(blockStart(6)).toBe(6);
    expect(blockStart(15)).toBe(11);
  });
});
