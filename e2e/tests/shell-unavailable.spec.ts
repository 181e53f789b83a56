import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { BuyerApi, checkoutArea, leaveCartEmpty } from '../support/checkout-api';
import { signIn } from '../support/session';

const NOTICE_TITLE = 'The store is not available right now.';

/**
 * What the server answers while its database is unreachable (api/src/plugins/error-handler.ts). The
 * shell asks again by itself after Retry-After; these journeys click their way back, so they say to
 * wait longer than they run, and the one about healing by itself says 1 s.
 */
const unavailableFor = (retryAfterSeconds: number) => ({
  status: 503,
  headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(retryAfterSeconds) },
  body: JSON.stringify({
    is_success: false,
    message: 'The service is temporarily unavailable. Please try again shortly.',
    code: 'SERVICE_UNAVAILABLE',
  }),
});
const serviceUnavailable = unavailableFor(300);

/**
 * Signed in, with pages sent as built: these journeys break the API at the browser's network edge, while
 * the server's own first paint would still reach the database and draw the page whole. With the
 * database really unreachable, the server sends the page as built too. The page cookie is made one that
 * names no session, which the server draws nothing for (without any, a visitor's page only buyers see
 * would be drawn as home).
 */
const signInWithoutFirstPaint = async (page: Page) => {
  const buyer = await signIn(page);
  const cookies = await page.context().cookies();
  const session = cookies.filter((cookie) => cookie.name === 'storefront_session');
  await page.context().addCookies(session.map((cookie) => ({ ...cookie, value: 'no-session' })));
  return buyer;
};

const categoryLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link')
    .filter({ hasNotText: /^(Brands|E-Catalogs)$/ });

test.describe('the API answers 503', () => {
  test('the shell stays and says so politely, the listing offers a retry, and all recovers without a reload', async ({
    page,
  }) => {
    await signInWithoutFirstPaint(page);
    // Fault injection at the network edge: every API call of the page answers 503 with Retry-After.
    let refused = 0;
    const refuse = (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
      refused += 1;
      return route.fulfill(serviceUnavailable);
    };
    await page.route('**/api/**', refuse);
    await page.goto('/search?keyword=rice');

    // The shell renders around the failure: header, search, menu bar, footer.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('search')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Brands' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2025');
    // One clear message from the shell, not a stack of errors.
    const notice = page.getByTestId('service-notice');
    await expect(notice).toHaveRole('status');
    await expect(notice).toContainText(NOTICE_TITLE);
    await expect(notice).toContainText('please try again in a moment');
    // The catalog's own part says what failed there, with a retry.
    const catalog = page.locator('[data-boundary="catalog"]');
    await expect(catalog).toHaveAttribute('data-remote-status', 'ready');
    const failure = catalog.getByRole('alert');
    await expect(failure).toContainText('The products could not be loaded. Please try again.');
    await expect(catalog.getByRole('article')).toHaveCount(0);
    // The menu came with the page (the shell's answers, docs/product.md §3.7): it shows all the same.
    await expect(categoryLinks(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Still down: Try again asks the server and the message stays.
    const before = refused;
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => refused).toBeGreaterThan(before);
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(notice).toContainText(NOTICE_TITLE);

    // The API is back: the listing's Retry loads the products, and the shell's message goes by itself,
    // all without reloading the page.
    await page.unroute('**/api/**', refuse);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(catalog.getByRole('article').first()).toBeVisible();
    await expect(catalog.getByRole('alert')).toHaveCount(0);
    await expect(notice).toBeEmpty();
    await expect(categoryLinks(page).first()).toBeVisible();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  test('the shell’s Try again brings back a page whose calls failed, by itself', async ({ page }) => {
    await signInWithoutFirstPaint(page);
    await page.route('**/api/**', (route) => route.fulfill(serviceUnavailable));
    await page.goto('/search?keyword=rice');
    const notice = page.getByTestId('service-notice');
    const catalog = page.locator('[data-boundary="catalog"]');
    await expect(notice).toContainText(NOTICE_TITLE);
    await expect(catalog.getByRole('alert')).toContainText('The products could not be loaded.');

    await page.unroute('**/api/**');
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toBeEmpty();
    // The listing that failed asks again once the API is known to be back.
    await expect(catalog.getByRole('article').first()).toBeVisible();
    await expect(catalog.getByRole('alert')).toHaveCount(0);
    await expect(categoryLinks(page).first()).toBeVisible();
  });

  test('the page heals by itself once the API is back: the shell asks again after Retry-After', async ({ page }) => {
    await signInWithoutFirstPaint(page);
    let readyAsked = 0;
    const refuse = (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
      if (new URL(route.request().url()).pathname === '/api/ready') readyAsked += 1;
      return route.fulfill(unavailableFor(1));
    };
    await page.route('**/api/**', refuse);
    await page.goto('/search?keyword=rice');
    const notice = page.getByTestId('service-notice');
    const catalog = page.locator('[data-boundary="catalog"]');
    await expect(notice).toContainText(NOTICE_TITLE);
    await expect(catalog.getByRole('alert')).toContainText('The products could not be loaded.');
    // Still away: the shell keeps asking, and the message stays.
    await expect.poll(() => readyAsked).toBeGreaterThanOrEqual(2);
    await expect(notice).toContainText(NOTICE_TITLE);

    // Back: no click, no reload.
    await page.unroute('**/api/**', refuse);
    await expect(notice).toBeEmpty();
    await expect(catalog.getByRole('article').first()).toBeVisible();
    await expect(catalog.getByRole('alert')).toHaveCount(0);
    await expect(categoryLinks(page).first()).toBeVisible();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  test('the cart page says the cart could not be loaded, never that it is empty, and shows it on Retry', async ({
    page,
  }) => {
    const buyer = await signInWithoutFirstPaint(page);
    const api = new BuyerApi(page, buyer.token);
    const [product] = await api.products(1);
    await api.fillCart([{ product: product!, quantity: 2 }]);
    try {
      await page.route('**/api/**', (route) => route.fulfill(serviceUnavailable));
      await page.goto('/cart');
      const area = checkoutArea(page);
      const failure = area.getByRole('alert');
      await expect(failure).toHaveText(/The cart could not be loaded\. Please try again\./);
      await expect(area.getByText('Your Shopping Cart is empty!')).toHaveCount(0);
      await expect(page.getByTestId('service-notice')).toContainText(NOTICE_TITLE);
      await expectNoSeriousA11yViolations(page);

      await page.unroute('**/api/**');
      await failure.getByRole('button', { name: 'Retry' }).click();
      await expect(area.getByRole('table', { name: 'Cart items' }).getByTestId('line-row')).toHaveCount(1);
      await expect(page.getByTestId('service-notice')).toBeEmpty();
    } finally {
      await leaveCartEmpty(page);
    }
  });
});
