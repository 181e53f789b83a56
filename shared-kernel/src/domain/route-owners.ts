/**
 * The site's pages (docs/product.md §2.1 and §2.2): each path pattern, the remote that owns it, and
 * whether a visitor may open it without a session. This is the one table: the host's router and session
 * guard read it, the host build writes ROUTE_OWNERS beside its index.html for the server (route-owners.json:
 * the server answers these paths with the page and preloads the owner's code), and a test holds each
 * remote's exported routes to it. Plain data, no imports: the host build reads this file as it is.
 */
export const REMOTE_NAMES = ['catalog', 'checkout', 'account', 'admin'] as const;
/** A remote that owns pages (the federation's RemoteName). */
export type RouteOwner = (typeof REMOTE_NAMES)[number];

export interface PageRoute {
  /**
   * An absolute path pattern as the router takes it: `/product`, `/myaccount/:page`, or `/admin/*` for
   * every path under `/admin` (the remote that owns it routes within).
   */
  readonly path: string;
  readonly owner: RouteOwner;
  /** Open without a session. A guarded page sends a visitor to sign in. */
  readonly forVisitors: boolean;
}

const page = (path: string, owner: RouteOwner, forVisitors: boolean): PageRoute => ({ path, owner, forVisitors });

export const PAGE_ROUTES: readonly PageRoute[] = [
  page('/', 'catalog', true),
  page('/search', 'catalog', false),
  page('/product', 'catalog', false),
  page('/brands', 'catalog', false),
  page('/ecatalog', 'catalog', true),
  // Redirects to /ecatalog.
  page('/e-catalog', 'catalog', true),
  page('/cart', 'checkout', false),
  page('/checkout', 'checkout', false),
  page('/favorites', 'checkout', false),
  page('/login', 'account', true),
  page('/register', 'account', true),
  page('/forgot-password', 'account', true),
  page('/reset-password', 'account', true),
  page('/myaccount', 'account', false),
  // My Account's tabs and a message's page (/myaccount/messages/{caseNo}): the remote routes within.
  page('/myaccount/*', 'account', false),
  page('/order/:orderNo', 'account', false),
  // Home's Request a Quote and the footer send visitors here: the content page is theirs to read, and
  // its form asks them to sign in.
  page('/contactus', 'account', true),
  page('/aboutus', 'account', true),
  page('/accessibility', 'account', true),
  page('/faq', 'account', true),
  page('/terms', 'account', true),
  page('/privacy-policy', 'account', true),
  page('/shipping-policy', 'account', true),
  // The back office (docs/product.md §13) owns its whole subtree: a page it adds needs no new shell or
  // server. Open to visitors as far as the buyer's session goes: the staff guard of the host's staff
  // frame asks for a staff session instead (host/src/back-office/).
  page('/admin', 'admin', true),
  page('/admin/*', 'admin', true),
];

const pathsOf = (owner: RouteOwner): readonly string[] =>
  PAGE_ROUTES.filter((route) => route.owner === owner).map((route) => route.path);

/** The path patterns each remote owns, in table order. The host has only its not-found page. */
export const ROUTE_OWNERS: Readonly<Record<RouteOwner, readonly string[]>> = {
  catalog: pathsOf('catalog'),
  checkout: pathsOf('checkout'),
  account: pathsOf('account'),
  admin: pathsOf('admin'),
};

/** The path patterns a visitor may open without a session. */
export const PUBLIC_ROUTES: readonly string[] = PAGE_ROUTES.filter((route) => route.forVisitors).map(
  (route) => route.path,
);
