import { expect, type Locator, type Page } from '@playwright/test';
import { API_HEADERS } from './session';

/** The catalog remote's area of the page. */
export const catalogArea = (page: Page) => page.locator('[data-boundary="catalog"]');

/** A product card's title and SKU, as the buyer reads them on it. */
export async function cardProduct(card: Locator): Promise<{ title: string; sku: string }> {
  const title = (await card.getByRole('heading').textContent()) ?? '';
  const sku = ((await card.getByText(/^SKU: /).textContent()) ?? '').replace('SKU: ', '');
  return { title, sku };
}

/** The number the header's cart badge shows. */
export async function headerCartCount(page: Page): Promise<number> {
  const badge = page.getByTestId('cart-count');
  await expect(badge).toHaveText(/^\d+$/);
  return Number(await badge.textContent());
}

/**
 * Takes a product out of the buyer's cart through the API, so a journey adding it sees the cart
 * gain a line whatever earlier journeys left there.
 */
export async function removeFromCartByApi(
  page: Page,
  token: string,
  idCustomer: number,
  idStyle: string,
): Promise<void> {
  const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
  const answer = await page.request.get('/api/cart/get', { headers, params: { idCustomer } });
  expect(answer.ok()).toBe(true);
  const { cart } = (await answer.json()) as { cart: { cartList: { idCartDtl: number; idStyle: string }[] } };
  for (const line of cart.cartList.filter((l) => l.idStyle === idStyle)) {
    const removed = await page.request.post('/api/cart/remove', {
      headers,
      data: { idCustomer, idCartDtl: line.idCartDtl },
    });
    expect(removed.ok()).toBe(true);
  }
}

/** How many entries the tab's history holds: rewriting the search URL must not add any. */
export const historyLength = (page: Page): Promise<number> => page.evaluate(() => window.history.length);
