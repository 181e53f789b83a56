import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { BuyerApi, checkoutArea, leaveCartEmpty, toast, uniquePo } from '../support/checkout-api';
import { confirmWithPo, proceedFromCart, thankYouOrderNo } from '../support/checkout-flow';
import { runAdmin } from '../support/admin-cli';
import { registration } from '../support/registration';
import { API_HEADERS, DEMO_BUYER, plantSession, signIn, unsignedToken } from '../support/session';

/** The client's API timeout (docs/product.md §10.1). */
const API_TIMEOUT_MS = 20_000;
const NO_ANSWER =
  'We did not get an answer in time, so your order may already be placed. Choose Place an order again to find out: it is never placed twice.';

const placeButton = (page: Page) => checkoutArea(page).getByRole('button', { name: 'Place an order' });

test.describe('checkout under faults', () => {
  test.afterEach(({ page }) => leaveCartEmpty(page));

  test('a place-order slower than the 20 s timeout: the buyer is told, the late order is found by the retry', async ({
    page,
  }) => {
    test.setTimeout(API_TIMEOUT_MS + 60_000);
    const buyer = await signIn(page);
    const api = new BuyerApi(page, buyer.token);
    const [product] = await api.products(1);
    await api.fillCart([{ product: product!, quantity: 2 }]);
    const po = uniquePo('SLOW');
    const before = (await api.orders()).length;

    // The first place-order is held at the network edge until the page has given up on it; then it
    // reaches the server late, and the server makes the order nobody is waiting for any more.
    let releaseLate: () => void = () => undefined;
    const isReleased = new Promise<void>((resolve) => {
      releaseLate = resolve;
    });
    let lateOrder: Promise<number> | undefined;
    let placeCalls = 0;
    await page.route('**/api/payment/place-order', async (route) => {
      placeCalls += 1;
      if (placeCalls > 1) return route.continue();
      await isReleased;
      lateOrder = route.fetch().then(async (response) => {
        expect(response.status()).toBe(200);
        return ((await response.json()) as { idSO: number }).idSO;
      });
      await lateOrder.catch(() => undefined);
      // The page stopped listening at its timeout: there is nobody left to answer.
      await route.abort().catch(() => undefined);
    });

    await proceedFromCart(page);
    await confirmWithPo(page, po);
    await placeButton(page).click();
    const unsure = checkoutArea(page).getByRole('alert');
    await expect(unsure).toHaveText(NO_ANSWER, { timeout: API_TIMEOUT_MS + 15_000 });
    await expect(toast(page, 'Error while create SO!')).toBeVisible();
    await expect(placeButton(page)).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    expect((await api.orders()).filter((order) => order.custPO === po)).toEqual([]);

    releaseLate();
    await expect.poll(() => lateOrder).toBeDefined();
    const lateOrderNo = await lateOrder!;
    expect((await api.orders()).filter((order) => order.custPO === po).map((order) => order.idSO)).toEqual([
      lateOrderNo,
    ]);

    // The retry sends the same idempotency key: the confirmation of that same order, not a second.
    await placeButton(page).click();
    expect(await thankYouOrderNo(page)).toBe(lateOrderNo);
    await expect(checkoutArea(page).getByText(NO_ANSWER)).toHaveCount(0);
    expect(placeCalls).toBe(2);
    const orders = await api.orders();
    expect(orders).toHaveLength(before + 1);
    expect(orders.filter((order) => order.custPO === po).map((order) => order.idSO)).toEqual([lateOrderNo]);
  });

  test('two tabs place the same cart at once: one order, and the other tab is told', async ({ page }) => {
    const buyer = await signIn(page);
    const api = new BuyerApi(page, buyer.token);
    const [first, second] = await api.products(2);
    await api.fillCart([
      { product: first!, quantity: 1 },
      { product: second!, quantity: 2 },
    ]);
    const before = (await api.orders()).length;
    // A second tab of the same browser, signed in with the same session.
    const otherTab = await page.context().newPage();
    await plantSession(otherTab, { token: buyer.token, user: { ...buyer, recentViewItemsList: [] } });
    const tabs = [
      { page, po: uniquePo('TAB-A') },
      { page: otherTab, po: uniquePo('TAB-B') },
    ];
    for (const tab of tabs) {
      await proceedFromCart(tab.page);
      await confirmWithPo(tab.page, tab.po);
    }

    // Both requests are held at the network edge until both were sent, then go on together, so
    // they reach the server at the same moment whatever the machine's speed.
    const held: Route[] = [];
    let releaseBoth: () => void = () => undefined;
    const bothSent = new Promise<void>((resolve) => {
      releaseBoth = resolve;
    });
    await page.context().route('**/api/payment/place-order', async (route) => {
      held.push(route);
      if (held.length === 2) releaseBoth();
      await bothSent;
      await route.continue();
    });
    await Promise.all(tabs.map((tab) => placeButton(tab.page).click()));
    await bothSent;

    // Exactly one tab thanks the buyer; the other says the cart was already ordered and shows it empty.
    const isThanked = (tab: (typeof tabs)[number]) =>
      checkoutArea(tab.page).getByRole('heading', { level: 2, name: 'Thank You' }).isVisible();
    await expect
      .poll(async () => (await Promise.all(tabs.map(isThanked))).filter(Boolean).length, { timeout: 15_000 })
      .toBe(1);
    const winner = (await isThanked(tabs[0]!)) ? tabs[0]! : tabs[1]!;
    const loser = winner === tabs[0] ? tabs[1]! : tabs[0]!;
    const orderNo = await thankYouOrderNo(winner.page);
    await expect(toast(loser.page, 'Error while create SO! Your cart is empty.')).toBeVisible();
    await expect(checkoutArea(loser.page).getByText('Your Shopping Cart is empty!')).toBeVisible();
    await expect(checkoutArea(loser.page).getByRole('heading', { level: 2, name: 'Thank You' })).toHaveCount(0);

    const orders = await api.orders();
    expect(orders).toHaveLength(before + 1);
    expect(orders.filter((order) => tabs.some((tab) => tab.po === order.custPO))).toEqual([
      expect.objectContaining({ idSO: orderNo, custPO: winner.po }),
    ]);
    await otherTab.close();
  });

  test('another account signed in from another tab: the open checkout orders nothing with the first buyer’s choices', async ({
    page,
    request,
  }) => {
    const other = {
      email: `switcher-${Date.now().toString(36)}@e2e.storefront`,
      password: 'Switcher-Pass-2025',
      firstname: 'Lee',
      companyNm: `Switcher Trading ${Date.now().toString(36)}`,
    };
    const registered = await request.post('/api/customer/register', {
      headers: API_HEADERS,
      data: { customerInfo: registration(other) },
    });
    expect(registered.ok()).toBe(true);
    expect(runAdmin('approve', other.email).code).toBe(0);
    const buyer = await signIn(page);
    const api = new BuyerApi(page, buyer.token);
    const [product] = await api.products(1);
    await api.fillCart([{ product: product!, quantity: 1 }]);
    const po = uniquePo('SWITCH');
    await proceedFromCart(page);
    await confirmWithPo(page, po);
    await expect(placeButton(page)).toBeVisible();

    // The same browser, another tab: the other account signs in there.
    const otherTab = await page.context().newPage();
    await otherTab.goto('/login');
    const signInForm = otherTab.locator('[data-boundary="account"]').getByRole('form', { name: 'Sign in' });
    await signInForm.getByRole('textbox', { name: 'Email' }).fill(other.email);
    await signInForm.getByLabel('Password').fill(other.password);
    await signInForm.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(otherTab.getByTestId('welcome-text')).toContainText(other.companyNm);

    // The first tab's checkout starts over for the account now signed in: nothing of the first buyer's
    // can be placed there.
    await expect(toast(page, 'Checkout starts over: the account signed in has changed.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('welcome-text')).toContainText(other.companyNm);
    await expect(placeButton(page)).toHaveCount(0);
    expect((await api.orders()).filter((order) => order.custPO === po)).toEqual([]);
    await api.emptyCart();
    await otherTab.close();
  });

  test('the session ends mid-checkout: the buyer signs in again, comes back, and the cart is intact', async ({
    page,
  }) => {
    const buyer = await signIn(page);
    const api = new BuyerApi(page, buyer.token);
    const [first, second] = await api.products(2);
    await api.fillCart([
      { product: first!, quantity: 3 },
      { product: second!, quantity: 1 },
    ]);
    const cartBefore = await api.cartLines();
    const po = uniquePo('RESIGN');
    const area = checkoutArea(page);
    await proceedFromCart(page);

    // While the buyer is on step 1 the session becomes one the server refuses (a token that looks
    // current to the page but carries no valid signature): the next call answers 401.
    await page.evaluate(
      (token) => localStorage.setItem('token', token),
      unsignedToken(Math.floor(Date.now() / 1000) + 3600),
    );
    await area.getByRole('textbox', { name: 'Purchase Order Number' }).fill(po);
    await area.getByRole('button', { name: 'Next' }).click();

    // Sent to sign in, with the way back to the checkout.
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcheckout$/);
    await expect(page.getByTestId('welcome-text')).toHaveCount(0);
    const account = page.locator('[data-boundary="account"]');
    const signInForm = account.getByRole('form', { name: 'Sign in' });
    await signInForm.getByRole('textbox', { name: 'Email' }).fill(DEMO_BUYER.email);
    await signInForm.getByLabel('Password').fill(DEMO_BUYER.password);
    await signInForm.getByRole('button', { name: 'SIGN IN' }).click();

    // Back at the checkout with the same cart; the order can be placed.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(area.getByRole('heading', { level: 2, name: 'Payment Information' })).toBeVisible();
    expect(await api.cartLines()).toEqual(cartBefore);
    await confirmWithPo(page, po);
    const lineRows = area.getByRole('table', { name: 'Order items' }).getByTestId('line-row');
    await expect(lineRows).toHaveCount(2);
    await placeButton(page).click();
    const orderNo = await thankYouOrderNo(page);
    expect((await api.orders()).filter((order) => order.custPO === po).map((order) => order.idSO)).toEqual([orderNo]);
  });
});
