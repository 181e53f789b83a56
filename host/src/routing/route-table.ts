import { matchPath } from 'react-router-dom';
import { PUBLIC_ROUTES, ROUTE_OWNERS, type RemoteName } from '@storefront/shared-kernel';

/**
 * Which remote owns which paths, and which a visitor may open: the kernel's one table (docs/product.md
 * §2.1, §2.2; shared-kernel/src/domain/route-owners.ts). The host owns only the not-found page. Typed by
 * the federation's remote names, so a remote the table does not know fails to compile here.
 */
const OWNERS: Readonly<Record<RemoteName, readonly string[]>> = ROUTE_OWNERS;

const matches = (patterns: readonly string[], pathname: string): boolean =>
  patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

/** The remote that owns `pathname`, or null when no remote does (the host's not-found page). */
export const ownerOf = (pathname: string): RemoteName | null => {
  for (const [remote, patterns] of Object.entries(OWNERS) as [RemoteName, readonly string[]][]) {
    if (matches(patterns, pathname)) return remote;
  }
  return null;
};

/** Unknown paths are public too: they show the not-found page, which holds nothing private. */
export const isPublicRoute = (pathname: string): boolean =>
  matches(PUBLIC_ROUTES, pathname) || ownerOf(pathname) === null;
