import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { dataDir, repoint, serveReleasesFrom } from '../support/remotes';
import { signIn, unsignedToken } from '../support/session';

const expectShell = async (page: Page) => {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('search')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
};

test.describe('the shell and its runtime remotes', () => {
  test('the home page renders the shell and the catalog remote', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/');
    await expectShell(page);
    const catalog = page.locator('[data-boundary="catalog"]');
    await expect(catalog).toHaveAttribute('data-remote-status', 'ready');
    await expect(catalog).toHaveAttribute('data-remote-version', /^0\.1\.0-/);
    await expect(catalog.getByRole('link', { name: 'Login to see price' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The icon is in the page, so the browser does not ask for a /favicon.ico that is not there.
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    expect(errors).toEqual([]);
  });

  test("the page carries the remotes pointer and preloads the landing route's remote, so boot fetches no pointer", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto('/ecatalog');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<script type="application\/json" id="remotes-pointer">\{"remotes":/);
    const preloads = [...html.matchAll(/<link rel="?preload"? as="?(\w+)"?[^>]* href="?([^" >]+)/g)].map(
      ([, as, href]) => `${as} ${href}`,
    );
    expect(preloads).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^fetch \/remotes\/mf-catalog\/[^/]+\/mf-manifest\.json$/),
        expect.stringMatching(/^script \/remotes\/mf-catalog\/[^/]+\/remoteEntry\.js$/),
        expect.stringMatching(/^script \/remotes\/mf-catalog\/[^/]+\/page-ecatalog\.\w+\.js$/),
        expect.stringMatching(/^script \/main\.\w+\.js$|^script \/\d+\.\w+\.js$/),
      ]),
    );
    expect(preloads.some((line) => line.includes('mf-account') || line.includes('mf-checkout'))).toBe(false);
    await expect(page.locator('[data-boundary="catalog"]')).toHaveAttribute('data-remote-status', 'ready');
    expect(requested).not.toContain('/remotes.json');
  });

  test('a returning visitor’s browser asks the server for none of the released build again', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-boundary="catalog"]')).toHaveAttribute('data-remote-status', 'ready');
    // The second visit in the same browser: only what a promote can change (the page) is asked again.
    const visit = await page.goto('/');
    expect(visit?.status()).toBe(200);
    await expect(page.locator('[data-boundary="catalog"]')).toHaveAttribute('data-remote-status', 'ready');
    const fromCache = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/remotes\/mf-catalog\/[^/]+\/(mf-manifest\.json|remoteEntry\.js)$/.test(entry.name))
        .map((entry) => ({
          file: entry.name.split('/').pop(),
          transferSize: (entry as PerformanceResourceTiming).transferSize,
        })),
    );
    expect([...new Set(fromCache.map((entry) => entry.file))].sort()).toEqual(['mf-manifest.json', 'remoteEntry.js']);
    // transferSize 0: served from the browser's cache without asking the server (a 304 would carry headers).
    expect(fromCache.every((entry) => entry.transferSize === 0)).toBe(true);
  });

  test("every remote's entry runs on the shell's federation runtime and carries none of its own", async ({
    request,
  }) => {
    const pointer = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, { url: string }> };
    const remotes = Object.values(pointer.remotes);
    expect(remotes).toHaveLength(4);
    for (const { url } of remotes) {
      const manifest = await (await request.get(url)).json();
      expect(manifest.metaData.federationRuntime.mode).toBe('hosted');
      const entryMap = await request.get(
        url.replace(/mf-manifest\.json$/, `${manifest.metaData.remoteEntry.name}.map`),
      );
      const sources: string[] = (await entryMap.json()).sources;
      // The bundler's own container glue stays; the runtime packages come from the shell.
      expect(sources.some((source) => source.includes('webpack/container-entry'))).toBe(true);
      expect(
        sources.filter((source) => /@module-federation[\\/](runtime-core|webpack-bundler-runtime)[\\/]/.test(source)),
      ).toEqual([]);
    }
  });

  test('visiting /login and /cart loads the account and checkout remotes', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'My Account' }).waitFor();
    await page.goto('/login');
    await expect(
      page.locator('[data-boundary="account"]').getByRole('heading', { name: 'Sign In or Register' }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('[data-boundary="checkout"]').getByRole('heading', { name: 'My Cart' })).toBeVisible();
  });

  test('Escape hides a category submenu opened by the pointer or the keyboard (WCAG 1.4.13)', async ({ page }) => {
    await page.goto('/');
    // Escape is the live menu's: the server's paint of the page opens a submenu on hover, no more.
    await page.locator('[data-remote-status="ready"]').first().waitFor();
    const menu = page.getByRole('navigation', { name: 'Categories' });
    const category = menu.locator('li:has(ul)').first();
    const firstChild = category.locator('ul a').first();
    await category.locator('a').first().hover();
    await expect(firstChild).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(firstChild).toBeHidden();
    await page.mouse.move(0, 0);
    await category.locator('a').first().focus();
    await expect(firstChild).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstChild).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstChild).toBeHidden();
    await expect(category.locator('a').first()).toBeFocused();
  });

  test('a guarded page without a session sends the visitor home', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-boundary="catalog"]').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a visitor landing on a search link is sent home without the search being asked for', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.get('keyword') === 'steel') searches.push(request.url());
    });
    await page.goto('/search?keyword=steel');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-boundary="catalog"]').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Only the page itself was asked for: the search page's calls never started without a session.
    expect(searches).toEqual([expect.stringMatching(/\/search\?keyword=steel$/)]);
  });

  test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
    const answer = await page.goto('/no-such-page');
    // The server says so too, for crawlers and link checkers; the shell still shows the page.
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectShell(page);
  });

  test('the kernel is one instance: the shell resetting the user is seen by the catalog remote at once', async ({
    page,
  }) => {
    const buyer = await signIn(page);
    await page.goto('/');
    const catalog = page.locator('[data-boundary="catalog"]');
    await expect(page.getByTestId('welcome-text')).toContainText(String(buyer.companyNm));
    await expect(catalog.getByRole('link', { name: 'Login to see price' })).toHaveCount(0);

    // The session runs out while the page is open (its stored token is now past its expiry). Opening
    // a guarded page, the shell's guard resets the user in the kernel's store and goes home; the
    // catalog remote, loaded before, shows the visitor's view at once, without a reload.
    await page.evaluate(
      (token) => localStorage.setItem('token', token),
      unsignedToken(Math.floor(Date.now() / 1000) - 60),
    );
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Brands' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(catalog.getByRole('link', { name: 'Login to see price' }).first()).toBeVisible();
    await expect(page.getByTestId('welcome-text')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });
});

