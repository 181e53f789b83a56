/** Pagination shows page numbers in blocks of 5 (docs/product.md §5.5). */
export const PAGINATION_BLOCK = 5;

/** The first page of the block that holds `page` (1-based): 1, 6, 11, ... */
export function blockStart(page: number, blockSize: number = PAGINATION_BLOCK): number {
  return Math.floor((Math.max(1, Math.trunc(page)) - 1) / blockSize) * blockSize + 1;
}

/**
 * The page numbers of current's block: paginationBlock(7, 12) -> [6, 7, 8, 9, 10];
 * paginationBlock(12, 12) -> [11, 12]. A current page outside 1..totalPages is clamped into it;
 * no pages gives [].
 */
export function paginationBlock(current: number, totalPages: number, blockSize: number = PAGINATION_BLOCK): number[] {
  const total = Math.max(0, Math.trunc(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const start = blockStart(page, blockSize);
  const end = Math.min(start + blockSize - 1, total);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
