import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The back office's page sizes (docs/product.md §13: 25, 50 or 100 rows; the API's adminPageParams). */
export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export type SortDirection = 'asc' | 'desc';

export interface ListSort {
  /** The column sorted by (a DataTable column's key). */
  key: string;
  direction: SortDirection;
}

export interface ListParamsOptions<Filter extends string> {
  /**
   * The list's filters, each with its value when the address names none (usually ''). A filter's name is
   * its name in the address, so none may be `page`, `pageSize`, `sort` or `direction`.
   */
  filters?: Readonly<Record<Filter, string>>;
  /** The sort when the address names none; without it the list has no sort. */
  sort?: ListSort;
  /** The columns the list may be sorted by (the default sort's alone if not given): another gives the default. */
  sortKeys?: readonly string[];
}

export interface ListParams<Filter extends string> {
  filters: Readonly<Record<Filter, string>>;
  /** 1-based. */
  page: number;
  pageSize: PageSize;
  sort: ListSort | null;
  /** Changes some filters; the list starts again at its first page. */
  setFilters: (changes: Partial<Record<Filter, string>>) => void;
  /** Every filter back to its default; the first page. */
  clearFilters: () => void;
  setPage: (page: number) => void;
  /** Another page size; the first page. */
  setPageSize: (size: PageSize) => void;
  /** Sorts by `key`: the sorted column again turns its direction round, another starts ascending; the first page. */
  sortBy: (key: string) => void;
}

/** The filters given a value, for a list's read: one left empty is not sent (the API checks each value). */
export const givenFilters = (filters: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

const positiveInt = (text: string | null): number | null => {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n > 0 ? n : null;
};

const asPageSize = (text: string | null): PageSize => PAGE_SIZES.find((size) => String(size) === text) ?? PAGE_SIZES[0];

const asDirection = (text: string | null): SortDirection | null => (text === 'asc' || text === 'desc' ? text : null);

/**
 * A list's filters, page, page size and sort, kept in the address (docs/product.md §13: filters in the
 * address), so a list can be bookmarked, shared, reloaded and gone back to with the browser's Back. A filter
 * at its default and the first page are left out of the address. Every change is a new history entry.
 *
 *   const list = useListParams({ filters: { kind: '', from: '' }, sort: { key: 'at', direction: 'desc' } });
 *   useApiQuery(route, { page: list.page, pageSize: list.pageSize, direction: list.sort?.direction, ...list.filters });
 *   <DataTable sort={list.sort} onSort={list.sortBy} … />
 *   <Pager page={list.page} pageSize={list.pageSize} total={total} onPageChange={list.setPage} onPageSizeChange={list.setPageSize} />
 */
export function useListParams<Filter extends string = never>(
  options: ListParamsOptions<Filter> = {},
): ListParams<Filter> {
  const [searchParams, setSearchParams] = useSearchParams();
  // By their contents: a page writes its options inline, a new object each render.
  const defaultsText = JSON.stringify(options.filters ?? {});
  const defaultSort = options.sort ?? null;
  const sortKeys = options.sortKeys ?? (defaultSort ? [defaultSort.key] : []);

  const filters = useMemo(() => {
    const defaults = JSON.parse(defaultsText) as Record<Filter, string>;
    const values = {} as Record<Filter, string>;
    for (const name of Object.keys(defaults) as Filter[]) values[name] = searchParams.get(name) ?? defaults[name];
    return values;
  }, [searchParams, defaultsText]);

  const page = positiveInt(searchParams.get('page')) ?? 1;
  const pageSize = asPageSize(searchParams.get('pageSize'));
  const sortKey = searchParams.get('sort');
  const sortDirection = asDirection(searchParams.get('direction'));
  const sort: ListSort | null = defaultSort && {
    key: sortKey !== null && sortKeys.includes(sortKey) ? sortKey : defaultSort.key,
    direction: sortDirection ?? defaultSort.direction,
  };
  const sortedKey = sort?.key;
  const sortedDirection = sort?.direction;

  /** Writes `changes` into the address: a null value, or one equal to its default, is taken out. */
  const change = useCallback(
    (changes: Record<string, string | null>) => {
      const defaults: Record<string, string> = { ...JSON.parse(defaultsText), page: '1', pageSize: '25' };
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === (defaults[name] ?? '')) next.delete(name);
          else next.set(name, value);
        }
        return next;
      });
    },
    [setSearchParams, defaultsText],
  );

  const setFilters = useCallback(
    (changes: Partial<Record<Filter, string>>) => change({ ...(changes as Record<string, string>), page: null }),
    [change],
  );
  const clearFilters = useCallback(
    () => change(Object.fromEntries([...Object.keys(JSON.parse(defaultsText)), 'page'].map((name) => [name, null]))),
    [change, defaultsText],
  );
  const setPage = useCallback((next: number) => change({ page: String(next) }), [change]);
  const setPageSize = useCallback((size: PageSize) => change({ pageSize: String(size), page: null }), [change]);
  const sortBy = useCallback(
    (key: string) => {
      const direction = key === sortedKey && sortedDirection === 'asc' ? 'desc' : 'asc';
      // Both always written: the address says what the table shows, whatever the default.
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('sort', key);
        next.set('direction', direction);
        next.delete('page');
        return next;
      });
    },
    [setSearchParams, sortedKey, sortedDirection],
  );

  return { filters, page, pageSize, sort, setFilters, clearFilters, setPage, setPageSize, sortBy };
}
