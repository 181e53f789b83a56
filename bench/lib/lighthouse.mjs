// Lighthouse on the landing pages (docs/performance.md §1.5): the npm package driving Debian's chromium,
// no downloaded browser. Each page as a visitor and as the demo buyer, on the mobile preset (simulated slow
// 4G and a 4x slower CPU) and the desktop one; each score and metric the median of its runs, as its scores
// move by several points from run to run on this shared 2-core machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/lib/chromium.cjs';
import { withBrowserUiOff } from './browser.mjs';
import { takeLanternBlocking, watchLanternBlocking } from './lantern-blocking.mjs';
import { lostRun, pageRows, summarizeRuns } from './lighthouse-rows.mjs';
import { leastQuantities } from './least-quantity.mjs';
import { api, login, publishSite, seedProducts, startServer, tempDir } from './stack.mjs';
import { pageThreadCpu } from './trace-cpu.mjs';

/**
 * The flags chrome-launcher adds to its own defaults: headless, what Chromium needs as root here, and the
 * scrollbars hidden, as Puppeteer and Playwright launch headless Chromium (the bench's other loads too). A
 * phone's overlay scrollbar appears at the page's load and fades out over some 20 frames; with no GPU here
 * each frame is drawn in software and screenshotted for the trace, 150-200 ms of CPU on this 2-core machine
 * while the page's scripts run. A page of plain text pays it too (docs/performance.md §1.5).
 */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--hide-scrollbars'];

/** The buyer's browser as the sign-in page leaves it: token and user in local storage, the page cookie. */
async function signIn(port, base, user) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const { hostname } = new URL(base);
    await context.addCookies([
      {
        name: 'storefront_session',
        value: user.token,
        domain: hostname,
        path: '/',
        httpOnly: true,
        sameSite: 'Strict',
      },
    ]);
    const page = await context.newPage();
    // An answer of the origin without scripts: its storage, written without loading the app.
    await page.goto(`${base}/api/health`);
    await page.evaluate(
      ([token, root]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('root', root);
      },
      [user.token, JSON.stringify({ user })],
    );
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser stays up for Lighthouse
  }
}

/** One Lighthouse run of `url` in a browser of its own (a cold profile and cache). */
async function runOnce(url, { preset, user, base }) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...withBrowserUiOff(chromeLauncher.Launcher.defaultFlags()), ...CHROME_FLAGS],
    ignoreDefaultFlags: true, // given above, with the browser's interface pages off
    userDataDir,
  });
  try {
    if (user) await signIn(chrome.port, base, user);
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // The profile is new, so the cache is cold; a reset would also drop the buyer's sign-in.
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    };
    takeLanternBlocking(); // drops what an earlier, failed run left
    const { lhr, artifacts } = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const blockingByKind = takeLanternBlocking();
    if (lhr.runtimeError) {
      // Kept for the cause, and named in the row or the error.
      const kept = path.join(os.tmpdir(), `bench-lighthouse-${lhr.runtimeError.code}-${Date.now()}.trace.json`);
      fs.writeFileSync(kept, JSON.stringify(artifacts.Trace ?? null));
      return lostRun(url, lhr.runtimeError, kept);
    }
    const cpu = pageThreadCpu(artifacts.Trace);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => audit.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      cpuMs: cpu?.cpuMs ?? null,
      cpuBlockingMs: cpu?.blockingMs ?? null,
      blockingByKind,
      finalUrl: lhr.finalDisplayedUrl,
      failing,
    };
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Each run of `url` in turn, summed up (lighthouse-rows.mjs). */
async function measurePage(url, options, runs) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await runOnce(url, options));
  return summarizeRuns(all);
}

/** The landing pages of the goal: a visitor's six and a signed-in buyer's four. */
async function landingPages(base, user) {
  const found = await api(base, 'GET', '/product/get?keyword=steel&perPage=24', { token: user.token });
  const product = found.productList[0];
  if (!product) throw new Error('the demo catalogue has no product for "steel"');
  // The cart page shows a cart with a line, as a buyer who lands on it has.
  const least = await leastQuantities(base, user.token, [product.idStyle]);
  await api(base, 'POST', '/cart/add', {
    token: user.token,
    body: { idCustomer: user.idCustomer, idStyle: product.idStyle, totQty: least.get(product.idStyle) },
  });
  return [
    ...['/', '/login', '/register', '/brands', '/ecatalog', '/contactus'].map((page) => ({ page, who: 'visitor' })),
    ...['/', '/search?keyword=steel', `/product?id=${encodeURIComponent(product.idStyle)}`, '/cart'].map((page) => ({
      page,
      who: 'buyer',
    })),
  ];
}

/**
 * Runs Lighthouse on each landing page against a server on a fresh data folder with the demo catalogue
 * (as `npm start` leaves it). Quick: one mobile run a page, which only shows the rows still work.
 */
export async function benchLighthouse({ quick, log }) {
  await watchLanternBlocking();
  const dataDir = tempDir('lighthouse');
  await seedProducts({ DATA_DIR: dataDir, DATABASE_URL: '' }, 0);
  await publishSite(dataDir);
  // The server is not on the phone: on this machine it shares the browser's two cores, so it yields them
  // to the browser whenever both would run (docs/performance.md §1.5).
  const server = await startServer({ dataDir, lowPriority: true });
  try {
    const user = await login(server.base);
    const pages = await landingPages(server.base, user);
    const presets = quick ? ['mobile'] : ['mobile', 'desktop'];
    const runs = quick ? 1 : 3;
    const rows = [];
    const results = [];
    for (const preset of presets) {
      for (const { page, who } of pages) {
        log(`lighthouse: ${preset} ${who} ${page}`);
        const measured = await measurePage(
          `${server.base}${page}`,
          { preset, user: who === 'buyer' ? user : null, base: server.base },
          runs,
        );
        results.push({ preset, who, page, ...measured });
        rows.push(...pageRows(preset, who, page, measured));
      }
    }
    return { rows, results };
  } finally {
    await server.stop();
  }
}
