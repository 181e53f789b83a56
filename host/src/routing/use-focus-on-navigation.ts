import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a move to another page inside the site, focus goes to the main area (WCAG 2.4.3): it stayed on
 * the link that was followed, in the header or a page that is gone, so a keyboard or screen-reader user
 * was left where they were. Not on the first load, not when only the query changes (search filters and
 * paging rewrite it), and not when the new page already put focus inside the main area itself.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
}
