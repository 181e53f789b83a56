/** Where a member lands after signing in when it was sent from nowhere in particular. */
export const DASHBOARD_PATH = '/admin';

/** The back office's pages that need no session: never a place to come back to after signing in. */
const OPEN_PATHS = ['/admin/login', '/admin/set-password'];

/**
 * Where to go after signing in to the back office, from the sign-in page's `return` value: only a back
 * office page of this site (an open redirect would let a phishing link bounce a member elsewhere with our
 * sign-in page in between), and never the sign-in or set-password page. Anything else gives the dashboard.
 */
export function safeReturnPath(value: string | null | undefined): string {
  const path = value?.trim() ?? '';
  // '//host' and '/\host' are another site to a browser; control characters are never in a path of ours.
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || /[\u0000-\u001f\u007f]/.test(path))
    return DASHBOARD_PATH;
  let url: URL;
  try {
    url = new URL(path, 'http://site.invalid');
  } catch {
    return DASHBOARD_PATH;
  }
  const pathname = url.pathname.toLowerCase().replace(/\/+$/, '');
  const isBackOffice = pathname === '/admin' || pathname.startsWith('/admin/');
  if (url.origin !== 'http://site.invalid' || !isBackOffice || OPEN_PATHS.includes(pathname)) return DASHBOARD_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
