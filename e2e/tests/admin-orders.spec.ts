import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { findEmail } from '../support/account-mail';
import { adminArea as admin, expectFitsWidth, signInToBackOffice } from '../support/back-office';
import { BuyerApi, checkoutArea, leaveCartEmpty, uniquePo, type BuyerProduct } from '../support/checkout-api';
import { confirmWithPo, proceedFromCart, thankYouOrderNo } from '../support/checkout-flow';
import { dataDir } from '../support/remotes';
import { API_HEADERS, signIn } from '../support/session';

/**
 * The order desk (docs/product.md §13.3): a buyer's order as the staff see it and change it, and what the
 * buyer then sees and is emailed; cancelling gives the stock back.
 */
const account = (page: Page) => page.locator('[data-boundary="account"]');

/** The demo buyer places an order of these lines through the checkout, with `po`; answers its number. */
async function placeOrder(page: Page, api: BuyerApi, items: { product: BuyerProduct; quantity: number }[], po: string) {
  await api.fillCart(items);
  await proceedFromCart(page);
  await confirmWithPo(page, po);
  await checkoutArea(page).getByRole('button', { name: 'Place an order' }).click();
  return thankYouOrderNo(page);
}

/** A product's available quantity, as the catalogue answers it. */
async function availableQty(page: Page, idStyle: string): Promise<number> {
  const response = await page.request.get('/api/product/get-detail', { headers: API_HEADERS, params: { idStyle } });
  expect(response.ok(), await response.text()).toBe(true);
  const { product } = (await response.json()) as { product: { avaQty: number } };
  return product.avaQty;
}

