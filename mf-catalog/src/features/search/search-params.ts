import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  MAX_ID,
  isSortValue,
  toSlug,
  type PageSize,
  type SortValue,
  MAX_PAGE,
  SEARCH_TEXT_MAX_LENGTH,
  isPageSize,
} from '@storefront/shared-kernel';

/**
 * The search page's state in its URL (clean URLs, rewritten with replace: docs/product.md §5.3): category
 * (dash form), keyword, page (1-based), filter (comma-separated filter ids), sort and perPage. All of it
 * is in the URL so Back to the results shows the same products.
 */
export interface SearchState {
  category: string;
  keyword: string;
  page: number;
  filters: number[];
  sort: SortValue;
  perPage: PageSize;
}

/** Filter ids as the URL carries them: positive whole numbers an id can be, each once, in the order given. */
export function parseFilterIds(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID);
  return [...new Set(ids)];
}

/** Text the API refuses past its limit is cut to it: a search that cannot succeed is never asked. */
const searchTextOf = (text: string | null) => (text ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH).trim();

/**
 * The state a URL names. `brand` (the product page's brand link, docs/product.md §5.3) arrives as the
 * category, as a brand chosen on the brands page does; a category given as well wins. What the API
 * would refuse (an unknown sort or page size, a page past its highest) falls back or is clamped.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const perPage = Number(params.get('perPage'));
  return {
    category: searchTextOf(params.get('category')) || searchTextOf(toSlug((params.get('brand') ?? '').trim())),
    keyword: searchTextOf(params.get('keyword')),
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    filters: parseFilterIds(params.get('filter')),
    sort: isSortValue(sort) ? sort : DEFAULT_SORT,
    perPage: isPageSize(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  };
}

/** The query string of a state; empty parts and defaults (page 1, sort, page size) are left out so URLs stay short. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.filters.length > 0) params.set('filter', state.filters.join(','));
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.perPage !== DEFAULT_PAGE_SIZE) params.set('perPage', String(state.perPage));
  return params;
}

/** Toggling a filter adds or removes it; the results start again at page 1. */
export const toggleFilter = (state: SearchState, id: number): SearchState => ({
  ...state,
  page: 1,
  filters: state.filters.includes(id) ? state.filters.filter((f) => f !== id) : [...state.filters, id],
});

export const withFilters = (state: SearchState, filters: number[]): SearchState => ({ ...state, page: 1, filters });

export const withKeyword = (state: SearchState, keyword: string): SearchState => ({
  ...state,
  page: 1,
  keyword: keyword.trim(),
});

export const withPage = (state: SearchState, page: number): SearchState => ({ ...state, page });

/** Another order makes the old page number meaningless: the results start again at page 1. */
export const withSort = (state: SearchState, sort: SortValue): SearchState => ({ ...state, page: 1, sort });

/** Another page size moves every item to another page: the results start again at page 1. */
export const withPerPage = (state: SearchState, perPage: PageSize): SearchState => ({ ...state, page: 1, perPage });

/** What the page learnt from its answers, for settledSearchState. */
export interface SearchAnswers {
  /** The filter ids the category's menu offers; undefined until it answered, and when it failed. */
  offeredFilterIds?: ReadonlySet<number>;
  /** The product total of this very state's answer; undefined until it came. */
  total?: number;
}

/**
 * The state the URL should hold once the answers are in: filter ids the category does not offer are
 * dropped (no checkbox shows them, yet they empty the list), and a page past the last moves to the last.
 * One step at a time: a total counted with the dropped filters says nothing of the list without them.
 */
export function settledSearchState(state: SearchState, { offeredFilterIds, total }: SearchAnswers): SearchState {
  if (offeredFilterIds) {
    const offered = state.filters.filter((id) => offeredFilterIds.has(id));
    if (offered.length < state.filters.length) return { ...state, filters: offered };
  }
  if (total === undefined) return state;
  const lastPage = Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / state.perPage)));
  return state.page > lastPage ? withPage(state, lastPage) : state;
}

/** Changing the category clears the selected filters (docs/product.md §5.4). */
export const withCategory = (state: SearchState, category: string): SearchState => ({
  ...state,
  category,
  page: 1,
  filters: [],
});

/** The URL of a state (links to other categories are built with it). */
export const searchHref = (state: SearchState): string => {
  const query = searchParamsOf(state).toString();
  return query ? `/search?${query}` : '/search';
};
