import { localStorageOrNull as storage } from '../stores/local-storage';

/** Local-storage key of the bearer token (docs/product.md §4.3: sign-in saves it there). */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * The stored token, or null. Older clients stored `String(null)`, so the texts 'null' and
 * 'undefined' mean "no token" too.
 */
export function getStoredToken(): string | null {
  const token = storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
  if (token === null || token === '' || token === 'null' || token === 'undefined') return null;
  return token;
}

/** Saves the token; an empty one clears it rather than storing a useless value. */
export function storeToken(token: string | null | undefined): void {
  if (!token) {
    clearStoredToken();
    return;
  }
  try {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Quota or privacy mode: the session lasts only for this page.
  }
}

/**
 * Forgets the bearer token. The page cookie (the token's copy page requests carry) is the server's:
 * it sets it HttpOnly with each token it hands out, and only its sign-out call ends it (signOut).
 */
export function clearStoredToken(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
}
