import { SESSION_COOKIE, signOutCall } from '@storefront/shared-kernel/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';

/**
 * The page cookie: a copy of the session token that page requests carry, so the server can draw a
 * landing page with the buyer's prices (site/first-paint.ts). The server sets it with each token it
 * hands out (sign-in, password change) and ends it at sign-out: HttpOnly, so a script injected into
 * a page could never read it; SameSite=Strict, so another site's link never sends it; Secure when the
 * site is served over https. The API itself never reads it (plugins/auth.ts reads the bearer token).
 */
export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<AppConfig, 'publicUrl'>,
  session: { token: string; exp: number } | null,
): void {
  const maxAge = session ? Math.max(0, session.exp - Math.floor(Date.now() / 1000)) : 0;
  // A JWT is base64url text in three dot-separated parts: nothing in it needs escaping in a cookie.
  const value = session && maxAge > 0 ? session.token : '';
  const secure = config.publicUrl.startsWith('https://') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`,
  );
}

/** POST /customer/sign-out: the page cookie ends; the client forgets its bearer token itself. */
export function sessionCookieRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, signOutCall, { auth: 'none' }, async (_input, { reply }) => {
    setSessionCookie(reply, deps.config, null);
    return { is_success: true as const, message: 'Signed out' };
  });
}
