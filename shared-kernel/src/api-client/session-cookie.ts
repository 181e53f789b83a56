import { SESSION_COOKIE, sessionTokenOf } from '../contracts/first-paint.contract';
import { decodeTokenPayload } from '../domain/token';

/**
 * The cookie that lets the server know the buyer on a page request, so it can send the landing page's
 * first paint with the buyer's prices (api/src/site/first-paint.ts). The bearer token stays in local
 * storage for API calls (design: identity comes from the token); this is a copy of it that only page
 * requests read: the API itself never reads cookies, so the cookie cannot make a call on its own.
 * SameSite=Strict: another site's link or form never sends it.
 */
export { SESSION_COOKIE };

const hasDocument = (): boolean => typeof document !== 'undefined';

/** Seconds until the token's `exp`; 0 when it has none or it passed. */
const secondsLeft = (token: string): number => {
  const exp = decodeTokenPayload(token)?.['exp'];
  return typeof exp === 'number' && Number.isFinite(exp) ? Math.max(0, Math.floor(exp - Date.now() / 1000)) : 0;
};

/** Writes the cookie for `token` (lasting as long as the token), or removes it for null. */
export function writeSessionCookie(token: string | null): void {
  if (!hasDocument()) return;
  const maxAge = token ? secondsLeft(token) : 0;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  const value = token && maxAge > 0 ? encodeURIComponent(token) : '';
  document.cookie = `${SESSION_COOKIE}=${value}; path=/; max-age=${value ? maxAge : 0}; samesite=strict${secure}`;
}

/** The token the cookie holds, or null. */
export function readSessionCookie(): string | null {
  return hasDocument() ? sessionTokenOf(document.cookie) : null;
}