test.describe('the order desk', () => {
  test.afterEach(({ page }) => leaveCartEmpty(page));

  test("an admin finds a buyer's order and ships one line: the buyer sees PARTIALLY SHIPPED and the tracking number, and is emailed", async ({
    page,
  }) => {
    const buyer = await signIn(page);
    const api = new BuyerApi(page, buyer.token);
    const [first, second] = await api.products(2);
    const po = uniquePo('DESK');
    const orderNo = await placeOrder(
      page,
      api,
      [
        { product: first!, quantity: 2 },
        { product: second!, quantity: 1 },
      ],
      po,
    );

    await signInToBackOffice(page, '/admin/orders');
    const area = admin(page);
    await expect(area.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(area.getByRole('table', { name: 'Orders' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Found by its PO number, into the address; its number links to its page.
    await area.getByRole('textbox', { name: 'PO number' }).fill(po);
    await area.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?po=${po}$`));
    const orders = area.getByRole('table', { name: 'Orders' });
    await expect(orders.getByRole('row')).toHaveCount(2); // the header row and the order
    await expect(orders.getByRole('row').nth(1)).toContainText('OPEN');

    // The CSV of the filters: fetched with the staff token, saved under the server's name.
    const downloading = page.waitForEvent('download');
    await area.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3); // the header and the order's two lines
    expect(csv).toContain(`${orderNo},`);

    await orders.getByRole('link', { name: String(orderNo) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNo}$`));
    await expect(area.getByRole('heading', { level: 1, name: `Order #${orderNo}` })).toBeVisible();
    await expect(area.getByRole('table', { name: 'Ordered items' }).getByRole('rowheader')).toHaveText([
      first!.idStyle,
      second!.idStyle,
    ]);
    await expect(area.getByRole('region', { name: 'Order', exact: true })).toContainText(po);
    await expect(area.getByRole('region', { name: 'Customer', exact: true }).getByRole('link')).toHaveAttribute(
      'href',
      `/admin/customers/${buyer.idCustomer}`,
    );
    await expectNoSeriousA11yViolations(page);

    // The first line ships with its carrier and tracking number; the other stays.
    const tracking = `1Z${Date.now().toString(36).toUpperCase()}`;
    const line = area.getByRole('group', { name: /^Line 1:/ });
    await line.getByRole('combobox', { name: 'Shipping status' }).selectOption('SHIPPED');
    await line.getByRole('textbox', { name: 'Carrier' }).fill('UPS');
    await line.getByRole('textbox', { name: 'Tracking number' }).fill(tracking);
    await area.getByRole('button', { name: 'Save shipping' }).click();
    await expect(area.getByRole('status').filter({ hasText: 'Shipping saved.' })).toBeVisible();
    await expect(area.getByRole('region', { name: 'Order', exact: true })).toContainText('PARTIALLY SHIPPED');
    const shipped = area
      .getByRole('table', { name: 'Ordered items' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: first!.idStyle }) });
    await expect(shipped).toContainText('SHIPPED');
    await expect(shipped).toContainText(tracking);
    await expectNoSeriousA11yViolations(page);

    // The buyer's order detail shows the new status and the tracking number.
    await page.goto(`/order/${orderNo}`);
    await expect(account(page).getByRole('heading', { level: 1, name: `Order #${orderNo}` })).toBeVisible();
    await expect(account(page).getByRole('region', { name: 'Order Details' })).toContainText('PARTIALLY SHIPPED');
    await expect(account(page).getByRole('region', { name: 'Ordered Item(s)' })).toContainText(tracking);

    // And the buyer is emailed which line shipped, with its tracking number.
    await expect
      .poll(() => findEmail(dataDir(), `Part of your order ${orderNo} has shipped`, tracking)?.text ?? '')
      .toContain(`${first!.idStyle}`);
  });

  test('cancelling an order asks first, then returns the stock the order took and tells the buyer', async ({
    page,
  }) => {
    const buyer = await signIn(page);
    const api = new BuyerApi(page, buyer.token);
    const [product] = await api.products(1);
    const before = await availableQty(page, product!.idStyle);
    const po = uniquePo('CANCEL');
    const orderNo = await placeOrder(page, api, [{ product: product!, quantity: 3 }], po);
    expect(await availableQty(page, product!.idStyle)).toBe(before - 3);

    await signInToBackOffice(page, `/admin/orders/${orderNo}`);
    const area = admin(page);
    await expect(area.getByRole('region', { name: 'Order', exact: true })).toContainText('OPEN');
    const status = area.getByRole('form', { name: 'Status', exact: true });
    await expect(status.getByRole('combobox', { name: /New status/ }).getByRole('option')).toHaveText([
      'Choose a status',
      'PROCESSING',
      'CANCELLED',
    ]);
    await status.getByRole('combobox', { name: /New status/ }).selectOption('CANCELLED');
    await status.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel Order #${orderNo}?` });
    await expect(dialog).toContainText('The stock the order took is returned');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(
      area.getByRole('status').filter({ hasText: 'The order is cancelled. Its stock is returned.' }),
    ).toBeVisible();
    await expect(area.getByRole('region', { name: 'Order', exact: true })).toContainText('CANCELLED');
    await expect(area.getByRole('region', { name: 'Status', exact: true })).toContainText(
      'This order is CANCELLED: its status no longer changes.',
    );

    expect(await availableQty(page, product!.idStyle)).toBe(before);
    await expect.poll(() => findEmail(dataDir(), `Your order ${orderNo} is cancelled`) !== undefined).toBe(true);
    await page.goto(`/order/${orderNo}`);
    await expect(account(page).getByRole('region', { name: 'Order Details' })).toContainText('CANCELLED');
  });

  for (const width of [1280, 768]) {
    test(`the order list and an order's page are usable ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInToBackOffice(page, '/admin/orders');
      const orders = admin(page).getByRole('table', { name: 'Orders' });
      await expect(orders.getByRole('link').first()).toBeVisible();
      await expectFitsWidth(page);
      await orders.getByRole('link').first().click();
      await expect(admin(page).getByRole('table', { name: 'Ordered items' })).toBeVisible();
      await expect(admin(page).getByRole('button', { name: 'Save note' })).toBeVisible();
      await expectFitsWidth(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
