import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { findEmail } from '../support/account-mail';
import { runAdmin } from '../support/admin-cli';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { adminArea as admin, expectFitsWidth, signInToBackOffice } from '../support/back-office';
import { registration } from '../support/registration';
import { dataDir } from '../support/remotes';
import { API_HEADERS } from '../support/session';

/**
 * Registrations and customers in the back office (docs/product.md §13.2): a business registers, a rep approves
 * it at a price level on /admin/registrations, and the new buyer sees that level's prices; the customers list
 * and a customer's page.
 */
const stamp = Date.now().toString(36);
const person = (role: string, firstname: string) => ({
  email: `${role}-${stamp}@e2e.storefront`,
  password: `${role}-Pass-2025`,
  companyNm: `${role[0]?.toUpperCase()}${role.slice(1)} Goods ${stamp}`,
  firstname,
});
/** Registers on /register and is approved at level 2 in the back office. */
const APPLICANT = person('leveltwo', 'Noa');
/** Approved at level 1 with the CLI: what a level-1 buyer pays, to tell the two levels apart. */
const LEVEL_ONE = person('levelone', 'Ode');
/** Left pending: what the queue shows at each width. */
const WAITING = person('waiting', 'Wren');

const account = (page: Page) => page.locator('[data-boundary="account"]');
const catalog = (page: Page) => page.locator('[data-boundary="catalog"]');
const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function registerByApi(request: APIRequestContext, who: ReturnType<typeof person>) {
  const answer = await request.post('/api/customer/register', {
    headers: API_HEADERS,
    data: { customerInfo: registration(who) },
  });
  expect(answer.ok()).toBe(true);
}

/** What a buyer's session is told a product costs (Your Price), by SKU, for products matching `keyword`. */
async function yourPrices(request: APIRequestContext, who: { email: string; password: string }, keyword: string) {
  const login = await request.post('/api/customer/login', {
    headers: API_HEADERS,
    data: { userId: who.email, password: who.password },
  });
  expect(login.ok()).toBe(true);
  const { user } = (await login.json()) as { user: { token: string } };
  const answer = await request.get('/api/product/get', {
    headers: { ...API_HEADERS, authorization: `Bearer ${user.token}` },
    params: { keyword, perPage: 100 },
  });
  expect(answer.ok()).toBe(true);
  const { productList } = (await answer.json()) as { productList: { idStyle: string; yourPrice: number | null }[] };
  return new Map(productList.map((product) => [product.idStyle, product.yourPrice]));
}