test.describe('a remote that cannot be loaded', () => {
  test('a stopped remote server shows only that remote’s fallback; the rest keeps working', async ({ page }) => {
    const releases = path.join(dataDir(), 'releases', 'mf-checkout');
    const cdn = await serveReleasesFrom(releases);
    const restore = repoint((pointer) => {
      const checkout = pointer.remotes.checkout!;
      checkout.url = `${cdn.origin}/${checkout.version}/mf-manifest.json`;
    });
    try {
      await signIn(page);
      await page.goto('/cart');
      await expect(page.locator('[data-boundary="checkout"]').getByRole('heading', { name: 'My Cart' })).toBeVisible();

      await cdn.stop();
      await page.reload();
      const checkout = page.locator('[data-boundary="checkout"]');
      await expect(checkout.getByRole('alert')).toContainText('This part of the store is not available right now.');
      await expect(checkout.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expectShell(page);

      await page.getByRole('link', { name: 'Wholesale Storefront' }).click();
      await expect(page.locator('[data-boundary="catalog"]')).toHaveAttribute('data-remote-status', 'ready');
      await page.goto('/login');
      await expect(page.locator('[data-boundary="account"]')).toHaveAttribute('data-remote-status', 'ready');
    } finally {
      restore();
      await cdn.stop().catch(() => undefined);
    }
  });

  test('a pointer at a missing build falls back, and Retry loads the remote once it is fixed', async ({ page }) => {
    const restore = repoint((pointer) => {
      pointer.remotes.account!.url = '/remotes/mf-account/0.0.0-missing/mf-manifest.json';
    });
    try {
      await page.goto('/login');
      const account = page.locator('[data-boundary="account"]');
      await expect(account.getByRole('alert')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('© 2025');
      restore();
      await account.getByRole('button', { name: 'Retry' }).click();
      await expect(account.getByRole('heading', { name: 'Sign In or Register' })).toBeVisible();
    } finally {
      restore();
    }
  });
});
