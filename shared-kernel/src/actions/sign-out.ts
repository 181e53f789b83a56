import { clearStoredToken } from '../api-client/token-storage';
import { eventBus } from '../events/event-bus';
import { resetUserInfo } from '../stores/user-store';

/**
 * The buyer signs out (spec section 4: the token removed, the user reset; the caller then goes to /
 * and reloads). What the site kept in this tab for the buyer goes too: every sessionStorage entry of
 * the site is a buyer's draft (the checkout's, the contact form's), kept only across a session that
 * ran out. Left after a sign-out, on a shared office computer, the next person would be offered it.
 * Not for a session that ran out or was refused: the buyer signs in again and finds the draft.
 */
export function signOut(): void {
  clearStoredToken();
  resetUserInfo();
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage refused (privacy mode): nothing was kept there either.
  }
  eventBus.publish('session/logged-out', {});
}
