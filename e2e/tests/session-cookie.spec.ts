import { expect, test, type Page } from '@playwright/test';
import { DEMO_BUYER } from '../support/session';

/**
 * The page cookie (the session token's copy page requests carry, so the server can draw a landing page
 * with the buyer's prices) is the server's: set HttpOnly with the sign-in, out of reach of any script on
 * the page, and ended by the server at Logout, so the next page is drawn for a visitor.
 */
const SEARCH = '/search?keyword=rice';

const pageCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'storefront_session');

/** The page exactly as the server sends it for this browser's cookies, before any script runs. */
const servedPage = async (page: Page) => (await page.request.get(SEARCH)).text();

test('the sign-in form leaves an HttpOnly page cookie no script can read, and Logout has the server end it', async ({
  page,
}) => {
  await page.goto('/login');
  const account = page.locator('[data-boundary="account"]');
  await account.getByLabel('Email').fill(DEMO_BUYER.email);
  await account.getByLabel('Password').fill(DEMO_BUYER.password);
  await account.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByTestId('welcome-text')).toContainText('Welcome,');

  const cookie = await pageCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(cookie?.value).toBe(await page.evaluate(() => localStorage.getItem('token')));
  expect(await page.evaluate(() => document.cookie)).not.toContain('storefront_session');
  // A script on the page cannot plant another session in it either.
  await page.evaluate(() => (document.cookie = 'storefront_session=planted; path=/'));
  expect((await pageCookie(page))?.value).toBe(cookie?.value);
  expect(await servedPage(page)).toContain('Your Price');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await pageCookie(page)).toBeUndefined();
  // A visitor's search is sent as built: nothing of the buyer in it.
  const served = await servedPage(page);
  expect(served).not.toContain('Your Price');
  expect(served).not.toContain('Welcome,');
});
