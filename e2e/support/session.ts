import type { Page } from '@playwright/test';

const base64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A token the browser can read but the server would refuse (it is not signed). The shell's session
 * guard only reads the expiry, so journeys about the guard alone can use it without signing in.
 */
export const unsignedToken = (expiresAtSeconds: number): string =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', exp: expiresAtSeconds })}.unsigned`;

/** Stores a session the way a sign-in does (token plus the persisted user slice) before the page loads. */
export async function plantSession(
  page: Page,
  { token, user }: { token: string; user: Record<string, unknown> },
): Promise<void> {
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      if (sessionStorage.getItem('e2e-planted')) return; // only on the first load of the page
      sessionStorage.setItem('e2e-planted', '1');
      localStorage.setItem('token', storedToken);
      localStorage.setItem('root', JSON.stringify({ user: storedUser }));
    },
    [token, user] as const,
  );
}
