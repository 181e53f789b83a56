import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { runAdmin } from '../support/admin-cli';
import { registration } from '../support/registration';
import { API_HEADERS, signIn } from '../support/session';

/**
 * The site runs under a Content-Security-Policy that forbids inline script but the two a drawn page has
 * (the guard of its controls, the loader of its scripts), allowed by their texts' hashes: every page still
 * loads (the bundles are files of our own), and markup a buyer typed into their account shows as text.
 */
const stamp = Date.now().toString(36);
const MARKUP_COMPANY = `<img src=x onerror="window.__pwned='img'"> Co ${stamp}`;
const MARKUP_NAME = `<script>window.__pwned='script'</script>`;

/** Collects what the browser says about the policy on this page: any violation is a failure. */
const watchPolicy = (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return violations;
};

test.describe('Content-Security-Policy', () => {
  test('visitor and buyer pages load under the policy with no violation reported', async ({ page }) => {
    const violations = watchPolicy(page);
    const home = await page.goto('/');
    const csp = (await home!.headerValue('content-security-policy')) ?? '';
    const [own, ...hashes] = (/script-src ([^;]+)/.exec(csp)?.[1] ?? '').trim().split(/\s+/);
    expect(own).toBe("'self'");
    await expect(page.locator('[data-boundary="catalog"]')).toHaveAttribute('data-remote-status', 'ready');
    // The drawn page's two inline scripts, and no other, are allowed by their hashes.
    const inline = await page.locator('script:not([src]):not([type])').allTextContents();
    expect(inline).toHaveLength(2);
    const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(hashes.sort()).toEqual(inline.map(hashOf).sort());

    await page.goto('/search?keyword=rice');
    await expect(page.locator('[data-boundary="catalog"]')).toHaveAttribute('data-remote-status', 'ready');
    await page.goto('/login');
    await expect(page.locator('[data-boundary="account"]')).toHaveAttribute('data-remote-status', 'ready');

    await signIn(page);
    for (const path of ['/cart', '/myaccount']) {
      const response = await page.goto(path);
      expect(await response!.headerValue('content-security-policy')).toBe(csp);
      const area = page.locator(`[data-boundary="${path === '/cart' ? 'checkout' : 'account'}"]`);
      await expect(area).toHaveAttribute('data-remote-status', 'ready');
    }
    expect(violations).toEqual([]);
  });

  test('a drawn page sends no form and takes no keystroke before its code is there; its links are plain links', async ({
    page,
  }) => {
    // The shell's entry never arrives: the page stays as the server drew it.
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
    });
    await page.goto('/login');
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toBeVisible();
    // Said to be disabled, so assistive technology and test tools wait for the page.
    await expect(email).toBeDisabled();
    await email.focus();
    await page.keyboard.type('buyer@demo.storefront');
    await expect(email).toHaveValue('');
    await page.keyboard.press('Enter');
    await page.getByRole('form', { name: 'Sign in' }).getByRole('button').click({ force: true });
    // A link still loads its page, and nothing was sent on the way.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click({ force: true });
    await expect(page).toHaveURL(/\/aboutus$/);
    expect(navigations.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(['/login', '/aboutus']);
  });

  test('an inline script added to the page does not run, and the browser reports it', async ({ page }) => {
    const violations = watchPolicy(page);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    const reported = page.waitForEvent('console', (m) => /Content[- ]Security[- ]Policy/i.test(m.text()));
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = "window.__inline = 'ran'";
      document.body.append(script);
      return (window as unknown as { __inline?: string }).__inline ?? null;
    });
    expect(ran).toBeNull();
    await reported;
    expect(violations.length).toBeGreaterThan(0);
  });
});

test.describe('markup in account data', () => {
  test('a company and name made of markup are shown as text and never run', async ({ page, request }) => {
    const email = `markup-${stamp}@e2e.storefront`;
    const password = `Markup-Pass-${stamp}`;
    const registered = await request.post('/api/customer/register', {
      headers: API_HEADERS,
      data: {
        customerInfo: registration({ email, password, firstname: MARKUP_NAME, companyNm: MARKUP_COMPANY }),
      },
    });
    expect(registered.status()).toBe(200);
    expect(runAdmin('approve', email).code).toBe(0);

    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await signIn(page, { email, password });
    await page.goto('/myaccount');
    await expect(page.getByTestId('welcome-text')).toContainText(MARKUP_COMPANY);
    await expect(page.getByTestId('welcome-text')).toContainText(MARKUP_NAME);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null)).toBeNull();
    expect(dialogs).toEqual([]);
  });
});
