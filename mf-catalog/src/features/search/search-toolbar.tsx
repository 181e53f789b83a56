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
  return (
    <div className={styles.toolbar}>
      <div className={styles.selects}>
        <ToolbarSelect
          label="Items per page"
          value={String(perPage)}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onChange={(value) => {
            const size = Number(value);
            if (isPageSize(size)) onPerPageChange(size);
          }}
        />
        <ToolbarSelect
          label="Sort by"
          value={sort}
          options={SORT_OPTIONS}
          onChange={(value) => {
            if (isSortValue(value)) onSortChange(value);
          }}
        />
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

/** A label and its select as one unit: a narrow toolbar wraps them together, never apart. */
function ToolbarSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className={styles.selectLabel}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
