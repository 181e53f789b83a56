import { MAX_ID, toSlug } from '@storefront/shared-kernel';

/**
 * The search page's state in its URL (design ruling: clean URLs, rewritten with replace):
 * category (dash form), keyword, page (1-based) and filter (comma-separated filter ids).
 */
export interface SearchState {
  category: string;
  keyword: string;
  page: number;
  filters: number[];
}

/** Filter ids as the URL carries them: positive whole numbers an id can be, each once, in the order given. */
export function parseFilterIds(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID);
  return [...new Set(ids)];
}

/**
 * The state a URL names. `brand` (the product page's brand link, spec section 2) arrives as the
 * category, as a brand chosen on the brands page does; a category given as well wins.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  return {
    category: (params.get('category') ?? '').trim() || toSlug((params.get('brand') ?? '').trim()),
    keyword: (params.get('keyword') ?? '').trim(),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    filters: parseFilterIds(params.get('filter')),
  };
}

/** The query string of a state; empty parts and page 1 are left out so URLs stay short. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.filters.length > 0) params.set('filter', state.filters.join(','));
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

/** Changing the category clears the selected filters (spec section 4). */
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
