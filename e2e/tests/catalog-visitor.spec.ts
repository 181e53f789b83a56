import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { catalogArea } from '../support/catalog-helpers';
import { screenshotAtWidths } from '../support/screenshots';

test.describe('a visitor in the catalog', () => {
  test('sees the shop window without prices, and product, category and brand clicks lead to sign-in', async ({
    page,
  }) => {
    await page.goto('/');
    const catalog = catalogArea(page);
    await expect(catalog.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(catalog.getByRole('link', { name: 'Login to see price' })).toHaveAttribute('href', '/login');
    const bestSellers = catalog.getByRole('region', { name: 'Best Sellers' });
    await expect(bestSellers.getByRole('article').first()).toBeVisible();
    await expect(bestSellers.getByText('Login to see price').first()).toBeVisible();
    await expect(catalog.getByText(/Your Price|SRP/)).toHaveCount(0);
    await expect(catalog.getByText(/\$\d/)).toHaveCount(0);
    await expect(catalog.getByRole('link', { name: 'Request a Quote', exact: true })).toHaveAttribute(
      'href',
      '/contactus?kind=quote',
    );

    // Checked live: on the drawn page, until the render takes over, its #root is aria-disabled, and its
    // controls are held by the guard.
    await expect(catalog).toHaveAttribute('data-remote-status', 'ready');
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'catalog-home-visitor');

    await bestSellers.getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/');
    await catalog.getByRole('region', { name: 'Shop Categories' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/');
    await catalog.getByRole('region', { name: 'Shop By Brand' }).getByRole('link', { name: 'HARIO' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Request a Quote opens the contact page (it used to send a visitor home): its text, and a way to sign in.
    // Clicked once the page is alive: on the drawn page before it, the link is a plain one that loads a page.
    await page.goto('/');
    await expect(catalog).toHaveAttribute('data-remote-status', 'ready');
    await catalog.getByRole('link', { name: 'Request a Quote', exact: true }).click();
    await expect(page).toHaveURL(/\/contactus\?kind=quote$/);
    const account = page.locator('[data-boundary="account"]');
    await expect(account.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    // A move inside the site takes keyboard focus to the new page's main area, and the tab names it.
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveTitle('Contact Us | Wholesale Storefront');
    await account.getByRole('link', { name: 'sign in' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcontactus%3Fkind%3Dquote$/);
  });

  test("the catalog's first load is small: the federation entry, the routes table and the home page only", async ({
    page,
  }) => {
    const loaded: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      const url = response.url();
      if (url.includes('/remotes/mf-catalog/') && url.endsWith('.js')) {
        loaded.push({ url, bytes: (await response.body()).length });
      }
    });
    await page.goto('/');
    await expect(catalogArea(page)).toHaveAttribute('data-remote-status', 'ready');
    const files = loaded.map((entry) => entry.url.split('/').pop() ?? '');
    // The kernel, React and the router come from the host as shared singletons, never from this remote.
    const total = loaded.reduce((sum, entry) => sum + entry.bytes, 0);
    console.log(`catalog first load: ${files.join(', ')} = ${(total / 1024).toFixed(1)} KiB`);
    expect(files).toContain('remoteEntry.js');
    expect(files.length).toBeLessThanOrEqual(4);
    expect(total).toBeLessThan(140 * 1024);
  });

  test('a page the server drew asks for its scripts only once it is painted and loaded, then comes alive', async ({
    page,
  }) => {
    await page.goto('/');
    const catalog = catalogArea(page);
    await expect(catalog).toHaveAttribute('data-remote-status', 'ready');
    const timing = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.painted).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(0);
    // Every script, the shell's and the remote's, was asked for after the paint and the page's load.
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(Math.max(timing.painted!, timing.loaded));
    // Alive: the carousel's arrows answer.
    const carousel = catalog.getByRole('region', { name: 'Featured promotions' });
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('group')).toHaveAccessibleName(/^2 of 3/);
  });

  test('a page only buyers see comes drawn as home, where the visitor is sent, and home comes alive', async ({
    page,
  }) => {
    const productCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/product/')) productCalls.push(request.url());
    });
    // Each frame, whether home's carousel is on the page: once shown, it must never go, as it would if the
    // first render drew the guarded page (nothing) before the session guard moved home.
    await page.addInitScript(() => {
      const frames = { shown: 0, goneAfter: 0 };
      Object.assign(window, { homeFrames: frames });
      const sample = () => {
        if (document.querySelector('[aria-label="Featured promotions"]')) frames.shown += 1;
        else if (frames.shown > 0) frames.goneAfter += 1;
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const response = await page.goto('/brands');
    // The server drew home, the page the session guard sends a visitor to (a typed address carries no cookie).
    expect(await response!.text()).toContain('aria-label="Featured promotions"');
    await expect(page).toHaveURL(/\/$/);
    const catalog = catalogArea(page);
    await expect(catalog).toHaveAttribute('data-remote-status', 'ready');
    await expect(catalog.getByRole('region', { name: 'Best Sellers' }).getByRole('article').first()).toBeVisible();
    // Home was drawn from the answers sent with it: its rails were not asked for again.
    await page.waitForLoadState('networkidle');
    expect(productCalls).toEqual([]);
    type Frames = { shown: number; goneAfter: number };
    const frames = await page.evaluate(() => (window as unknown as { homeFrames: Frames }).homeFrames);
    expect(frames.shown).toBeGreaterThan(0);
    expect(frames.goneAfter).toBe(0);
    await expect(page).toHaveTitle(/Wholesale Storefront/);
  });

  test('the banner carousel moves by arrows and dots and wraps around', async ({ page }) => {
    await page.goto('/');
    const carousel = catalogArea(page).getByRole('region', { name: 'Featured promotions' });
    const current = carousel.getByRole('group');
    await expect(current).toHaveAccessibleName(/^1 of 3/);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(current).toHaveAccessibleName(/^3 of 3/);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAccessibleName(/^1 of 3/);
    await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(current).toHaveAccessibleName(/^2 of 3/);
  });

  test('opens an e-catalog PDF in a new tab; the page is public', async ({ page, context }) => {
    await page.goto('/ecatalog');
    const catalog = catalogArea(page);
    await expect(catalog.getByRole('heading', { level: 1, name: 'E-Catalogs' })).toBeVisible();
    const card = catalog.getByRole('link', { name: /^Kitchen Catalog 2025/ });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('target', '_blank');
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'catalog-ecatalog');

    const [tab] = await Promise.all([context.waitForEvent('page'), card.click()]);
    await expect(tab).toHaveURL(/\/uploads\/ecatalogs\/kitchen-catalog-2025\.pdf$/);
    await tab.close();
  });
});
