import { expect, type Page } from '@playwright/test';

/** The demo admin the server seeds on first start (api/src/back-office/staff.service.ts). */
export const DEMO_ADMIN = { email: 'admin@demo.storefront', password: 'BackOffice2025!', name: 'Alex Morgan' };

/** The admin remote's area of the page. */
export const adminArea = (page: Page) => page.locator('[data-boundary="admin"]');

/** Signs the demo admin in on the back office's sign-in page, which then lands on `returnTo`. */
export async function signInToBackOffice(page: Page, returnTo: string): Promise<void> {
  await page.goto(`/admin/login?return=${encodeURIComponent(returnTo)}`);
  await adminArea(page).getByLabel('Email').fill(DEMO_ADMIN.email);
  await adminArea(page).getByLabel('Password').fill(DEMO_ADMIN.password);
  await adminArea(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[?]/g, '\\?')}$`));
}

/** The page is no wider than the window: nothing to scroll sideways but a table's own region. */
export const expectFitsWidth = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
