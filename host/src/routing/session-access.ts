import { getStoredToken, isTokenExpired } from '@storefront/shared-kernel';
import { isPublicRoute } from './route-table';

/** Whether the session guard lets a page show at `pathname`: a public route, or a stored unexpired token. */
export const isAllowedAt = (pathname: string): boolean => isPublicRoute(pathname) || !isTokenExpired(getStoredToken());
