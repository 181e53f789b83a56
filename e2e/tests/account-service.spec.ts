import { expect, test, type Page } from '@playwright/test';
import { findEmail } from '../support/account-mail';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { dataDir } from '../support/remotes';
import { screenshotAtWidths } from '../support/screenshots';
import { DEMO_BUYER, signIn } from '../support/session';

const account = (page: Page) => page.locator('[data-boundary="account"]');

test.describe('signing in', () => {
  test('the demo buyer signs in with the form, by keyboard; the header follows at once', async ({ page }) => {
    await page.goto('/login');
    const area = account(page);
    await expect(area.getByRole('heading', { level: 1, name: 'Sign In or Register' })).toBeVisible();
    await expect(area.getByRole('link', { name: 'REGISTER' })).toHaveAttribute('href', '/register');
    for (const benefit of [
      'Access the wholesale catalog',
      'Faster checkout',
      'Quick reorders and favorites lists',
      'Track order status and history',
    ])
      await expect(area.getByText(benefit)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'account-sign-in');

    await area.getByLabel('Email').focus();
    await page.keyboard.type(DEMO_BUYER.email);
    await page.keyboard.press('Tab');
    await expect(area.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(DEMO_BUYER.password);
    await page.keyboard.press('Tab');
    await expect(area.getByLabel('Remember me')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(area.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(area.getByRole('button', { name: 'SIGN IN' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('welcome-text')).toContainText('Reyes Home & Kitchen Supply');
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
    // A signed-in page load: no reload happened, the header changed in place.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      root: localStorage.getItem('root'),
    }));
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(stored.root ?? '{}').user.loginDt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test('a wrong password shows the server message and stays on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    const area = account(page);
    await area.getByLabel('Email').fill(DEMO_BUYER.email);
    await area.getByLabel('Password').fill('not-the-password');
    await area.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(area.getByLabel('Email')).toHaveValue(DEMO_BUYER.email);
  });

  test('a return path on the site is followed after signing in, another site never', async ({ page }) => {
    await page.goto('/login?returnTo=%2Fmyaccount%2Fpassword');
    await account(page).getByLabel('Email').fill(DEMO_BUYER.email);
    await account(page).getByLabel('Password').fill(DEMO_BUYER.password);
    await account(page).getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(/\/myaccount\/password$/);

    await page.goto('/login?returnTo=https%3A%2F%2Fevil.example%2F');
    await account(page).getByLabel('Email').fill(DEMO_BUYER.email);
    await account(page).getByLabel('Password').fill(DEMO_BUYER.password);
    await account(page).getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });

  test('the registration and forgot-password pages check their fields', async ({ page }) => {
    await page.goto('/register');
    const area = account(page);
    await expect(area.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'account-register');
    await area.getByLabel('Business Name').fill('Half Filled LLC');
    await area.getByRole('button', { name: 'SUBMIT FORM' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'All forms must be fill.' })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    await page.goto('/forgot-password');
    await area.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(area.getByText('Email is required')).toBeVisible();
    await area.getByLabel('Email').fill('no-at-sign');
    await area.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(area.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'account-forgot-password');
    await area.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});

test.describe('customer service and content', () => {
  test('a contact message with an attachment reaches the service mailbox', async ({ page }) => {
    await signIn(page);
    await page.goto('/contactus');
    const area = account(page);
    await expect(area.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(area.getByText('Questions about an order, a quote or an account?')).toBeVisible();
    await expect(area.getByLabel('First Name')).toHaveValue('Dana');
    await expect(area.getByLabel('Email')).toHaveValue(DEMO_BUYER.email);
    await expect(
      area.getByText('Up to 5 files, 5 MB each and 20 MB in all: PDF, PNG, JPEG, GIF, WebP, TXT, CSV, XLSX or DOCX.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'account-contact');

    await area.getByRole('textbox', { name: /^Message/ }).fill('Too short');
    await area.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter a message of at least 10 characters.' }),
    ).toBeVisible();

    const stamp = `quote-${Date.now().toString(36)}`;
    await area.getByRole('textbox', { name: /^Message/ }).fill(`Please quote 200 rice cookers, reference ${stamp}.`);
    await area.getByLabel('Attachments').setInputFiles({
      name: `${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from('sku,qty\nTIG-1001,200\n'),
    });
    await expect(area.getByRole('list', { name: 'Attached files' })).toContainText(`${stamp}.csv`);
    await area.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Submit Successful!' })).toBeVisible();
    await expect(area.getByRole('textbox', { name: /^Message/ })).toHaveValue('');

    await expect.poll(() => findEmail(dataDir(), stamp, `${stamp}.csv`)?.text ?? '').toContain('Dana Reyes');
    const mail = findEmail(dataDir(), stamp, `${stamp}.csv`)?.text ?? '';
    expect(mail).toContain('TIG-1001,200');
    expect(mail).toMatch(/To: service@/i);
  });

  test('a file the server would refuse is refused before upload', async ({ page }) => {
    await signIn(page);
    await page.goto('/contactus');
    // The server draws the form; it takes files once the page is alive.
    await expect(account(page)).toHaveAttribute('data-remote-status', 'ready');
    await account(page)
      .getByLabel('Attachments')
      .setInputFiles({
        name: 'tool.exe',
        mimeType: 'application/x-msdownload',
        buffer: Buffer.from('MZ'),
      });
    await expect(account(page).getByRole('alert')).toContainText(
      'tool.exe: only PDF, image, text, CSV, Excel and Word files can be attached.',
    );
  });

  for (const [path, title, text] of [
    ['/terms', 'Terms & Conditions', 'All orders are subject to acceptance'],
    ['/privacy-policy', 'Privacy Policy', 'We never store full card numbers'],
    ['/shipping-policy', 'Shipping Policy', 'Orders ship by ground freight'],
    ['/aboutus', 'About Us', 'We are a wholesale distributor'],
    ['/accessibility', 'Accessibility', 'We aim for WCAG 2.2 AA'],
    ['/faq', 'Frequently Asked Questions', 'How do I open an account?'],
  ] as const) {
    test(`${path} shows its CMS page to a visitor`, async ({ page }) => {
      await page.goto(path);
      const area = account(page);
      await expect(area.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(area.getByText(text)).toBeVisible();
      await expect(area.getByRole('heading', { level: 1 })).toHaveCount(1);
      // The browser tab names the page too.
      await expect(page).toHaveTitle(`${title} | Wholesale Storefront`);
      if (path === '/faq') {
        await expectNoSeriousA11yViolations(page);
        await screenshotAtWidths(page, 'account-faq');
      }
    });
  }

  test('CMS markup runs no script in the browser', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route('**/api/system/get-cms?gubun=faq', (route) =>
      route.fulfill({
        json: {
          is_success: true,
          cms: {
            gubun: 'faq',
            title: 'FAQ',
            contents:
              '<p id="safe">Safe paragraph</p><script>window.pwned = 1</script><img src="/missing.png" onerror="window.pwned = 2; alert(2)">' +
              '<a href="javascript:window.pwned=3">Click me</a><iframe src="javascript:alert(4)"></iframe>' +
              '<svg><script>window.pwned = 5</script></svg><p onclick="window.pwned = 6" style="position:fixed;inset:0">Covered?</p>',
          },
        },
      }),
    );
    // A page opened by address comes drawn by the server from the page it read itself (cleaned there as
    // it is stored: the account remote's server test); this one is opened within the live site, so the
    // browser reads the markup above and its own sanitiser draws it.
    await page.goto('/login');
    await expect(account(page)).toHaveAttribute('data-remote-status', 'ready');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    const area = account(page);
    await expect(area.getByText('Safe paragraph')).toBeVisible();
    await area.getByText('Click me').click();
    await area.getByText('Covered?').click();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await area.locator('script, iframe, svg, [onclick], [onerror], [style]').count()).toBe(0);
  });
});
