import { useEffect } from 'react';

/**
 * The shell scrolls to the top when the path changes; a new search or product on the same path (a
 * related item, a category tile: only the query changes) would start where the last one was left.
 * Scrolls to the top whenever `key` changes.
 */
export function useScrollToTop(key: string): void {
  useEffect(() => {
    document.scrollingElement?.scrollTo?.({ top: 0 });
  }, [key]);
}
