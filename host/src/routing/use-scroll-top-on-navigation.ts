import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A page reached by a link or a redirect starts at its top. The browser keeps the scroll of the
 * document, which in a single-page site is the page left behind: checkout opened where the cart's
 * Proceed button was, an order at the height of its row in the list. Not when only the query changes
 * (the search page keeps its own place), and not on Back or Forward, where the old place is expected.
 */
export function useScrollTopOnNavigation(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
