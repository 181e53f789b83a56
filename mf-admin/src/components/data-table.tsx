import { useId, type ReactNode } from 'react';
import { cx } from '@storefront/shared-kernel';
import type { ListSort } from './use-list-params';
import styles from './data-table.module.css';

export interface DataColumn<Row> {
  /** The column's name: its sort key in the address (`?sort=email`) and React's key. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Its header is a button that sorts the list by this column (given the table's `onSort`). */
  isSortable?: boolean;
  /** The cell names its row for assistive tech (a row header): usually the first column. */
  isRowHeader?: boolean;
  /** Numbers and amounts line up on the right. */
  align?: 'start' | 'end';
  className?: string;
}

export interface DataTableProps<Row> {
  /** Names the table (its caption), for everyone. */
  caption: ReactNode;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The list's sort (useListParams' `sort`): its column's header says so (aria-sort). */
  sort?: ListSort | null;
  /** Sorts by a column (useListParams' `sortBy`, which writes the address's sort and direction). */
  onSort?: (key: string) => void;
  /** Stands in the body when there are no rows, e.g. 'No entries match these filters.' */
  empty?: ReactNode;
  /** The rows shown are the last answer's while the next one loads. */
  isUpdating?: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortableHeader({
  label,
  direction,
  onSort,
}: {
  label: string;
  direction?: 'asc' | 'desc';
  onSort: () => void;
}) {
  return (
    <button type="button" className={styles.sortButton} onClick={onSort}>
      {label}
      <span aria-hidden="true" className={cx(styles.sortMark, !direction && styles.unsorted)}>
        {direction === 'desc' ? '▼' : '▲'}
      </span>
    </button>
  );
}

/**
 * A real table for the back office's lists (docs/product.md §13.4): a caption, column headers, a row header
 * per row, and headers that sort by the address (each a button, reached by keyboard; the sorted one carries
 * aria-sort). Wider than the page (at 768 px), it scrolls inside its own region, which takes focus so a
 * keyboard can scroll it too.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  empty = 'Nothing to show.',
  isUpdating = false,
}: DataTableProps<Row>) {
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles.scroller}>
      <table className={cx(styles.table, isUpdating && styles.updating)} aria-busy={isUpdating || undefined}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              const isSortable = column.isSortable && onSort !== undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={direction ? ARIA_SORT[direction] : undefined}
                  className={cx(styles.header, column.align === 'end' && styles.end, column.className)}
                >
                  {isSortable ? (
                    <SortableHeader label={column.header} direction={direction} onSort={() => onSort(column.key)} />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => {
                  const className = cx(styles.cell, column.align === 'end' && styles.end, column.className);
                  return column.isRowHeader ? (
                    <th key={column.key} scope="row" className={className}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

type SortValue = string | number | boolean | null | undefined;

/**
 * `rows` in the order `sort` names, for a list the page holds whole (a sort the server does not make):
 * `valueOf` gives each sortable column's value of a row. Text compares as people read it (case, accents and
 * numbers in it), false before true, and empty values last either way.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: ListSort | null | undefined,
  valueOf: Readonly<Record<string, (row: Row) => SortValue>>,
): Row[] {
  const read = sort ? valueOf[sort.key] : undefined;
  if (!sort || !read) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const isEmpty = (value: SortValue) => value === null || value === undefined || value === '';
  return [...rows].sort((a, b) => {
    const x = read(a);
    const y = read(b);
    if (isEmpty(x) || isEmpty(y)) return isEmpty(x) === isEmpty(y) ? 0 : isEmpty(x) ? 1 : -1;
    if (typeof x === 'string' && typeof y === 'string') return sign * collator.compare(x, y);
    return sign * (Number(x) - Number(y));
  });
}
