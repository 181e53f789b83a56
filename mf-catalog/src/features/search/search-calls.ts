import {
  fetchApi,
  prefetchApi,
  productRoutes,
  systemRoutes,
  userStore,
  type ApiRoute,
  type InputOf,
  type PageLocation,
} from '@storefront/shared-kernel';
import { callerOf, type Caller } from '../../lib/catalog-api';
import { readSearchState, type SearchState } from './search-params';

/** With neither category nor keyword there is nothing to list (docs/product.md §5.3), so nothing is asked. */
export const hasProductQuery = (state: SearchState) => Boolean(state.category || state.keyword);

/** The product list's input for a search state: what the grid shows depends on nothing else. */
export const productListInput = (state: SearchState, caller: Caller): InputOf<typeof productRoutes.getProducts> => ({
  idCustomer: caller.idCustomer,
  brandId: caller.brandId,
  storeId: caller.idStore,
  ...(state.category && { category: state.category }),
  ...(state.keyword && { keyword: state.keyword }),
  ...(state.filters.length > 0 && { filterList: state.filters.join(',') }),
  sort: state.sort,
  currPage: state.page,
  perPage: state.perPage,
});

/** The filter groups a category offers (a brand gets every group). */
export const filterMenuInput = (category: string) => ({ category });

/** The code list division of the filter groups' names and values. */
export const FILTER_CODES_INPUT = { div: '88' };

/** The category menu takes no input. */
export const MENU_INPUT = {};

/** One read of the page's first render, by the same route and input its hook asks with. */
export interface SearchRead {
  /** Starts it into the page's cache (a failure is the hook's to show). */
  prefetch: () => Promise<void>;
  /** Asks for it through the cache, failing when it fails (the server's first paint). */
  fetch: () => Promise<unknown>;
}

const readOf = <R extends ApiRoute>(route: R, input: InputOf<R>): SearchRead => ({
  prefetch: () => prefetchApi(route, input),
  fetch: () => fetchApi(route, input),
});

/**
 * The reads the search page's first render makes at `location` for `user`: the product list first,
 * as it is what the grid waits for, then the filter groups' two and the category menu.
 */
export function firstSearchReads({ search }: PageLocation, user: Parameters<typeof callerOf>[0]): SearchRead[] {
  const state = readSearchState(new URLSearchParams(search));
  return [
    ...(hasProductQuery(state) ? [readOf(productRoutes.getProducts, productListInput(state, callerOf(user)))] : []),
    readOf(systemRoutes.getFilterMenu, filterMenuInput(state.category)),
    readOf(systemRoutes.getCode, FILTER_CODES_INPUT),
    readOf(systemRoutes.getMenu, MENU_INPUT),
  ];
}

/** Started while the site boots: the host calls this when /search is the landing page. */
export function prefetchSearch(location: PageLocation): void {
  for (const read of firstSearchReads(location, userStore.get())) void read.prefetch();
}
