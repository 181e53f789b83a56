import { clearStoredToken } from '../api-client/token-storage';
import { eventBus } from '../events/event-bus';
import { resetUserInfo } from '../stores/user-store';

const DRAFT_PREFIX = 'draft:';

/**
 * The sessionStorage key of a buyer's draft (the checkout's, the contact form's): kept across a session
 * that ran out, so the buyer signs in again and finds it; dropped by signOut.
 */
export const draftKey = (name: string): string => `${DRAFT_PREFIX}${name}`;

/**
 * The buyer signs out (spec section 4: the token removed, the user reset; the caller then goes to /
 * and reloads). The buyer's drafts in this tab go too: left after a sign-out, on a shared office
 * computer, the next person would be offered them. Not for a session that ran out or was refused.
 */
export function signOut(): void {
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
}
