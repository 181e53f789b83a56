import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { BuyerApi, checkoutArea, dismissToasts, toast, leaveCartEmpty } from '../support/checkout-api';
import { screenshotAtWidths } from '../support/screenshots';
import { signIn } from '../support/session';

test.describe('the cart', () => {
  test.afterEach(({ page }) => leaveCartEmpty(page));

  test('a buyer changes and removes lines; the server, the totals and the header follow every change', async ({
    page,
  }) => {
    const buyer = await signIn(page);
    const api = new BuyerApi(page, buyer.token);
    const [cooker, other] = await api.products(2);
    await api.fillCart([
      { product: cooker!, quantity: 2 },
      { product: other!, quantity: 1 },
    ]);

    const cartLoads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/cart/get') cartLoads.push(request.url());
    });
    await page.goto('/cart');
    const area = checkoutArea(page);
    await expect(area.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    const progress = area.getByRole('list', { name: 'Checkout progress' });
    await expect(progress.getByRole('listitem')).toHaveText([/Cart/, /Payment/, /Confirm/, /Complete/]);
    await expect(progress.locator('[aria-current="step"]')).toHaveText(/Cart/);
    const rows = area.getByRole('table', { name: 'Cart items' }).getByTestId('line-row');
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    // The header and the page open together: they share one call for the cart, not one each; none when
    // they take the cart the server drew the page with, among its answers.
    await page.waitForLoadState('networkidle');
    expect(cartLoads.length).toBeLessThan(2);
    const cookerRow = rows.filter({ hasText: cooker!.idStyle });
    const otherRow = rows.filter({ hasText: other!.idStyle });
    await expect(cookerRow).toContainText(cooker!.webTitle);
    await expect(cookerRow.locator('img')).toHaveAttribute('src', /^\/uploads\//);

    // Minus is disabled at 1; plus is saved to the server and the cart reloaded.
    await expect(otherRow.getByRole('button', { name: `Decrease Quantity of ${other!.webTitle}` })).toBeDisabled();
    const totalBefore = await area.getByTestId('totals-total').textContent();
    await cookerRow.getByRole('button', { name: `Increase Quantity of ${cooker!.webTitle}` }).click();
    await expect(toast(page, `${cooker!.webTitle} added to cart!`)).toBeVisible();
    await expect.poll(async () => (await api.cartLines()).find((l) => l.idStyle === cooker!.idStyle)?.totQty).toBe(3);
    await expect(area.getByTestId('totals-total')).not.toHaveText(totalBefore ?? '');

    // A typed quantity is saved too; the header's hover preview shows it.
    await cookerRow.getByRole('textbox', { name: `Quantity of ${cooker!.webTitle}` }).fill('5');
    await expect.poll(async () => (await api.cartLines()).find((l) => l.idStyle === cooker!.idStyle)?.totQty).toBe(5);
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).hover();
    await expect(page.getByRole('region', { name: 'Cart preview' })).toContainText('× 5');
    await area.getByRole('heading', { level: 1 }).hover();

    await otherRow.getByRole('button', { name: `Remove ${other!.webTitle}` }).click();
    await expect(toast(page, `${other!.webTitle} remove from cart!`)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect((await api.cartLines()).map((l) => l.idStyle)).toEqual([cooker!.idStyle]);

    // Totals come from the server's cost call: Total, Shipping, Tax, Total.
    await expect(area.getByTestId('totals-shipping')).toHaveText('$0.00');
    await expect(area.getByTestId('totals-tax')).toHaveText(/^\$\d/);

    // No checkout without agreeing to the terms.
    await area.getByRole('button', { name: 'Proceed To Checkout' }).click();
    await expect(toast(page, 'Please agree terms of service!')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);

    // Apply checks a discount code with the store (the demo seed's codes): one whose days are over is
    // refused by the field and not kept; SPRING10 (10% off) shows its discount in the totals.
    await area.getByRole('button', { name: 'Discount codes and Vouchers' }).click();
    const code = area.getByRole('textbox', { name: 'Enter your discount code' });
    await code.fill('summer2024');
    await area.getByRole('button', { name: 'Apply' }).click();
    await expect(area.getByRole('alert')).toHaveText('This discount code has expired.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(area.getByTestId('totals-discount')).toHaveCount(0);
    await code.fill(' spring10 ');
    await area.getByRole('button', { name: 'Apply' }).click();
    await expect(area.getByText('Code spring10 applied: 10% off your order (demo code).')).toBeVisible();
    await expect(area.getByTestId('totals-discount')).toHaveText(/^−\$\d/);
    await expectNoSeriousA11yViolations(page);
    await dismissToasts(page);
    await screenshotAtWidths(page, 'checkout-cart');

    await area.getByRole('button', { name: 'Clear Shopping Cart' }).click();
    await page
      .getByRole('dialog', { name: 'Clear Shopping Cart' })
      .getByRole('button', { name: 'Remove all items' })
      .click();
    await expect(area.getByText('Your Shopping Cart is empty!')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    expect(await api.cartLines()).toEqual([]);
  });

  test('the keyboard reaches every control of a line', async ({ page }) => {
    const buyer = await signIn(page);
    const api = new BuyerApi(page, buyer.token);
    const [cooker] = await api.products(1);
    await api.fillCart([{ product: cooker!, quantity: 1 }]);
    await page.goto('/cart');
    const area = checkoutArea(page);
    // The server draws the cart; its controls take the keyboard once the page is alive.
    await expect(area).toHaveAttribute('data-remote-status', 'ready');
    // Along a line: its title, Remove, the quantity (minus is disabled at 1) and plus.
    await area.getByRole('link', { name: cooker!.webTitle }).focus();
    await page.keyboard.press('Tab');
    await expect(area.getByRole('button', { name: `Remove ${cooker!.webTitle}` })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(area.getByRole('textbox', { name: `Quantity of ${cooker!.webTitle}` })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(area.getByRole('button', { name: `Increase Quantity of ${cooker!.webTitle}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, `${cooker!.webTitle} added to cart!`)).toBeVisible();
    await expect.poll(async () => (await api.cartLines())[0]?.totQty).toBe(2);
    const terms = area.getByRole('checkbox', { name: 'I agree to the terms of service.' });
    await terms.focus();
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
  });
});
