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

/** The demo buyer the server seeds on first start (api/src/seed/demo-catalogue.ts). */
export const DEMO_BUYER = { email: 'buyer@demo.storefront', password: 'Wholesale2025!' };

export const API_HEADERS = { 'x-api-key': 'storefront-web' };

/**
 * Signs in through the real API, then stores the session the way the sign-in page does, so a
 * journey can start on a buyer's page. Returns the signed-in user (with its token).
 */
export async function signIn(
  page: Page,
  credentials: { email: string; password: string } = DEMO_BUYER,
): Promise<Record<string, unknown> & { token: string; idCustomer: number }> {
  const response = await page.request.post('/api/customer/login', {
    headers: API_HEADERS,
    data: { userId: credentials.email, password: credentials.password },
  });
  if (!response.ok()) throw new Error(`Sign-in failed: ${response.status()} ${await response.text()}`);
  const { user } = (await response.json()) as { user: Record<string, unknown> & { token: string; idCustomer: number } };
  await plantSession(page, { token: user.token, user: { ...user, recentViewItemsList: [] } });
  return user;
}
