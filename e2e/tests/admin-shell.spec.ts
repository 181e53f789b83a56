import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { adminArea as admin, DEMO_ADMIN, expectFitsWidth, signInToBackOffice } from '../support/back-office';
import { API_HEADERS, signIn } from '../support/session';

/**
 * The back office (docs/product.md §13): the fourth remote in the host's staff frame, its own session beside
 * a buyer's in one browser, and the staff page an admin manages the staff with.
 */
const stamp = Date.now().toString(36);
const NEW_REP = { email: `rep-${stamp}@e2e.storefront`, name: `Riley ${stamp}` };

test.describe('the back office', () => {
  test("an admin signs in beside a buyer, sees the staff frame, adds a rep and sees its link; the buyer's storefront stays signed in", async ({
    page,
  }) => {
    const buyer = await signIn(page);

    await page.goto('/admin/staff');
    // No staff session: the staff guard asks to sign in, to come back here.
    await expect(page).toHaveURL(/\/admin\/login\?return=%2Fadmin%2Fstaff$/);
    await expect(admin(page).getByRole('heading', { level: 1, name: 'Back office sign in' })).toBeVisible();
    // The buyer's header, menu bar and footer are not drawn here.
    await expect(page.getByRole('banner')).toContainText('Back office');
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await admin(page).getByLabel('Email').fill(DEMO_ADMIN.email);
    await admin(page).getByLabel('Password').fill('not-the-password');
    await admin(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(admin(page).getByRole('alert')).toHaveText('The email or password is incorrect.');
    await admin(page).getByLabel('Password').fill(DEMO_ADMIN.password);
    await admin(page).getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/admin\/staff$/);
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Back office');
    await expect(banner).toContainText(DEMO_ADMIN.name);
    await expect(banner).toContainText('Admin');
    await expect(banner.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Back office' });
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Registrations',
      'Customers',
      'Orders',
      'Catalogue',
      'Content',
      'Service desk',
      'Staff',
      'Audit log',
    ]);
    await expect(admin(page).getByRole('table', { name: 'Staff members' })).toContainText(DEMO_ADMIN.email);
    await expectNoSeriousA11yViolations(page);

    const addForm = admin(page).getByRole('form', { name: 'Add staff member' });
    await addForm.getByRole('textbox', { name: 'Email' }).fill(NEW_REP.email);
    await addForm.getByRole('textbox', { name: 'Name' }).fill(NEW_REP.name);
    await addForm.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Sales rep' });
    await addForm.getByRole('button', { name: 'Add staff member' }).click();
    await expect(admin(page).getByRole('textbox', { name: 'Set-password link' })).toHaveValue(
      /\/admin\/set-password\?token=[\w-]{20,}$/,
    );
    await expect(admin(page).getByText(`${NEW_REP.email} is added.`)).toBeVisible();
    const row = admin(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: NEW_REP.email }) });
    await expect(row).toContainText('Sales rep');
    await expect(row).toContainText(NEW_REP.name);

    // The table sorts by a header, through the address.
    await admin(page).getByRole('button', { name: 'Role', exact: true }).click();
    await expect(page).toHaveURL(/sort=role&direction=asc/);
    await expect(admin(page).getByRole('columnheader', { name: /^Role/ })).toHaveAttribute('aria-sort', 'ascending');

    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(admin(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(admin(page)).toContainText(`Welcome, ${DEMO_ADMIN.name}.`);
    await expectNoSeriousA11yViolations(page);

    await menu.getByRole('link', { name: 'Audit log' }).click();
    const log = admin(page).getByRole('table', { name: 'Audit log entries' });
    await expect(log.getByRole('row').nth(1)).toContainText('staff.add');
    await expect(log.getByRole('row').nth(1)).toContainText(NEW_REP.email);
    await expectNoSeriousA11yViolations(page);
    await admin(page).getByRole('combobox', { name: 'Member' }).selectOption({ label: 'Command line' });
    await admin(page).getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?staffId=0$/);

    // The buyer, signed in in the same browser, still sees the storefront signed in.
    await page.goto('/');
    await expect(page.getByTestId('welcome-text')).toContainText('Welcome,');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    // And the member is still signed in to the back office.
    await page.goto('/admin');
    await expect(page.getByRole('banner')).toContainText(DEMO_ADMIN.name);

    // A buyer's token is no staff token.
    const refused = await page.request.get('/api/admin/orders/list', {
      headers: { ...API_HEADERS, authorization: `Bearer ${buyer.token}` },
    });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ message: 'Please sign in to the back office.' });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/');
    await expect(page.getByTestId('welcome-text')).toContainText('Welcome,');
  });

  for (const width of [1280, 768]) {
    test(`the staff page is usable ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInToBackOffice(page, '/admin/staff');
      await expect(admin(page).getByRole('table', { name: 'Staff members' })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }),
      ).toBeVisible();
      await expect(admin(page).getByRole('button', { name: 'Add staff member' })).toBeVisible();
      await expectFitsWidth(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
