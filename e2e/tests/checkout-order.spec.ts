import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import {
  BuyerApi,
  checkoutArea,
  dismissToasts,
  outboxHas,
  toast,
  uniquePo,
  leaveCartEmpty,
} from '../support/checkout-api';
import { confirmWithPo, proceedFromCart, thankYouOrderNo } from '../support/checkout-flow';
import { screenshotAtWidths } from '../support/screenshots';
import { signIn } from '../support/session';

test.describe('checkout', () => {
  test.afterEach(({ page }) => leaveCartEmpty(page));

  test('a buyer adds an address and a card, steps back with the browser, and places the order', async ({ page }) => {
    const buyer = await signIn(page);
    const api = new BuyerApi(page, buyer.token);
    const [cooker, other] = await api.products(2);
    await api.fillCart([
      { product: cooker!, quantity: 2 },
      { product: other!, quantity: 1 },
    ]);
    const po = uniquePo('ORDER');
    const area = checkoutArea(page);

    await proceedFromCart(page, { comment: 'Deliver to dock 4' });
    await expect(area.getByRole('list', { name: 'Checkout progress' }).locator('[aria-current="step"]')).toHaveText(
      /Payment/,
    );
    // From step 1 the browser's back button leaves the checkout; forward comes back to it.
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goForward();
    await expect(area.getByRole('heading', { level: 2, name: 'Payment Information' })).toBeVisible();

    // The first of each list is preselected; every section starts open; Next waits for a PO.
    for (const group of ['Shipping Address', 'Billing Address', 'Payment Method']) {
      await expect(area.getByRole('radiogroup', { name: group }).getByRole('radio').first()).toBeChecked();
      await expect(area.getByRole('button', { name: group, exact: true })).toHaveAttribute('aria-expanded', 'true');
    }
    const next = area.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await dismissToasts(page);
    await screenshotAtWidths(page, 'checkout-step1');

    // A new ship-to address: saved, listed, and chosen.
    await area.getByRole('button', { name: 'Add Address for shipping' }).click();
    const addressDialog = page.getByRole('dialog', { name: 'Add Shipping Address' });
    await expect(addressDialog.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
    await addressDialog.getByRole('textbox', { name: 'First Name' }).fill('Robin');
    await addressDialog.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
    await addressDialog.getByRole('textbox', { name: 'Company' }).fill('Lee Kitchen Outlet');
    await addressDialog.getByRole('textbox', { name: 'Address', exact: true }).fill('455 Commerce Way');
    await addressDialog.getByRole('textbox', { name: 'City' }).fill('Reno');
    await addressDialog.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Nevada' });
    await addressDialog.getByRole('textbox', { name: 'ZIP' }).fill('89501');
    await addressDialog.getByRole('textbox', { name: 'Telephone' }).fill('775-555-0100');
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'checkout-address-dialog');
    await addressDialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(toast(page, 'Address added.')).toBeVisible();
    await expect(addressDialog).toBeHidden();
    await expect(
      area.getByRole('radiogroup', { name: 'Shipping Address' }).getByRole('radio', { name: /455 Commerce Way/ }),
    ).toBeChecked();

    // A new card: the dialog closes, the list reloads with it chosen.
    await area.getByRole('button', { name: 'Add Card' }).click();
    const cardDialog = page.getByRole('dialog', { name: 'Add Card' });
    const year = String(new Date().getFullYear() + 2);
    await expect(cardDialog.getByRole('combobox', { name: 'Expiry Month' }).getByRole('option')).toHaveCount(13);
    await expect(cardDialog.getByRole('combobox', { name: 'Expiry Year' }).getByRole('option')).toHaveCount(11);
    await cardDialog.getByRole('textbox', { name: 'Card Number' }).fill('4111 1111 1111 1111');
    await cardDialog.getByRole('textbox', { name: 'First Name' }).fill('Robin');
    await cardDialog.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
    await cardDialog.getByRole('combobox', { name: 'Expiry Month' }).selectOption('07');
    await cardDialog.getByRole('combobox', { name: 'Expiry Year' }).selectOption(year);
    await cardDialog.getByRole('button', { name: 'Save Card' }).click();
    await expect(cardDialog).toBeHidden();
    await expect(toast(page, 'Card added.')).toBeVisible();
    await expect(
      area.getByRole('radiogroup', { name: 'Payment Method' }).getByRole('radio', { name: /Visa ending in 1111/ }),
    ).toBeChecked();

    // A sections folds away and opens again.
    const billingToggle = area.getByRole('button', { name: 'Billing Address', exact: true });
    await billingToggle.click();
    await expect(area.getByRole('radiogroup', { name: 'Billing Address' })).toBeHidden();
    await billingToggle.click();
    await expect(area.getByRole('radiogroup', { name: 'Billing Address' })).toBeVisible();

    await confirmWithPo(page, po);
    await expect(area.getByRole('list', { name: 'Checkout progress' }).locator('[aria-current="step"]')).toHaveText(
      /Confirm/,
    );
    await expect(area.getByText('455 Commerce Way')).toBeVisible();
    await expect(area.getByText('Visa ending in 1111')).toBeVisible();
    await expect(area.getByTestId('confirm-po')).toHaveText(po);
    await expect(area.getByText('Deliver to dock 4')).toBeVisible();
    await expect(area.getByRole('table', { name: 'Order items' }).getByTestId('line-row')).toHaveCount(2);

    // The browser's back button returns to step 1 with the choices kept.
    await page.goBack();
    await expect(area.getByRole('heading', { level: 2, name: 'Payment Information' })).toBeVisible();
    await expect(area.getByRole('textbox', { name: 'Purchase Order Number' })).toHaveValue(po);
    await expect(area.getByRole('radio', { name: /455 Commerce Way/ })).toBeChecked();
    await area.getByRole('button', { name: 'Next' }).click();
    await expect(area.getByRole('heading', { level: 2, name: 'Confirm your order' })).toBeVisible();
    await expect(area.getByTestId('totals-total')).toHaveText(/^\$\d/);
    await expectNoSeriousA11yViolations(page);
    await dismissToasts(page);
    await screenshotAtWidths(page, 'checkout-step2');

    await area.getByRole('button', { name: 'Place an order' }).click();
    const orderNo = await thankYouOrderNo(page);
    await expect(area.getByRole('link', { name: 'Click here for order details' })).toHaveAttribute(
      'href',
      `/order/${orderNo}`,
    );
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    const placed = (await api.orders()).filter((order) => order.custPO === po);
    expect(placed.map((order) => order.idSO)).toEqual([orderNo]);
    expect(await api.cartLines()).toEqual([]);
    // The confirmation email went out (the server writes it to its outbox without SMTP).
    await expect.poll(() => outboxHas(`Order confirmation #${orderNo}`)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await dismissToasts(page);
    await screenshotAtWidths(page, 'checkout-step3');

    await area.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the same PO number again is refused with the product’s message', async ({ page }) => {
    const buyer = await signIn(page);
    const api = new BuyerApi(page, buyer.token);
    const [cooker] = await api.products(1);
    const po = uniquePo('TWICE');
    const area = checkoutArea(page);

    await api.fillCart([{ product: cooker!, quantity: 1 }]);
    await proceedFromCart(page);
    await confirmWithPo(page, po);
    await area.getByRole('button', { name: 'Place an order' }).click();
    await thankYouOrderNo(page);

    await api.fillCart([{ product: cooker!, quantity: 1 }]);
    await proceedFromCart(page);
    await area.getByRole('textbox', { name: 'Purchase Order Number' }).fill(po);
    await area.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, `Customer PO# ${po} is already exist!`)).toBeVisible();
    await expect(area.getByRole('textbox', { name: 'Purchase Order Number' })).toHaveAccessibleDescription(
      `Customer PO# ${po} is already exist!`,
    );
    await expect(area.getByRole('heading', { level: 2, name: 'Payment Information' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    expect((await api.orders()).filter((order) => order.custPO === po)).toHaveLength(1);
  });

  test('a double click on Place an order makes one order', async ({ page }) => {
    const buyer = await signIn(page);
    const api = new BuyerApi(page, buyer.token);
    const [cooker] = await api.products(1);
    const po = uniquePo('DOUBLE');
    await api.fillCart([{ product: cooker!, quantity: 3 }]);
    const before = (await api.orders()).length;

    await proceedFromCart(page);
    await confirmWithPo(page, po);
    await checkoutArea(page).getByRole('button', { name: 'Place an order' }).dblclick();
    const orderNo = await thankYouOrderNo(page);

    const orders = await api.orders();
    expect(orders).toHaveLength(before + 1);
    expect(orders.filter((order) => order.custPO === po).map((order) => order.idSO)).toEqual([orderNo]);
  });

  test('a retry after a lost answer gets the same order, not a second one', async ({ page }) => {
    const buyer = await signIn(page);
    const api = new BuyerApi(page, buyer.token);
    const [cooker] = await api.products(1);
    const po = uniquePo('RETRY');
    await api.fillCart([{ product: cooker!, quantity: 1 }]);
    const before = (await api.orders()).length;

    // The first answer is lost on its way back: the server made the order, the page never hears.
    let isFirst = true;
    await page.route('**/api/payment/place-order', async (route) => {
      if (!isFirst) return route.continue();
      isFirst = false;
      await route.fetch();
      return route.abort('connectionreset');
    });

    await proceedFromCart(page);
    await confirmWithPo(page, po);
    const place = checkoutArea(page).getByRole('button', { name: 'Place an order' });
    await place.click();
    await expect(toast(page, 'Error while create SO!')).toBeVisible();
    await expect(place).toBeEnabled();
    expect(await api.orders()).toHaveLength(before + 1);

    await place.click();
    const orderNo = await thankYouOrderNo(page);
    const orders = await api.orders();
    expect(orders).toHaveLength(before + 1);
    expect(orders.filter((order) => order.custPO === po).map((order) => order.idSO)).toEqual([orderNo]);
  });
});
