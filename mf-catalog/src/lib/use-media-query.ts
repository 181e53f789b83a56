import { useCallback, useSyncExternalStore } from 'react';

/** The small screens' breakpoints (docs/product.md §12.3): 768 px and 480 px. */
export const MEDIUM_SCREEN = '(max-width: 768px)';
export const SMALL_SCREEN = '(max-width: 480px)';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches now; follows resizes. False where matchMedia is missing (tests). Null on
 * the server, which draws a landing page without knowing the screen: a component then draws both forms and
 * lets the page's styles show the one that fits, so the drawn page looks at every width as the browser's
 * first render will (docs/performance.md §9).
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => hasMatchMedia() && window.matchMedia(query).matches;
  return useSyncExternalStore<boolean | null>(subscribe, getSnapshot, () => null);
}
