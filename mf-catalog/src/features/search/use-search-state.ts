import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readSearchState, searchParamsOf, type SearchState } from './search-params';

/**
 * The search state read from the URL, and a setter that rewrites the URL in place: page, keyword,
 * filter, sort and page size changes add no browser history (docs/product.md §5.3).
 */
export function useSearchState(): [SearchState, (next: SearchState) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => readSearchState(new URLSearchParams(query)), [query]);
  const update = useCallback((next: SearchState) => setParams(searchParamsOf(next), { replace: true }), [setParams]);
  return [state, update];
}
