import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { screenshotAtWidths } from '../support/screenshots';
import { API_HEADERS, signIn, unsignedToken } from '../support/session';

/** The demo buyer's seeded history (api/src/seed/seed.ts): placed 60, 25 and 4 days ago. */
const SEEDED = { oldest: 'PO-2025-0412', middle: 'PO-2025-0519', newest: 'PO-2025-0601' };

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const account = (page: Page) => page.locator('[data-boundary="account"]');
const orderRow = (page: Page, po: string) => account(page).getByRole('row').filter({ hasText: po });

async function search(
  page: Page,
  filters: Partial<Record<'From Date' | 'To Date' | 'Purchase Order Number' | 'SKU' | 'Shipping Address1', string>>,
) {
  const area = account(page);
  for (const label of ['From Date', 'To Date', 'Purchase Order Number', 'SKU', 'Shipping Address1'] as const) {
    await area.getByLabel(label).fill(filters[label] ?? '');
  }
  await area.getByRole('button', { name: 'SEARCH' }).click();
}

const seededShown = async (page: Page) =>
  Promise.all(Object.values(SEEDED).map(async (po) => ((await orderRow(page, po).count()) > 0 ? po : null))).then(
    (found) => found.filter(Boolean),
  );

test.describe('my account: the demo buyer’s orders', () => {
  test('searches web orders by each of the five filters', async ({ page }) => {
    await signIn(page);
    await page.goto('/myaccount/orders');
    const area = account(page);
    await expect(area.getByRole('heading', { level: 1, name: 'Search Web Orders' })).toBeVisible();
    await expect(orderRow(page, SEEDED.oldest)).toBeVisible();
    expect(await seededShown(page)).toEqual(Object.values(SEEDED));
    await expect(orderRow(page, SEEDED.oldest).getByRole('cell', { name: 'FULLY PAID' })).toBeVisible();
    await expect(orderRow(page, SEEDED.middle).getByRole('cell', { name: 'PARTIALLY PAID' })).toBeVisible();
    await expect(orderRow(page, SEEDED.newest).getByRole('cell', { name: 'UNPAID' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'account-orders');

    // Purchase Order Number
    await search(page, { 'Purchase Order Number': SEEDED.middle });
    await expect(area.getByRole('row')).toHaveCount(2); // the header row and one order
    await expect(orderRow(page, SEEDED.middle)).toBeVisible();

    // SKU: the style id shown on the oldest order
    await search(page, {});
    const sku = (await orderRow(page, SEEDED.oldest).locator('[data-label="Style ID"]').textContent())?.trim() ?? '';
    expect(sku).not.toBe('');
    await search(page, { SKU: sku });
    await expect(orderRow(page, SEEDED.oldest)).toBeVisible();
    await expect(orderRow(page, SEEDED.newest)).toHaveCount(0);

    // Shipping Address1
    await search(page, { 'Shipping Address1': 'Artesia' });
    await expect(orderRow(page, SEEDED.newest)).toBeVisible();
    await search(page, { 'Shipping Address1': 'No Such Street 999' });
    await expect(area.getByText('No orders')).toBeVisible();

    // From Date and To Date (orders placed by other journeys today fall outside these ranges)
    await search(page, { 'To Date': isoDaysAgo(40) });
    await expect(orderRow(page, SEEDED.oldest)).toBeVisible();
    expect(await seededShown(page)).toEqual([SEEDED.oldest]);
    await search(page, { 'From Date': isoDaysAgo(40), 'To Date': isoDaysAgo(10) });
    await expect(orderRow(page, SEEDED.middle)).toBeVisible();
    expect(await seededShown(page)).toEqual([SEEDED.middle]);
    await search(page, { 'From Date': isoDaysAgo(-2) });
    await expect(area.getByText('No orders')).toBeVisible();
  });

  test('opens an order from the list and shows every section', async ({ page }) => {
    await signIn(page);
    await page.goto('/myaccount/orders');
    await orderRow(page, SEEDED.oldest)
      .getByRole('link', { name: /View Detail/ })
      .click();
    await expect(page).toHaveURL(/\/order\/\d+$/);
    const area = account(page);
    const orderNo = page.url().split('/').pop() ?? '';
    await expect(area.getByRole('heading', { level: 1, name: `Order #${orderNo}` })).toBeVisible();
    const details = area.getByRole('region', { name: 'Order Details' });
    await expect(details).toContainText(SEEDED.oldest);
    await expect(details).toContainText('SHIPPED');
    const payment = area.getByRole('region', { name: 'Payment / Shipment' });
    await expect(payment).toContainText('FULLY PAID');
    await expect(payment).toContainText('Credit Card');
    await expect(payment).toContainText('Ground');
    await expect(area.getByRole('region', { name: 'Billing Address' })).toContainText('1200 W Artesia Blvd');
    await expect(area.getByRole('region', { name: 'Shipping Address' })).toContainText('Gardena, CA 90248');
    const items = area.getByRole('region', { name: 'Ordered Item(s)' });
    await expect(items.getByRole('row')).toHaveCount(4); // header + 3 seeded lines
    await expect(items.locator('img').first()).toHaveJSProperty('complete', true);
    expect(
      await items
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(area.getByLabel('Order totals')).toContainText('Subtotal');
    await expect(area.getByLabel('Order totals')).toContainText('Discount');
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'account-order-detail');

    await area.getByRole('link', { name: 'Back to Orders' }).click();
    await expect(page).toHaveURL(/\/myaccount\/orders$/);
  });

  test('an order number that is not the buyer’s shows Order not found', async ({ page }) => {
    await signIn(page);
    await page.goto('/order/999999999');
    await expect(account(page).getByText('Order not found')).toBeVisible();
    await page.goto('/order/not-a-number');
    await expect(account(page).getByText('Order not found')).toBeVisible();
  });

  test('copies an order into the cart and continues at checkout', async ({ page }) => {
    const buyer = await signIn(page);
    await page.goto('/myaccount/orders');
    const row = orderRow(page, SEEDED.middle);
    const orderNo = (await row.getByRole('rowheader').textContent())?.trim() ?? '';
    await page.goto(`/order/${orderNo}`);
    const skus = await account(page)
      .getByRole('region', { name: 'Ordered Item(s)' })
      .getByRole('rowheader')
      .allTextContents();
    await account(page).getByRole('button', { name: 'Copy Order' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?from=${orderNo}$`));
    await expect(page.getByTestId('cart-count')).toHaveText(/^[1-9]\d*$/);

    const cart = await page.request.get('/api/cart/get', {
      headers: { ...API_HEADERS, authorization: `Bearer ${buyer.token}` },
      params: { idCustomer: buyer.idCustomer },
    });
    const { cart: answer } = (await cart.json()) as { cart: { cartList: { idStyle: string }[] } };
    const inCart = answer.cartList.map((line) => line.idStyle);
    for (const text of skus) expect(inCart.some((sku) => text.includes(sku))).toBe(true);

    // The list's own Copy Order button does the same.
    await page.goto('/myaccount/orders');
    await orderRow(page, SEEDED.newest)
      .getByRole('button', { name: /Copy Order/ })
      .click();
    await expect(page).toHaveURL(/\/checkout\?from=\d+$/);
  });

  test('a session the server no longer accepts sends the buyer home', async ({ page }) => {
    await signIn(page);
    await page.goto('/myaccount/orders');
    await expect(orderRow(page, SEEDED.oldest)).toBeVisible();
    await expect(page.getByTestId('welcome-text')).toBeVisible();
    // Still unexpired to the browser, but not signed: the server refuses it on the next call.
    await page.evaluate(
      (token) => localStorage.setItem('token', token),
      unsignedToken(Math.floor(Date.now() / 1000) + 3600),
    );
    await account(page).getByRole('button', { name: 'SEARCH' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('welcome-text')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a session that ran out sends the buyer home on the next account page', async ({ page }) => {
    await signIn(page);
    await page.goto('/myaccount/orders');
    await expect(orderRow(page, SEEDED.oldest)).toBeVisible();
    await page.evaluate(
      (token) => localStorage.setItem('token', token),
      unsignedToken(Math.floor(Date.now() / 1000) - 60),
    );
    await account(page)
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'CHANGE PASSWORD' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('welcome-text')).toHaveCount(0);
  });

  test('a reset link opened where a session lapsed shows its form, to a guest', async ({ page }) => {
    await signIn(page);
    await page.goto('/myaccount/orders');
    await expect(page.getByTestId('welcome-text')).toBeVisible();
    // A session the server ended (a password changed elsewhere): the page's first call is refused.
    await page.evaluate(
      (token) => localStorage.setItem('token', token),
      unsignedToken(Math.floor(Date.now() / 1000) + 3600),
    );
    await page.goto('/reset-password?token=' + 'r'.repeat(43));
    await expect(page.getByTestId('welcome-text')).toHaveCount(0);
    await expect(page).toHaveURL(/\/reset-password\?token=r+$/);
    await expect(account(page).getByLabel('New Password')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('Log out in the side menu ends the session and reloads the home page', async ({ page }) => {
    await signIn(page);
    await page.goto('/myaccount/password');
    await expect(account(page).getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'account-change-password');
    const navigation = page.waitForEvent('framenavigated');
    await account(page).getByRole('button', { name: 'Log out' }).click();
    await navigation;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