const rowOf = (page: Page, company: string) =>
  admin(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${company}`) }) });

test.describe('registrations and customers in the back office', () => {
  test.beforeAll(async ({ request }) => {
    await registerByApi(request, LEVEL_ONE);
    const approved = runAdmin('approve', LEVEL_ONE.email, '--level', '1');
    expect(approved.output).toContain(`${LEVEL_ONE.email}: approved`);
    expect(approved.code).toBe(0);
    await registerByApi(request, WAITING);
  });

  test('a visitor registers, the admin approves it at price level 2, and the new buyer sees the level-2 price', async ({
    page,
  }) => {
    await page.goto('/register');
    const fields: [string, string][] = [
      ['Business Name', APPLICANT.companyNm],
      ['EIN', '98-7654321'],
      ['Business License', 'BL-2002'],
      ["Seller's Permit", 'SP-2002'],
      ['First Name', APPLICANT.firstname],
      ['Last Name', 'Leveltwo'],
      ['Email', APPLICANT.email],
      ['Password', APPLICANT.password],
      ['Telephone', '310-555-0180'],
      ['Mobile Phone', '310-555-0181'],
      ['Fax', '310-555-0182'],
      ['Address', '20 Level Street'],
      ['City', 'Carson'],
      ['Zip Code', '90745'],
      ['Remark', 'Two stores in Carson.'],
    ];
    for (const [label, value] of fields) await account(page).getByLabel(label).fill(value);
    await account(page).getByLabel('Business Type').selectOption('Retail store');
    await account(page).getByLabel('State').selectOption('CA');
    await account(page).getByRole('button', { name: 'SUBMIT FORM' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Register Success! One of our customer service reps will get back' }),
    ).toBeVisible();

    // Customer service is mailed a link to the registration, which opens it in the back office.
    await expect.poll(() => findEmail(dataDir(), APPLICANT.email, '/admin/registrations/')?.file ?? '').not.toBe('');
    const mailed = findEmail(dataDir(), APPLICANT.email, '/admin/registrations/')?.text ?? '';
    const link = /https?:\/\/[^\s/]+(\/admin\/registrations\/\d+)/.exec(mailed)?.[1] ?? '';
    expect(link).not.toBe('');
    await signInToBackOffice(page, link);
    await expect(admin(page).getByRole('heading', { level: 1, name: APPLICANT.companyNm })).toBeVisible();
    await expect(admin(page).getByRole('heading', { level: 2, name: 'Registration (Pending)' })).toBeVisible();
    await expect(admin(page).getByText('Two stores in Carson.')).toBeVisible();
    await expect(admin(page).getByRole('form', { name: 'Approve' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The queue: the registration with every field, decided from its row.
    await admin(page).getByRole('link', { name: 'Back to registrations' }).click();
    await expect(page).toHaveURL(/\/admin\/registrations$/);
    const queue = admin(page).getByRole('table', { name: 'Registrations waiting for a decision' });
    await expect(queue).toBeVisible();
    const row = rowOf(page, APPLICANT.companyNm);
    await expect(row).toContainText(APPLICANT.email);
    await row.getByText('Every field').click();
    await expect(row.getByText('SP-2002')).toBeVisible();
    await expect(row.getByText('310-555-0182')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const approve = row.getByRole('form', { name: `Approve ${APPLICANT.companyNm}` });
    // A seller's permit is on file: tax-exempt unless the rep says otherwise.
    await expect(approve.getByRole('checkbox', { name: 'Tax-exempt' })).toBeChecked();
    await approve.getByRole('button', { name: `Approve ${APPLICANT.companyNm}` }).click();
    await expect(approve.getByText('Price level is required')).toBeVisible();
    await approve.getByRole('combobox', { name: /^Price level/ }).selectOption({ label: 'Level 2' });
    await approve.getByRole('button', { name: `Approve ${APPLICANT.companyNm}` }).click();
    await expect(admin(page).getByRole('status').filter({ hasText: 'is approved' })).toHaveText(
      `${APPLICANT.companyNm} is approved at price level 2, tax-exempt. The applicant was emailed.`,
    );
    await expect(rowOf(page, APPLICANT.companyNm)).toHaveCount(0);
    await expect(rowOf(page, WAITING.companyNm)).toHaveCount(1);

    // The customers list finds it by company; its page shows the level the approval gave.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers' }).click();
    await expect(admin(page).getByRole('table', { name: 'Customers' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await admin(page).getByRole('searchbox', { name: 'Search' }).fill(APPLICANT.companyNm);
    await admin(page).getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(APPLICANT.companyNm);
    await admin(page).getByRole('link', { name: APPLICANT.companyNm }).click();
    await expect(admin(page).getByRole('heading', { level: 1, name: APPLICANT.companyNm })).toBeVisible();
    const fact = (term: string) =>
      admin(page)
        .locator('dt', { hasText: new RegExp(`^${term}$`) })
        .locator('+ dd');
    await expect(fact('Status')).toHaveText('Approved');
    await expect(fact('Price level')).toHaveText('2');
    await expect(fact('Tax-exempt')).toHaveText('Yes');
    await expect(fact('Credit limit')).toHaveText('None');
    await expectNoSeriousA11yViolations(page);

    // What the API prices a product at for level 2 and for level 1: a product whose two prices differ.
    const levelTwo = await yourPrices(page.request, APPLICANT, 'rice');
    const levelOne = await yourPrices(page.request, LEVEL_ONE, 'rice');
    const [sku, price] =
      [...levelTwo].find(
        ([id, yours]) => yours !== null && levelOne.get(id) !== undefined && levelOne.get(id) !== yours,
      ) ?? [];
    expect(sku).toBeDefined();
    expect(price).not.toBe(levelOne.get(sku!));

    // The new buyer signs in and sees the level-2 price.
    await page.goto('/login');
    await account(page).getByLabel('Email').fill(APPLICANT.email);
    await account(page).getByLabel('Password').fill(APPLICANT.password);
    await account(page).getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByTestId('welcome-text')).toContainText(APPLICANT.companyNm);
    await page.goto(`/product?id=${encodeURIComponent(sku!)}`);
    const prices = catalog(page).getByText(/^per /).locator('..');
    await expect(prices.getByText('Your Price').locator('xpath=following-sibling::*[1]')).toHaveText(dollars(price!));
  });

  for (const width of [1280, 768]) {
    test(`the registrations and customers pages are usable ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInToBackOffice(page, '/admin/registrations');
      const row = rowOf(page, WAITING.companyNm);
      await expect(row).toContainText(WAITING.email);
      await expect(row.getByRole('button', { name: `Approve ${WAITING.companyNm}` })).toBeVisible();
      await expect(row.getByRole('button', { name: `Reject ${WAITING.companyNm}` })).toBeVisible();
      await expectFitsWidth(page);
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/admin/customers?status=pending&q=${encodeURIComponent(WAITING.companyNm)}`);
      await admin(page).getByRole('link', { name: WAITING.companyNm }).click();
      await expect(admin(page).getByRole('heading', { level: 1, name: WAITING.companyNm })).toBeVisible();
      await expect(admin(page).getByRole('button', { name: 'Save terms' })).toBeVisible();
      await expectFitsWidth(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
