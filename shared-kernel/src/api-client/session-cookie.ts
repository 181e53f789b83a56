import { SESSION_COOKIE, sessionTokenOf } from '../contracts/first-paint.contract';

/**
 * The page cookie (a copy of the session token that page requests carry, for a landing page's first
 * paint) is the server's: it sets it HttpOnly with each token it hands out and ends it at sign-out, so
 * no script reads or writes it. Earlier versions of this kernel wrote it by script; such a copy is the
 * only one a script can see, and it is dropped at boot (syncSessionCookie).
 */
export { SESSION_COOKIE };

const hasDocument = (): boolean => typeof document !== 'undefined';

/** A page cookie a script can see: only one an earlier version wrote by script (never the server's). */
export function readSessionCookie(): string | null {
  return hasDocument() ? sessionTokenOf(document.cookie) : null;
}

/**
 * Drops a page cookie an earlier version wrote by script: any script on the page could read that one.
 * The next sign-in (or password change) has the server set it again, HttpOnly; until then pages are
 * sent as built. The server's own cookie is out of a script's reach, and stays.
 */
export function syncSessionCookie(): void {
  if (readSessionCookie() === null) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${SESSION_COOKIE}=; path=/; max-age=0; samesite=strict${secure}`;
}
