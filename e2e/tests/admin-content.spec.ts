import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { adminArea as admin, expectFitsWidth, signInToBackOffice } from '../support/back-office';

/**
 * The storefront's content in the back office (docs/product.md §13.7): the demo admin edits the FAQ page, its
 * preview drawing what is typed through the storefront's sanitiser, saves it, and a visitor's next load of /faq
 * shows it, cleaned (nothing in it runs). The earlier version is then restored from the page's versions, and
 * the visitor's next load shows that again. The e-catalogs and the email list pages are seen on the way.
 */
const stamp = Date.now().toString(36);
const WORDS = `Orders placed before noon Pacific ship the same day (${stamp}).`;

const account = (page: Page) => page.locator('[data-boundary="account"]');

test.describe('editing the content', () => {
  test('staff edits the FAQ page and a visitor sees it', async ({ page, browser }) => {
    const visitor = await (await browser.newContext()).newPage();
    const dialogs: string[] = [];
    visitor.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visitor.goto('/faq');
    const before = account(visitor);
    await expect(before.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(before.getByText(WORDS)).toHaveCount(0);

    await signInToBackOffice(page, '/admin/content');
    const area = admin(page);
    await expect(area.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await area.getByRole('list', { name: 'Content pages' }).getByRole('link', { name: 'Pages' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/pages$/);
    const pages = area.getByRole('table', { name: 'Information pages' });
    await expect(pages).toContainText('/faq');
    await expectNoSeriousA11yViolations(page);

    await pages.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/content\/pages\/faq$/);
    await expect(area.getByRole('heading', { level: 1, name: 'Edit: FAQ' })).toBeVisible();
    const versions = area.getByRole('table', { name: 'Versions of FAQ, newest first' });
    const firstVersion = Number(
      ((await versions.getByRole('rowheader').first().textContent()) ?? '').match(/^Version (\d+)/)?.[1],
    );
    expect(firstVersion).toBeGreaterThan(0);

    // The preview draws as the storefront does: the script is not in it, the words are.
    const html = area.getByRole('textbox', { name: /^HTML/ });
    await html.fill(
      `<h2>Same-day shipping</h2><p onmouseover="alert('html')">${WORDS}</p><script>alert('script')</script><img src="x" alt="" onerror="alert('img')">`,
    );
    const preview = area.getByRole('region', { name: /^Preview of / });
    await expect(preview.getByRole('heading', { name: 'Same-day shipping' })).toBeVisible();
    await expect(preview.getByText(WORDS)).toBeVisible();
    await expect(preview.locator('script, [onmouseover], [onerror]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expectFitsWidth(page);
    }

    // Saved from the keyboard: the button is reached and pressed without the mouse.
    await area.getByRole('button', { name: 'Save page' }).focus();
    await page.keyboard.press('Enter');
    await expect(area.getByRole('status').filter({ hasText: 'Page saved as version' })).toHaveText(
      `Page saved as version ${firstVersion + 1}. Buyers see it on their next load.`,
    );
    await expect(html).not.toHaveValue(/script|onmouseover|onerror/);
    await expect(versions.getByRole('rowheader').first()).toHaveText(`Version ${firstVersion + 1}Current`);

    // The visitor's next load.
    await visitor.reload();
    const after = account(visitor);
    await expect(after.getByText(WORDS)).toBeVisible();
    await expect(after.getByRole('heading', { name: 'Same-day shipping' })).toBeVisible();
    await expect(after.locator('script, [onmouseover], [onerror]')).toHaveCount(0);
    expect(dialogs).toEqual([]);

    // The version before is restored as the next one, and the visitor sees it again.
    await versions.getByRole('button', { name: `View Version ${firstVersion}` }).click();
    const dialog = page.getByRole('dialog', { name: `Version ${firstVersion} of FAQ` });
    await expect(dialog.getByRole('region', { name: `Version ${firstVersion} as buyers saw it` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await expect(area.getByRole('status').filter({ hasText: 'is restored' })).toHaveText(
      `Version ${firstVersion} is restored as version ${firstVersion + 2}. Buyers see it on their next load.`,
    );
    await visitor.reload();
    await expect(account(visitor).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(account(visitor).getByText(WORDS)).toHaveCount(0);

    // The other content pages open from the pages' list, each without a serious accessibility fault.
    await area.getByRole('link', { name: 'Back to the pages' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/pages$/);
    const nav = area.getByRole('navigation', { name: 'Content' });
    await nav.getByRole('link', { name: 'E-catalogs' }).click();
    await expect(area.getByRole('table', { name: "E-catalogs, in the storefront's order" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await nav.getByRole('link', { name: 'Newsletter' }).click();
    await expect(area.getByRole('table', { name: 'Email list sign-ups, newest first' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await visitor.context().close();
  });
});
