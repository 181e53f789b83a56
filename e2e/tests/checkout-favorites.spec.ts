import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { BuyerApi, checkoutArea, dismissToasts, toast, leaveCartEmpty } from '../support/checkout-api';
import { screenshotAtWidths } from '../support/screenshots';
import { signIn } from '../support/session';

test.describe('favorites', () => {
  test.afterEach(({ page }) => leaveCartEmpty(page, { favorites: true }));

  test('a buyer edits favorites and moves them all into the cart', async ({ page }) => {
    const buyer = await signIn(page);
    const api = new BuyerApi(page, buyer.token);
    const [cooker, other] = await api.products(2);
    await api.emptyCart();
    await api.clearFavorites();
    await api.addFavorite(cooker!, 2);
    await api.addFavorite(other!, 3);

    await page.goto('/favorites');
    const area = checkoutArea(page);
    await expect(area.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    const rows = area.getByRole('table', { name: 'Favorite items' }).getByTestId('line-row');
    await expect(rows).toHaveCount(2);

    const cookerRow = rows.filter({ hasText: cooker!.idStyle });
    await cookerRow.getByRole('button', { name: `Increase Quantity of ${cooker!.webTitle}` }).click();
    await expect.poll(async () => (await api.favorites()).find((f) => f.idStyle === cooker!.idStyle)?.totQty).toBe(3);

    await rows
      .filter({ hasText: other!.idStyle })
      .getByRole('button', { name: `Remove ${other!.webTitle} from Favorites` })
      .click();
    await expect(toast(page, 'Remove from Favorites Success!')).toBeVisible();
    await expect(rows).toHaveCount(1);
    expect((await api.favorites()).map((f) => f.idStyle)).toEqual([cooker!.idStyle]);
    await expectNoSeriousA11yViolations(page);
    await dismissToasts(page);
    await screenshotAtWidths(page, 'checkout-favorites');

    await area.getByRole('button', { name: 'Add All Items to Cart' }).click();
    await expect(toast(page, 'Cart created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    const cartRows = area.getByRole('table', { name: 'Cart items' }).getByTestId('line-row');
    await expect(cartRows).toHaveCount(1);
    await expect(cartRows.getByRole('textbox', { name: `Quantity of ${cooker!.webTitle}` })).toHaveValue('3');
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await page.goto('/favorites');
    await area.getByRole('button', { name: 'Clear Favorites' }).click();
    await page
      .getByRole('dialog', { name: 'Clear Favorites' })
      .getByRole('button', { name: 'Remove all favorites' })
      .click();
    await expect(area.getByText('No favorites found.')).toBeVisible();
    expect(await api.favorites()).toEqual([]);
  });
});
