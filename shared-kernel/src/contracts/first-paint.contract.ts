import type { SessionUser } from './customer.contract';

/**
 * The cookie that tells the server who is signed in on a page request: a copy of the session token
 * the server sets (HttpOnly) with each token it hands out and ends at sign-out. Only page requests
 * read it, never an API call.
 */
export const SESSION_COOKIE = 'storefront_session';

/** The session token a Cookie header (or `document.cookie`) carries, or null. */
export function sessionTokenOf(cookies: string | undefined): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join('=')) || null;
    } catch {
      return null; // not a value the kernel wrote
    }
  }
  return null;
}

/** The id of the JSON element a first-painted page carries the answers it was drawn from in. */
export const FIRST_PAINT_ANSWERS_ID = 'first-paint-answers';

/**
 * What the API server asks of a bundle's server module (`server/first-paint.js` in its build): the
 * markup of a landing page before its scripts run. The remote that owns the route renders its page,
 * the host the shell around it; the server composes them (api/src/site/first-paint.ts).
 */
export interface ServerApiAnswer {
  status: number;
  body: unknown;
}

export interface FirstPaintRequest {
  pathname: string;
  search: string;
  /** The signed-in buyer as the login answer gives it, or null for a visitor. */
  user: SessionUser | null;
  /** The buyer's token, sent with the API calls the page makes (null for a visitor). */
  token: string | null;
  /** Makes one API call in the server's own process, as the browser would: path under /api, with query. */
  callApi: (method: 'GET', url: string, headers: Record<string, string>) => Promise<ServerApiAnswer>;
}

export interface PageFirstPaint {
  /** The page's markup, as its first client render draws it. */
  html: string;
  /** The answers it was drawn from, by the keys the page's calls use. */
  answers: Record<string, unknown>;
}

/** A remote's server module: its page at a path, or null when it has no first paint for it. */
export interface RemoteFirstPaintModule {
  renderPage(request: FirstPaintRequest): Promise<PageFirstPaint | null>;
  /**
   * Whether it draws a first paint at this path at all. The server asks first and, for a page never
   * drawn, spends nothing on it: no lookup of the buyer, no calls. A module without it is asked each time.
   */
  paintsPath?(pathname: string): boolean;
}

/**
 * The host's server module: the shell around a page, or null when the page may not show (the guard).
 * It is given the page while the remote still draws it, so the shell's own calls go at the same time.
 */
export interface HostFirstPaintModule {
  renderShell(request: FirstPaintRequest, page: Promise<PageFirstPaint | null>): Promise<PageFirstPaint | null>;
  /**
   * The answers the shell's own first render draws from (the menu, the promotional strip), by the keys
   * its reads use: sent with every page, painted or not, so the shell has its final size from the first
   * frame (docs/product.md §3.7). The same for every caller.
   */
  shellAnswers?(request: FirstPaintRequest): Promise<Record<string, unknown>>;
}
