import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { runAdmin } from '../support/admin-cli';
import { adminArea as admin, expectFitsWidth, signInToBackOffice } from '../support/back-office';
import { registration } from '../support/registration';
import { API_HEADERS, signIn } from '../support/session';

/**
 * Editing the catalogue (docs/product.md §13.5): the demo admin finds a product in the back office, changes its
 * level-1 price and its stock, and a level-1 buyer's product page shows the new price on its next load.
 */
const stamp = Date.now().toString(36);
/** A buyer at price level 1 (the demo buyer is at level 2), approved with the CLI. */
const LEVEL_ONE = {
  email: `catalogue-${stamp}@e2e.storefront`,
  password: `Catalogue-Pass-2025`,
  companyNm: `Catalogue Goods ${stamp}`,
  firstname: 'Cato',
};

const catalog = (page: Page) => page.locator('[data-boundary="catalog"]');
const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A product the level-1 buyer sees without a sale (so its price is level 1's), with its price now. */
async function unsoldProduct(request: APIRequestContext, token: string): Promise<{ idStyle: string; price: number }> {
  const answer = await request.get('/api/product/get', {
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
    params: { keyword: 'tea pot', perPage: 48 },
  });
  expect(answer.ok()).toBe(true);
  const { productList } = (await answer.json()) as {
    productList: { idStyle: string; price: number; salePrice: number | null; avaQty: number }[];
  };
  const product = productList.find((p) => !p.salePrice && !p.idStyle.includes('/'));
  expect(product, 'a tea pot without a sale').toBeDefined();
  return product!;
}

test.describe('editing the catalogue', () => {
  test.beforeAll(async ({ request }) => {
    const registered = await request.post('/api/customer/register', {
      headers: API_HEADERS,
      data: { customerInfo: registration(LEVEL_ONE) },
    });
    expect(registered.ok()).toBe(true);
    const approved = runAdmin('approve', LEVEL_ONE.email, '--level', '1');
    expect(approved.code).toBe(0);
  });

  test("the admin changes a product's level-1 price and stock, and the buyer's product page shows the new price", async ({
    page,
  }) => {
    const buyer = await signIn(page, LEVEL_ONE);
    const { idStyle, price } = await unsoldProduct(page.request, buyer.token);
    const newPrice = Math.round((price + 1.37) * 100) / 100;

    await signInToBackOffice(page, '/admin/catalogue');
    const area = admin(page);
    await expect(area.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
    await expect(area.getByRole('table', { name: 'Products' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Found by its SKU, into the address; its SKU links to its page.
    await area.getByRole('textbox', { name: 'SKU or title' }).fill(idStyle);
    await area.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/catalogue\\?q=${encodeURIComponent(idStyle)}$`));
    const products = area.getByRole('table', { name: 'Products' });
    await products.getByRole('link', { name: idStyle, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/catalogue/products/${encodeURIComponent(idStyle)}$`));
    await expect(area.getByRole('heading', { level: 1, name: `Product ${idStyle}` })).toBeVisible();

    const productForm = area.getByRole('form', { name: 'Product' });
    await productForm.getByRole('textbox', { name: /^Price level 1/ }).fill(String(newPrice));
    await productForm.getByRole('textbox', { name: /^Stock/ }).fill('777');
    await productForm.getByRole('button', { name: 'Save product' }).click();
    await expect(area.getByRole('status').filter({ hasText: 'Product saved.' })).toHaveText(
      'Product saved. Buyers see it on their next load.',
    );
    await expectNoSeriousA11yViolations(page);
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expectFitsWidth(page);
    }

    // The buyer's next load of the product's page: the new price, and in stock.
    await page.goto(`/product?id=${encodeURIComponent(idStyle)}`);
    const shown = catalog(page);
    await expect(shown.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shown.getByText(dollars(newPrice)).first()).toBeVisible();
    await expect(shown.getByText('In Stock')).toBeVisible();
    const detail = await page.request.get('/api/product/get-detail', {
      headers: { ...API_HEADERS, authorization: `Bearer ${buyer.token}` },
      params: { idStyle },
    });
    const { product } = (await detail.json()) as { product: { price: number; avaQty: number } };
    expect(product).toMatchObject({ price: newPrice, avaQty: 777 });
  });
});
