import { callApi } from '../api-client/call-api';
import { clearStoredToken } from '../api-client/token-storage';
import { sessionRoutes } from '../contracts/session.routes';
import { eventBus } from '../events/event-bus';
import { resetUserInfo } from '../stores/user-store';

const DRAFT_PREFIX = 'draft:';

/**
 * The sessionStorage key of a buyer's draft (the checkout's, the contact form's): kept across a session
 * that ran out, so the buyer signs in again and finds it; dropped by signOut.
 */
export const draftKey = (name: string): string => `${DRAFT_PREFIX}${name}`;

/** How long a sign-out waits for the server to end the page cookie before the page moves on anyway. */
const SIGN_OUT_WAIT_MS = 5_000;

/**
 * The buyer signs out (docs/product.md §4.5: the token removed, the user reset; the caller then goes to /
 * and reloads, once the returned promise settles). The buyer's drafts in this tab go too: left after a
 * sign-out, on a shared office computer, the next person would be offered them. Not for a session that
 * ran out or was refused. The page cookie is HttpOnly, so the server ends it: the page loaded next
 * must be drawn for a visitor, not with the buyer's prices. It settles, never fails: with the API
 * away the buyer is signed out of this tab all the same.
 */
export function signOut(): Promise<void> {
  clearStoredToken();
  resetUserInfo();
  try {
    const storage = window.sessionStorage;
    const drafts = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key?.startsWith(DRAFT_PREFIX) ?? false,
    );
    for (const key of drafts) storage.removeItem(key);
  } catch {
    // Storage refused (privacy mode): nothing was kept there either.
  }
  eventBus.publish('session/logged-out', {});
  return callApi(sessionRoutes.signOut, {}, { signal: AbortSignal.timeout(SIGN_OUT_WAIT_MS) }).then(
    () => undefined,
    () => undefined,
  );
}
