import { useEffect, useId } from 'react';
import { Pagination } from '@storefront/shared-kernel';
import { PAGE_SIZES, type PageSize } from './use-list-params';
import styles from './admin.module.css';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: PageSize;
  /** How many rows match in all (the list's answer's `total`). */
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}

/** 'Showing 26–50 of 120': the rows of this page among all that match. */
export const showingText = (page: number, pageSize: number, total: number): string => {
  if (total <= 0) return 'Showing 0 of 0';
  const first = Math.min(total, (page - 1) * pageSize + 1);
  return `Showing ${first}–${Math.min(total, page * pageSize)} of ${total}`;
};

/**
 * A back-office list's paging (docs/product.md §13): which rows show of how many, the page size (25, 50 or
 * 100) and the page numbers. A page past the last (the list shrank, or an old address) moves to the last.
 */
export function Pager({ page, pageSize, total, onPageChange, onPageSizeChange }: PagerProps) {
  const sizeId = useId();
  const totalPages = Math.ceil(total / pageSize);
  useEffect(() => {
    if (total > 0 && page > totalPages) onPageChange(totalPages);
  }, [total, page, totalPages, onPageChange]);
  return (
    <div className={styles.pager}>
      <p role="status" className={styles.showing}>
        {showingText(page, pageSize, total)}
      </p>
      <div className={styles.pageSize}>
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />}
    </div>
  );
}
