import { useEffect } from 'react';

/**
 * The shell does not scroll on navigation, so a page opened from the bottom of another (a related
 * item, a category tile) would start out of sight. Scrolls to the top whenever `key` changes.
 */
export function useScrollToTop(key: string): void {
  useEffect(() => {
    document.scrollingElement?.scrollTo?.({ top: 0 });
  }, [key]);
}
