import type { ComponentType, ReactNode } from 'react';
import type { RemoteModule, RemoteName } from '../federation/remote-module';
import type { UserInfo } from '../stores/user-store';
import type { CartLine } from './cart.contract';
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
 * The attribute a first-painted page's #root carries until the browser's render has taken the page over:
 * while it is there, the page's controls take no input (api/src/site/drawn-page-guard.ts).
 */
export const FIRST_PAINT_GATE_ATTRIBUTE = 'data-first-paint';

/**
 * What the API server asks of a bundle's server module (`server/first-paint.js` in its build): the
 * markup of a landing page before its scripts run. The remote that owns the route gives its routes, the
 * host draws the page with them (api/src/site/first-paint.ts).
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

/** What a remote's page needs around it on the server only (a provider), as the host draws it. */
export type ServerWrapper = ComponentType<{ children: ReactNode }>;

/**
 * A remote's server module: its routes, as its browser module gives them, for the host to draw the page in
 * its own tree. The host's server module provides the libraries every bundle shares (`shared`): the page's
 * components use the host's React, router, query library and kernel, as in the browser, so the page is
 * drawn as one tree and the browser's first render takes the drawn markup over (hydrates it).
 */
export interface RemoteFirstPaintModule {
  remote: RemoteModule;
  /**
   * Whether it draws a first paint at this path at all. The server asks first and, for a page never
   * drawn, spends nothing on it: no lookup of the buyer, no calls.
   */
  paintsPath(pathname: string): boolean;
  /**
   * Reads to start before the first render, for a page that knows what it waits for most. A page that
   * shows the buyer's cart gives the lines it read, and is drawn with them in the cart store. `buyer` is
   * the request's buyer as the browser's user store holds them (null for a visitor).
   */
  prepare?(request: FirstPaintRequest, buyer: UserInfo | null): Promise<PreparedPage | void>;
  /** What the remote's pages need around them on the server only. */
  ServerWrapper?: ServerWrapper;
}

export interface PreparedPage {
  cart?: readonly CartLine[];
}

/** The remote that owns a page, as the server hands it to the host: its active release and its module. */
export interface DrawingRemote {
  name: RemoteName;
  /** The release version the pointer names (the page's `data-remote-version`, as the browser's loader gives it). */
  version: string;
  module: RemoteFirstPaintModule;
}

/**
 * The host's server module: the whole page (the shell with the remote's page in its main area), or null
 * when it may not show (the session guard) or is not drawn.
 */
export interface HostFirstPaintModule {
  /** The shared libraries by import name, for the remotes' server modules (built with them left out). */
  shared: Readonly<Record<string, unknown>>;
  renderPage(request: FirstPaintRequest, remote: DrawingRemote): Promise<PageFirstPaint | null>;
  /**
   * The answers the shell's own first render draws from (the menu, the promotional strip), by the keys
   * its reads use: sent with every page, painted or not, so the shell has its final size from the first
   * frame (docs/product.md §3.7). The same for every caller.
   */
  shellAnswers?(request: FirstPaintRequest): Promise<Record<string, unknown>>;
}
