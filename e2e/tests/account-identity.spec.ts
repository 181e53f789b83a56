import { expect, test, type Page } from '@playwright/test';
import { findEmail, resetLinkIn } from '../support/account-mail';
import { runAdmin } from '../support/admin-cli';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { screenshotAtWidths } from '../support/screenshots';
import { registration } from '../support/registration';
import { dataDir } from '../support/remotes';
import { API_HEADERS } from '../support/session';

/**
 * Journeys that need accounts of their own, approved by a rep with the admin CLI while the store
 * keeps running (the CLI hands the approval to the server that owns the database).
 */
const stamp = Date.now().toString(36);
const person = (role: string) => ({
  email: `${role}-${stamp}@e2e.storefront`,
  password: `${role}-Pass-2025`,
  companyNm: `${role[0]?.toUpperCase()}${role.slice(1)} Trading ${stamp}`,
  firstname: role === 'applicant' ? 'Ada' : 'Lee',
});
const APPLICANT = person('applicant');
const RESETTER = person('resetter');
const CHANGER = person('changer');
const EDITOR = person('editor');

const url = (path: string) => `${process.env.E2E_BASE_URL ?? ''}${path}`;
const account = (page: Page) => page.locator('[data-boundary="account"]');

const approve = (email: string) => {
  const result = runAdmin('approve', email);
  expect(result.output).toContain(`${email}: approved`);
  expect(result.code).toBe(0);
};

async function signInWithForm(page: Page, who: { email: string; password: string }) {
  await page.goto(url('/login'));
  await account(page).getByLabel('Email').fill(who.email);
  await account(page).getByLabel('Password').fill(who.password);
  await account(page).getByRole('button', { name: 'SIGN IN' }).click();
}

const expectSignedIn = async (page: Page, who: ReturnType<typeof person>) => {
  await expect(page).toHaveURL(url('/'));
  await expect(page.getByTestId('welcome-text')).toContainText(who.companyNm);
};

