import { PAGINATION_BLOCK, blockStart, paginationBlock } from '../../domain/pagination';
import { cx } from '../class-names';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/**
 * Page numbers in blocks of 5 (docs/product.md §5.5). The arrows move a whole block: to the
 * first page of the previous or next block.
 */
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  const pages = paginationBlock(page, totalPages);
  const first = pages[0];
  if (first === undefined) return null;
  const start = blockStart(first);
  const hasPrevious = start > 1;
  const hasNext = start + PAGINATION_BLOCK <= totalPages;

  return (
    <nav aria-label="Pagination" className={className}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label="Previous pages"
            disabled={!hasPrevious}
            onClick={() => onPageChange(start - PAGINATION_BLOCK)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pages.map((n) => {
          const isCurrent = n === page;
          return (
            <li key={n}>
              <button
                type="button"
                className={cx(styles.page, isCurrent && styles.current)}
                aria-label={`Page ${n}`}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => {
                  if (!isCurrent) onPageChange(n);
                }}
              >
                {n}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label="Next pages"
            disabled={!hasNext}
            onClick={() => onPageChange(start + PAGINATION_BLOCK)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
