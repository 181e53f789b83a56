import { useLayoutEffect } from 'react';

/** The site's name: the whole title of a page that names nothing more, and the end of every other. */
export const SITE_NAME = 'Wholesale Storefront';

/** The browser tab's title for a page: 'My Cart | Wholesale Storefront'. */
export const pageTitle = (title: string): string => (title.trim() ? `${title.trim()} | ${SITE_NAME}` : SITE_NAME);

/**
 * Names the page in the browser tab, its history entry and for screen readers (WCAG 2.4.2): every page
 * said 'Wholesale Storefront'. Each page gives its own heading's words. Set as the page's markup is put
 * in (a layout effect), never a frame after it: the tab and the heading always say the same.
 */
export function usePageTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
