import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableProps } from './data-table';
import { ListStatus } from './list-status';
import { Pager } from './pager';
import type { ListParams } from './use-list-params';

/** A list's answer: a page of rows and how many match in all (the API's adminPageOf). */
export interface PagedAnswer<Row> {
  rows: readonly Row[];
  total: number;
}

export interface PagedTableProps<Row> extends Pick<DataTableProps<Row>, 'caption' | 'columns' | 'rowKey'> {
  /** The list's read (kept while the next page loads: `keepPrevious`). */
  query: UseQueryResult<PagedAnswer<Row>>;
  /** What is loaded, for the spinner and a failure: 'Loading the orders'. */
  what: string;
  list: Pick<ListParams<string>, 'filters' | 'page' | 'pageSize' | 'sort' | 'sortBy' | 'setPage' | 'setPageSize'>;
  /** What the table says with no rows: with a filter given, and without. */
  empty: { filtered: string; unfiltered: string };
}

/**
 * A back-office list's body (docs/product.md §13.4): its read's spinner or failure, then the table sorted by
 * the address and the pager. The filters above it are the page's own.
 */
export function PagedTable<Row>({ query, what, list, empty, ...table }: PagedTableProps<Row>) {
  const isFiltered = Object.values(list.filters).some((value) => value !== '');
  return (
    <>
      <ListStatus query={query} what={what} />
      {query.data && (
        <>
          <DataTable
            {...table}
            rows={query.data.rows}
            sort={list.sort}
            onSort={list.sortBy}
            isUpdating={query.isPlaceholderData}
            empty={isFiltered ? empty.filtered : empty.unfiltered}
          />
          <Pager
            page={list.page}
            pageSize={list.pageSize}
            total={query.data.total}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </>
      )}
    </>
  );
}
