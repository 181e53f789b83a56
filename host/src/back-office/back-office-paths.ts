import { ownerOf } from '../routing/route-table';

/** The back office's pages a visitor may open without a staff session (docs/product.md §13.1). */
export const STAFF_OPEN_PATHS: readonly string[] = ['/admin/login', '/admin/set-password'];

/** Whether `pathname` is a back-office page: the host draws the staff frame there, not the buyer's shell. */
export const isBackOfficePath = (pathname: string): boolean => ownerOf(pathname) === 'admin';

/** Whether a back-office page needs a staff session (every one but sign-in and set-password). */
export const needsStaffSession = (pathname: string): boolean => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return isBackOfficePath(pathname) && !STAFF_OPEN_PATHS.includes(path);
};

/** The back office's sign-in page, asked to bring the member back to `returnTo` afterwards. */
export const staffSignInPath = (returnTo?: string): string =>
  returnTo ? `/admin/login?return=${encodeURIComponent(returnTo)}` : '/admin/login';
