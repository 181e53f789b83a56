import { useCallback, useState, useSyncExternalStore } from 'react';
import { FIRST_PAINT_GATE_ATTRIBUTE } from '@storefront/shared-kernel/contracts';

/** The small screens' breakpoints (docs/product.md §12.3): 768 px and 480 px. */
export const MEDIUM_SCREEN = '(max-width: 768px)';
export const SMALL_SCREEN = '(max-width: 480px)';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether the page is one the server draws, or the drawn one being taken over (its #root still gated). */
const isDrawnPage = () =>
  typeof document === 'undefined' || document.querySelector(`[${FIRST_PAINT_GATE_ATTRIBUTE}]`) !== null;

const unknown = () => null;
const ignore = () => () => undefined;

/**
 * Whether a media query matches now; follows resizes. False where matchMedia is missing (tests).
 *
 * Null on a drawn page (docs/performance.md §9): the server draws it without knowing the screen, so a
 * component draws both forms and the page's styles show the one that fits, at every width. The render
 * that takes the page over draws the same, and the component keeps both forms while it lives: dropping the
 * one that does not fit, right after the takeover, was an urgent render of the whole page (60 ms, 230 of a 4x
 * slower CPU, on /search) or, as a transition, a commit removing the hidden rails (157 ms on home).
 */
export function useMediaQuery(query: string): boolean | null {
  const [isDrawn] = useState(isDrawnPage);
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
  return useSyncExternalStore<boolean | null>(isDrawn ? ignore : subscribe, isDrawn ? unknown : getSnapshot, unknown);
}
