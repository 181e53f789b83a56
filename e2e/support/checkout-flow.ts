import { expect, type Page } from '@playwright/test';
import { checkoutArea } from './checkout-api';

/** From a filled cart: agree to the terms and go to checkout step 1. */
export async function proceedFromCart(page: Page, { comment = '' }: { comment?: string } = {}): Promise<void> {
  await page.goto('/cart');
  const area = checkoutArea(page);
  await expect(area.getByRole('table', { name: 'Cart items' })).toBeVisible();
  if (comment) await area.getByRole('textbox', { name: 'Comments' }).fill(comment);
  await area.getByRole('checkbox', { name: 'I agree to the terms of service.' }).check();
  await area.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(area.getByRole('heading', { level: 2, name: 'Payment Information' })).toBeVisible();
}

/** Step 1 with the addresses and payment chosen (or preselected): enter the PO and go on to Confirm. */
export async function confirmWithPo(page: Page, po: string): Promise<void> {
  const area = checkoutArea(page);
  await expect(
    area.getByRole('radiogroup', { name: 'Shipping Address' }).getByRole('radio', { checked: true }),
  ).toHaveCount(1);
  await area.getByRole('textbox', { name: 'Purchase Order Number' }).fill(po);
  await area.getByRole('button', { name: 'Next' }).click();
  await expect(area.getByRole('heading', { level: 2, name: 'Confirm your order' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?step=2$/);
}

/** Reads the order number the Thank You step shows. */
export async function thankYouOrderNo(page: Page): Promise<number> {
  const area = checkoutArea(page);
  await expect(area.getByRole('heading', { level: 2, name: 'Thank You' })).toBeVisible();
  const text = await area.getByTestId('order-number').textContent();
  const orderNo = Number(text);
  expect(Number.isSafeInteger(orderNo) && orderNo > 0, `order number "${text}"`).toBe(true);
  return orderNo;
}