test.describe('accounts approved with the admin CLI', () => {
  test.beforeAll(async ({ request }) => {
    for (const who of [RESETTER, CHANGER, EDITOR]) {
      const answer = await request.post(url('/api/customer/register'), {
        headers: API_HEADERS,
        data: { customerInfo: registration(who) },
      });
      expect(answer.ok()).toBe(true);
    }
    [RESETTER, CHANGER, EDITOR].forEach((who) => approve(who.email));
  });

  test('a business registers, is told it awaits approval, is approved with the admin CLI and signs in', async ({
    page,
  }) => {
    await page.goto(url('/register'));
    const area = account(page);
    const fields: [string, string][] = [
      ['Business Name', APPLICANT.companyNm],
      ['EIN', '98-7654321'],
      ['Business License', 'BL-778'],
      ["Seller's Permit", 'SP-778'],
      ['First Name', APPLICANT.firstname],
      ['Last Name', 'Applicant'],
      ['Email', APPLICANT.email],
      ['Password', APPLICANT.password],
      ['Telephone', '310-555-0170'],
      ['Mobile Phone', '310-555-0171'],
      ['Fax', '310-555-0172'],
      ['Address', '77 Harbor Blvd'],
      ['City', 'Long Beach'],
      ['Zip Code', '90802'],
      ['Remark', 'We run three kitchen stores.'],
    ];
    for (const [label, value] of fields) await area.getByLabel(label).fill(value);
    await area.getByLabel('Business Type').selectOption('Retail store');
    await area.getByLabel('State').selectOption('CA');
    await expect(area.getByLabel('Country')).toHaveValue('United States');
    await area.getByRole('button', { name: 'SUBMIT FORM' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Register Success! One of our customer service reps will get back to you' }),
    ).toBeVisible();
    await expect(page).toHaveURL(url('/'));

    await signInWithForm(page, APPLICANT);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your account is awaiting approval by our customer service team.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(url('/login'));

    expect(runAdmin('list-pending').output).toContain(APPLICANT.email);
    approve(APPLICANT.email);

    await signInWithForm(page, APPLICANT);
    await expectSignedIn(page, APPLICANT);
    await expect(page.getByTestId('welcome-text')).toContainText(APPLICANT.firstname);
  });

  test('forgot password: the emailed link sets a new password; the old one stops working', async ({ page }) => {
    await page.goto(url('/forgot-password'));
    const area = account(page);
    await area.getByLabel('Email').fill(RESETTER.email);
    await area.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(area.getByRole('status')).toContainText('a reset link has been sent');
    await expect(area.getByRole('button', { name: 'Send Another Link' })).toBeVisible();

    await expect
      .poll(() => findEmail(dataDir(), `To: ${RESETTER.email}`, '/reset-password?token=')?.file ?? '')
      .not.toBe('');
    const link = resetLinkIn(findEmail(dataDir(), `To: ${RESETTER.email}`, '/reset-password?token=')?.text ?? '');
    await page.goto(url(link));
    await expect(area.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'account-reset-password');
    const newPassword = 'Brand-new-pass-77';
    await area.getByLabel('New Password').fill(newPassword);
    await area.getByLabel('Confirm Password').fill('Something-else-77');
    await area.getByRole('button', { name: 'Reset Password' }).click();
    await expect(area.getByText('Passwords do not match')).toBeVisible();
    await area.getByLabel('Confirm Password').fill(newPassword);
    await area.getByRole('button', { name: 'Reset Password' }).click();
    await expect(area.getByRole('button', { name: 'Go to Login' })).toBeVisible();
    await expect(area.getByRole('link', { name: 'Sign in here' })).toBeVisible();
    await expect(page).toHaveURL(url('/login'), { timeout: 10_000 });

    await signInWithForm(page, RESETTER);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await signInWithForm(page, { email: RESETTER.email, password: newPassword });
    await expectSignedIn(page, RESETTER);

    // The link works once.
    await page.goto(url(link));
    await area.getByLabel('New Password').fill('Another-pass-88');
    await area.getByLabel('Confirm Password').fill('Another-pass-88');
    await area.getByRole('button', { name: 'Reset Password' }).click();
    await expect(area.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
  });

  test('change password in my account; the new password signs in, the old one does not', async ({ page }) => {
    await signInWithForm(page, CHANGER);
    await expectSignedIn(page, CHANGER);
    await page.goto(url('/myaccount/password'));
    const area = account(page);
    const newPassword = 'Changed-pass-2026';
    await area.getByLabel('Old Password').fill('not-my-password');
    await area.getByLabel('New Password').fill(newPassword);
    await area.getByLabel('Confirm Password').fill(newPassword);
    await area.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The current password is incorrect.' })).toBeVisible();

    await area.getByLabel('Old Password').fill(CHANGER.password);
    await area.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password changed Successfully' })).toBeVisible();
    // The session goes on with the fresh token.
    await area.getByRole('link', { name: 'ORDERS' }).click();
    await expect(area.getByText('No orders')).toBeVisible();
    await expect(page).toHaveURL(url('/myaccount/orders'));

    // Logging out loads the home page again once the server has ended the session: waited for, so the
    // sign-in page below is not left for that load.
    const homeLoaded = page.waitForEvent('load');
    await area.getByRole('button', { name: 'Log out' }).click();
    await homeLoaded;
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await signInWithForm(page, CHANGER);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await signInWithForm(page, { email: CHANGER.email, password: newPassword });
    await expectSignedIn(page, CHANGER);
  });

  test('edit customer info; the header follows and the change is kept', async ({ page }) => {
    await signInWithForm(page, EDITOR);
    await expectSignedIn(page, EDITOR);
    await page.goto(url('/myaccount/customer'));
    const area = account(page);
    await expect(area.getByLabel('User ID')).toHaveAttribute('readonly', '');
    await expect(area.getByLabel('Business Name')).toHaveValue(EDITOR.companyNm);
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'account-customer-info');
    const renamed = `Renamed Supply ${stamp}`;
    await area.getByLabel('Business Name').fill(renamed);
    await area.getByLabel('First Name').fill('Robin');
    await area.getByLabel('Fax').fill('310-555-0999');
    await area.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Customer info saved' })).toBeVisible();
    await expect(page.getByTestId('welcome-text')).toContainText(renamed);
    await expect(page.getByTestId('welcome-text')).toContainText('Robin');

    await page.reload();
    await expect(area.getByLabel('Business Name')).toHaveValue(renamed);
    await expect(area.getByLabel('Fax')).toHaveValue('310-555-0999');
  });

  test('another customer’s order number shows Order not found', async ({ page }) => {
    await signInWithForm(page, EDITOR);
    await expect(page).toHaveURL(url('/'));
    // The seeded demo buyer's first order on this server: it exists, but is not this buyer's.
    await page.goto(url('/order/500001'));
    await expect(account(page).getByText('Order not found')).toBeVisible();
    await expect(account(page).getByRole('region', { name: 'Order Details' })).toHaveCount(0);
  });
});
