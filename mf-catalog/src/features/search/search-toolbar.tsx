import { useId } from 'react';
import {
  PAGE_SIZES,
  SORT_OPTIONS,
  isSortValue,
  type PageSize,
  type SortValue,
  VisuallyHidden,
  cx,
  isPageSize,
} from '@storefront/shared-kernel';
import styles from './search.module.css';

export type ViewMode = 'grid' | 'list';

export interface SearchToolbarProps {
  perPage: PageSize;
  onPerPageChange: (perPage: PageSize) => void;
  sort: SortValue;
  onSortChange: (sort: SortValue) => void;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
}

/** Items per page (24/48/100), sort, and the grid/list toggle. */
export function SearchToolbar({
  perPage,
  onPerPageChange,
  sort,
  onSortChange,
  view,
  onViewChange,
}: SearchToolbarProps) {
  const perPageId = useId();
  const sortId = useId();
  return (
    <div className={styles.toolbar}>
      <div className={styles.selects}>
        <div className={styles.selectField}>
          <label htmlFor={perPageId} className={styles.selectLabel}>
            Items per page
          </label>
          <select
            id={perPageId}
            className={styles.select}
            value={perPage}
            onChange={(event) => {
              const value = Number(event.target.value);
              if (isPageSize(value)) onPerPageChange(value);
            }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.selectField}>
          <label htmlFor={sortId} className={styles.selectLabel}>
            Sort by
          </label>
          <select
            id={sortId}
            className={styles.select}
            value={sort}
            onChange={(event) => {
              if (isSortValue(event.target.value)) onSortChange(event.target.value);
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.viewToggle} role="group" aria-label="View">
        {(['grid', 'list'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            className={cx(styles.viewButton, view === mode && styles.viewButtonActive)}
            aria-pressed={view === mode}
            onClick={() => onViewChange(mode)}
          >
            {mode === 'grid' ? 'Grid' : 'List'}
            <VisuallyHidden> view</VisuallyHidden>
          </button>
        ))}
      </div>
    </div>
  );
}
