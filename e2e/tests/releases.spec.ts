import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readPointer, writePointer } from '../../scripts/lib/pointer.cjs';
import { REPO_ROOT } from '../../scripts/lib/workspace.cjs';
import { publishedVersion, releaseCli, variantOf } from '../support/release-cli';
import { dataDir, serveReleasesFrom } from '../support/remotes';
import { signIn } from '../support/session';

/** The kernel the shell is built with: what the release checks say the host provides. */
const KERNEL_VERSION = (
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared-kernel', 'package.json'), 'utf8')) as { version: string }
).version;

const catalogArea = (page: Page) => page.locator('[data-boundary="catalog"]');
const homeTitle = (page: Page) => catalogArea(page).getByRole('heading', { level: 1 }).first();

let original: ReturnType<typeof readPointer>;
let v1: string;
let v1Title: string;
let v2: string;
const V2_SUFFIX = ' (spring line)';

test.beforeAll(async ({ browser }) => {
  original = readPointer(dataDir());
  v1 = original.remotes.catalog!.version;
  const page = await browser.newPage();
  await page.goto('/');
  v1Title = (await homeTitle(page).textContent()) ?? '';
  await page.close();
  expect(v1Title.length).toBeGreaterThan(3);
  // Version 2: the same remote with a visibly different home title, published like a CI build.
  const build = variantOf('mf-catalog', v1, (_file, text) => text.split(v1Title).join(`${v1Title}${V2_SUFFIX}`));
  const published = releaseCli('publish', 'catalog', '--from', build);
  expect(published.status, published.output).toBe(0);
  v2 = publishedVersion(published);
  expect(v2).not.toBe(v1);
});

// These journeys change which build of the catalog the site runs; each puts the pointer (with its
// history) back, so none depends on another having run, or passed, before it.
test.afterEach(() => writePointer(dataDir(), original));

test('promote v2: the page shows it after a reload, the other remotes are unchanged; roll back to v1', async ({
  page,
}) => {
  const hostBuiltAt = fs.statSync(path.join(REPO_ROOT, 'host/dist/index.html')).mtimeMs;
  await page.goto('/login');
  const account = page.locator('[data-boundary="account"]');
  await expect(account).toHaveAttribute('data-remote-status', 'ready');
  const accountVersion = await account.getAttribute('data-remote-version');
  expect(accountVersion).toBe(original.remotes.account?.version);

  const promoted = releaseCli('promote', 'catalog', v2);
  expect(promoted.status, promoted.output).toBe(0);
  await page.goto('/');
  await expect(homeTitle(page)).toHaveText(`${v1Title}${V2_SUFFIX}`);
  await expect(catalogArea(page)).toHaveAttribute('data-remote-version', v2);
  await page.goto('/login');
  await expect(page.locator('[data-boundary="account"]')).toHaveAttribute('data-remote-version', accountVersion ?? '');

  const rolledBack = releaseCli('rollback', 'catalog');
  expect(rolledBack.status, rolledBack.output).toBe(0);
  await page.goto('/');
  await expect(homeTitle(page)).toHaveText(v1Title);
  await expect(catalogArea(page)).toHaveAttribute('data-remote-version', v1);
  // Nothing was rebuilt: the shell's build is the one the run started with.
  expect(fs.statSync(path.join(REPO_ROOT, 'host/dist/index.html')).mtimeMs).toBe(hostBuiltAt);

  const status = releaseCli('status');
  expect(status.output).toContain(`catalog: ${v1}`);
  expect(status.output).toContain(`rolled back from ${v2}`);
  expect(releaseCli('list', 'catalog').output).toContain(`* ${v1}`);
});

test('a build with a missing manifest is refused and the pointer stays', async () => {
  const incomplete = path.join(dataDir(), 'releases', 'mf-catalog', '0.1.0-incomplete');
  fs.mkdirSync(incomplete, { recursive: true });
  fs.writeFileSync(path.join(incomplete, 'release.json'), '{}');
  const refused = releaseCli('promote', 'catalog', '0.1.0-incomplete');
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('has no readable mf-manifest.json');
  expect(readPointer(dataDir()).remotes.catalog?.version).toBe(v1);
});

test('a forced broken build shows only its fallback; header, cart and the other remotes work', async ({ page }) => {
  const broken = variantOf('mf-catalog', v1, (file, text) =>
    file.startsWith('__federation_expose_routes') ? 'throw new Error("broken release");' : text,
  );
  const v3 = publishedVersion(releaseCli('publish', 'catalog', '--from', broken));
  const forced = releaseCli('promote', 'catalog', v3, '--force');
  expect(forced.status, forced.output).toBe(0);

  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await signIn(page);
  await page.goto('/');
  await expect(catalogArea(page).getByRole('alert')).toContainText(
    'This part of the store is not available right now.',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toBeVisible();
  expect(errors.some((text) => text.includes(`[remote catalog@${v3}] failed`))).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.locator('[data-boundary="checkout"]').getByRole('heading', { name: 'My Cart' })).toBeVisible();
});

