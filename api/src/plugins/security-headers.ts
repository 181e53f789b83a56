import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { routedPath } from '../lib/request-path';
import { AFTER_FIRST_PAINT_HASH } from '../site/after-first-paint';
import { DRAWN_PAGE_GUARD_HASH } from '../site/drawn-page-guard';

/**
 * The site's policy: scripts and styles only from our own files (webpack bundles are external files), and
 * the two inline scripts of a drawn page by their hashes, so injected markup can never run. Inline style
 * attributes are allowed because React components set them; they cannot run code.
 */
export const siteCsp = (remoteOrigins: readonly string[] = []): string => {
  // Remotes may be served from another origin (a CDN, see remotes.json): their scripts, styles,
  // manifests and images are allowed from exactly those origins.
  const own = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${own} ${AFTER_FIRST_PAINT_HASH} ${DRAWN_PAGE_GUARD_HASH}`,
    `style-src ${own} 'unsafe-inline'`,
    `img-src ${own} data: blob:`,
    `font-src ${own} data:`,
    `connect-src ${own}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

export const SITE_CSP = siteCsp();

/** The origins of remotes.json's remote URLs that are not this site (only http(s) ones). */
export const remoteOriginsOf = (pointerJson: string): string[] => {
  try {
    const pointer = JSON.parse(pointerJson) as { remotes?: Record<string, { url?: unknown }> };
    const origins = new Set<string>();
    for (const remote of Object.values(pointer.remotes ?? {})) {
      if (typeof remote?.url !== 'string' || !/^https?:\/\//.test(remote.url)) continue;
      origins.add(new URL(remote.url).origin);
    }
    return [...origins];
  } catch {
    return [];
  }
};

/** JSON answers never render as a page: nothing may load from them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * A year, subdomains included: once a browser has seen the site over https it never asks for it over
 * plain http, where the session cookie and sign-in form could be read or changed on the way.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Security headers on every answer (API, uploads, site pages, errors, 404s). */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl'>): void {
  // Only a site served over https may say so: sent over plain http (a development machine) the header
  // is ignored by browsers, and promising https the site does not serve would lock buyers out.
  const isHttps = config.publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply) => {
    if (isHttps) reply.header('strict-transport-security', HSTS);
    // The id in this request's log lines, so a buyer's report can be matched to them.
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    // Uploads set their own stricter sandbox policy; keep it.
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', routedPath(request.url).startsWith('/api/') ? API_CSP : SITE_CSP);
  });
}
