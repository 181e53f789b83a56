import { userStore, type PageLocation } from '@storefront/shared-kernel';
import { callerOf, fetchProducts, type Caller, type ProductQuery } from '../../lib/catalog-api';
import { prefetchApi } from '../../lib/use-api';
import { readSearchState, type SearchState } from './search-params';
import { filterGroupsCall, menuCall } from './use-search-data';

/** The product list query of a search state. */
export const productQueryOf = (state: SearchState): ProductQuery => ({
  category: state.category,
  keyword: state.keyword,
  filterList: state.filters.join(','),
  sort: state.sort,
  currPage: state.page,
  perPage: state.perPage,
});

/** The product list call: its key names everything the answer depends on. */
export const productsCall = (query: ProductQuery, caller: Caller) => ({
  key: JSON.stringify([query, caller]),
  load: (signal: AbortSignal) => fetchProducts(query, caller, signal),
});

/** With neither category nor keyword there is nothing to list (spec section 5), so nothing is asked. */
export const hasProductQuery = (state: SearchState) => Boolean(state.category || state.keyword);

/**
 * The calls the search page's first render makes at `location` for `user`:
 * the product list first, as it is what the grid waits for and calls are sent one after another.
 */
export function firstSearchCalls({ search }: PageLocation, user: Parameters<typeof callerOf>[0]) {
  const state = readSearchState(new URLSearchParams(search));
  const calls: { key: string; load: (signal: AbortSignal) => Promise<unknown> }[] = [];
  if (hasProductQuery(state)) calls.push(productsCall(productQueryOf(state), callerOf(user)));
  calls.push(filterGroupsCall(state.category), menuCall);
  return calls;
}

/** Started while the site boots: the host calls this when /search is the landing page. */
export function prefetchSearch(location: PageLocation): void {
  for (const call of firstSearchCalls(location, userStore.get())) prefetchApi(call.key, call.load);
}