test('a remote built against another kernel major is refused at promote, and forced it is not mounted', async ({
  page,
}) => {
  // The kernel range the build was made for (^ this kernel's version), in its manifest, release record and
  // routes module, becomes the next major's.
  const builtFor = new RegExp(`\\^${KERNEL_VERSION.replace(/\./g, '\\.')}`, 'g');
  const skewed = variantOf('mf-catalog', v1, (_file, text) => text.replace(builtFor, '^1.0.0'));
  const v4 = publishedVersion(releaseCli('publish', 'catalog', '--from', skewed));
  const refused = releaseCli('promote', 'catalog', v4);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(`@storefront/shared-kernel: built for ^1.0.0, the host provides ${KERNEL_VERSION}`);

  expect(releaseCli('promote', 'catalog', v4, '--force').status).toBe(0);
  await page.goto('/');
  await expect(catalogArea(page).getByRole('alert')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  await page.goto('/login');
  await expect(page.locator('[data-boundary="account"]')).toHaveAttribute('data-remote-status', 'ready');
});

test('a remote needing a shared-library name the host does not provide is refused at promote, and forced its area falls back', async ({
  page,
}) => {
  // The same build, recording that it needs one more React Router name than the host's slimmed copy exports.
  const needier = variantOf('mf-catalog', v1, (file, text) => {
    if (file !== 'mf-manifest.json') return text;
    const manifest = JSON.parse(text);
    manifest.metaData.sharedExports.needs['react-router-dom'].push('useMatch');
    return JSON.stringify(manifest);
  });
  const v5 = publishedVersion(releaseCli('publish', 'catalog', '--from', needier));
  const refused = releaseCli('promote', 'catalog', v5);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('react-router-dom: the remote needs useMatch, which the host does not provide');

  expect(releaseCli('promote', 'catalog', v5, '--force').status).toBe(0);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/');
  await expect(catalogArea(page).getByRole('alert')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  expect(
    errors.some((text) => text.includes("it needs react-router-dom's useMatch, which this shell does not provide")),
  ).toBe(true);
});

test('a slow remote entry is waited for a bounded time, then falls back', async ({ page }) => {
  test.setTimeout(90_000);
  const slow = await serveReleasesFrom(path.join(dataDir(), 'releases', 'mf-catalog'), { delayMs: 30_000 });
  try {
    const pointer = readPointer(dataDir());
    pointer.remotes.catalog!.url = `${slow.origin}/${v1}/mf-manifest.json`;
    writePointer(dataDir(), pointer);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(catalogArea(page).getByRole('alert')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  } finally {
    await slow.stop();
  }
});

test('a page whose code never arrives falls back with Retry after the same 10 s, and the tab says so', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto('/');
  await expect(homeTitle(page)).toBeVisible();
  // Alive, so the link below moves inside the page: on the drawn page before it, it would load a new one.
  await expect(catalogArea(page)).toHaveAttribute('data-remote-status', 'ready');
  // The catalog is loaded; the brands page's own chunk is held unanswered (webpack alone waited 120 s).
  await page.route('**/page-brands.*.js', () => undefined);
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Brands' }).click();
  await expect(catalogArea(page).getByRole('alert')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle('Not available right now | Wholesale Storefront');
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
});

test('a preview shows a candidate version to one browser only', async ({ browser }) => {
  const releaseManager = await browser.newContext();
  const buyer = await browser.newContext();
  try {
    const managerPage = await releaseManager.newPage();
    const preview = releaseCli('preview', 'catalog', v2);
    const link = /(http\S+remotes-preview=\S+)/.exec(preview.output)?.[1];
    expect(link, preview.output).toBeDefined();
    await managerPage.goto(link!);
    await expect(homeTitle(managerPage)).toHaveText(`${v1Title}${V2_SUFFIX}`);
    await expect(managerPage.getByTestId('preview-banner')).toContainText(`catalog ${v2}`);
    expect(managerPage.url()).not.toContain('remotes-preview');

    const buyerPage = await buyer.newPage();
    await buyerPage.goto('/');
    await expect(homeTitle(buyerPage)).toHaveText(v1Title);
    await expect(buyerPage.getByTestId('preview-banner')).toHaveCount(0);
    // A link that names a version itself (any page could send a buyer one) previews nothing.
    await buyerPage.goto(`/?remotes-preview=catalog@${v2}`);
    await expect(homeTitle(buyerPage)).toHaveText(v1Title);
    await expect(buyerPage.getByTestId('preview-banner')).toHaveCount(0);

    await managerPage.getByRole('button', { name: 'Stop preview' }).click();
    await expect(homeTitle(managerPage)).toHaveText(v1Title);
  } finally {
    await releaseManager.close();
    await buyer.close();
  }
});
