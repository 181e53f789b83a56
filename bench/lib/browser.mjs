// Browser measures in headless Chromium (Debian's), cold cache: a fresh context for every page load.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.cjs';
import { sourceShare } from './source-map-share.mjs';

const GRID = 'ul[aria-label="Products"] > li';
const isFederationRuntime = (source) => /@module-federation[\\/]/.test(source);
/** The query library the kernel's data layer is built on, shared as one copy. */
const isQueryLibrary = (source) => /@tanstack[\\/]/.test(source);

/**
 * Chromium features the bench turns off besides Playwright's own list: the omnibox popup, a page of the
 * browser's own interface (chrome://omnibox-popup.top-chrome, with some 20 scripts) that headless
 * Chromium loads in a renderer of its own for most new windows, so for most cold loads measured here. On
 * this 2-core machine it took the CPU from the page under measure: time to grid against the static page
 * 1.72 and 2.04 with it, 1.44 and 1.39 without it, in runs taken one after the other (docs/performance.md
 * §1.2). A buyer's browser has its own interface loaded long before they open the storefront.
 */
const BROWSER_UI_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const DISABLE_FEATURES = '--disable-features=';

/**
 * `flags` with the browser's interface pages above turned off: added to the list of its `--disable-features`
 * switch, as Chromium keeps only the last such switch. Lighthouse's browser too (chrome-launcher's flags): there
 * the popup's renderer took 10-590 ms of CPU during a page's run, beside the page under measure.
 */
export function withBrowserUiOff(flags) {
  const own = flags.find((flag) => flag.startsWith(DISABLE_FEATURES));
  const features = [...(own ? own.slice(DISABLE_FEATURES.length).split(',') : []), ...BROWSER_UI_FEATURES_OFF];
  return [...flags.filter((flag) => flag !== own), `${DISABLE_FEATURES}${features.join(',')}`];
}

/** A switch of the browser this process launched last (its child on the debugging pipe), read from /proc. */
function launchedBrowserSwitch(prefix) {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat;
    let args;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // gone meanwhile
    }
    const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parentPid === process.pid && args.includes('--remote-debugging-pipe')) {
      return args.find((arg) => arg.startsWith(prefix)) ?? null;
    }
  }
  throw new Error("the launched browser was not found among this process's children");
}

/**
 * Playwright's own `--disable-features` switch, read once off a browser it launched: Chromium keeps only
 * the last such switch, so the bench's must carry Playwright's list too and replace it.
 */
let playwrightDisabledFeatures;
const playwrightFeatureSwitch = async () => {
  if (playwrightDisabledFeatures === undefined) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      playwrightDisabledFeatures = launchedBrowserSwitch(DISABLE_FEATURES);
    } finally {
      await browser.close();
    }
  }
  return playwrightDisabledFeatures;
};

export const launch = async () => {
  const own = await playwrightFeatureSwitch();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...withBrowserUiOff(own ? [own] : [])],
    ...(own && { ignoreDefaultArgs: [own] }),
  });
};

/**
 * A signed-in buyer's browser as the login page leaves it: the user slice under 'root', the bearer
 * token under 'token' and its copy in the page cookie, HttpOnly as the server sets it (which lets the
 * server send the first paint).
 * Seeded as the context's storage state, before the page's first document: an init script writing
 * localStorage instead runs in every document before its parser starts, and opening the storage there
 * cost the measured load 15-50 ms on this machine (a static page loaded with it: 128-150 ms against
 * 100-113 ms), a cost a returning buyer, whose storage is already on disk, does not pay.
 */
const buyerState = (user, url) => {
  const { origin, hostname } = new URL(url);
  return {
    cookies: [
      {
        name: 'storefront_session',
        value: user.token,
        domain: hostname,
        path: '/',
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: 'Strict',
      },
    ],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'root', value: JSON.stringify({ user }) },
          { name: 'token', value: user.token },
        ],
      },
    ],
  };
};

async function newPage(browser, user, url) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...(user && { storageState: buyerState(user, url) }),
  });
  // Paint and layout observers from the first byte, read back after the grid shows.
  await context.addInitScript((grid) => {
    const w = window;
    w.__bench = { lcp: 0, cls: 0, longTasks: [], gridAt: null, liveAt: null };
    // The moment the first card enters the DOM, taken in the page: reading the clock after
    // waitForSelector returns adds the harness's polling and a protocol round trip to the measure.
    // The live grid: the catalog's own render, which takes over from a first paint drawn by the server.
    const gridWatch = new MutationObserver(() => {
      if (w.__bench.gridAt === null && document.querySelector(grid)) w.__bench.gridAt = performance.now();
      if (w.__bench.liveAt === null && document.querySelector(`[data-remote-status="ready"] ${grid}`)) {
        w.__bench.liveAt = performance.now();
        gridWatch.disconnect();
      }
    });
    gridWatch.observe(document, { childList: true, subtree: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__bench.lcp = e.startTime))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    new PerformanceObserver((l) =>
      l.getEntries().forEach((e) => {
        if (!e.hadRecentInput) w.__bench.cls += e.value;
      }),
    ).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__bench.longTasks.push(e))).observe({
      type: 'longtask',
      buffered: true,
    });
  }, GRID);
  return { context, page: await context.newPage() };
}

/**
 * First-load JavaScript of a page: gzipped bytes of every script the browser fetched, and the shares of
 * the federation runtime and of the query library in them.
 */
export async function firstLoadJs(browser, url, user, readySelector) {
  const { context, page } = await newPage(browser, user, url);
  const scripts = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(readySelector, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  let gzip = 0;
  let runtime = 0;
  let queryLibrary = 0;
  const files = [];
  for (const res of scripts) {
    const body = await res.body().catch(() => Buffer.alloc(0));
    const size = zlib.gzipSync(body, { level: 9 }).length;
    let share = 0;
    let queryShare = 0;
    const mapRes = await fetch(`${res.url()}.map`).catch(() => null);
    if (mapRes?.ok) {
      try {
        const map = await mapRes.json();
        share = sourceShare(body.toString('utf8'), map, isFederationRuntime);
        queryShare = sourceShare(body.toString('utf8'), map, isQueryLibrary);
      } catch {
        share = 0;
      }
    }
    gzip += size;
    runtime += size * share;
    queryLibrary += size * queryShare;
    files.push({ url: new URL(res.url()).pathname, gzip: size, runtimeShare: Math.round(share * 100) / 100 });
  }
  await context.close();
  return { gzipBytes: gzip, runtimeBytes: Math.round(runtime), queryLibraryBytes: Math.round(queryLibrary), files };
}

/** A static page `name`.html of the same 24 cards, served by the same server (its /remotes/ static files). */
export function writeStaticGrid(dataDir, products, name) {
  const cards = products
    .map(
      (p) => `<li><article><img src="${p.filepath1}" width="240" height="240" alt="">
<p>${p.brand}</p><h3><a href="/product?idStyle=${encodeURIComponent(p.idStyle)}">${p.webTitle}</a></h3>
<p>SRP $${p.retailPrice ?? ''} Your Price $${p.yourPrice ?? ''}</p></article></li>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Static grid</title>
<style>ul{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;list-style:none}img{width:100%;height:auto}</style>
</head><body><main><h1>Products</h1><ul aria-label="Products">${cards}</ul></main></body></html>`;
  fs.mkdirSync(path.join(dataDir, 'releases', 'bench'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'releases', 'bench', `${name}.html`), html);
  return `/remotes/bench/${name}.html`;
}

/**
 * Sequential round trips before the grid: the longest chain of requests, each starting only after the
 * previous one finished (an upper bound: timing cannot tell a dependency from calls fired one after
 * another), that ends at the grid's data, the last response matching `dataPattern` before the grid (the
 * grid cannot show before it; the favicon or the header's cart call finishing earlier are not steps
 * towards the grid). Without such a response (the static page) the longest chain before the grid.
 */
function sequentialRoundTrips(entries, until, dataPattern) {
  const list = entries.filter((e) => e.startTime <= until).sort((a, b) => a.startTime - b.startTime);
  const depth = [];
  list.forEach((e, i) => {
    let d = 1;
    for (let j = 0; j < i; j++) if (list[j].responseEnd <= e.startTime) d = Math.max(d, depth[j] + 1);
    depth.push(d);
  });
  const data = list
    .map((e, i) => ({ e, d: depth[i] }))
    .filter(({ e }) => dataPattern?.test(e.name) && e.responseEnd <= until)
    .sort((a, b) => b.e.responseEnd - a.e.responseEnd)[0];
  return data ? data.d : Math.max(0, ...depth);
}

/**
 * Navigation start to the first product card in the DOM, with LCP, CLS, TBT and round trips; on the
 * storefront also to the live grid (its scripts' render), and CLS counts the shifts up to 300 ms after it.
 */
export async function timeToGrid(browser, url, user, dataPattern, { live = false } = {}) {
  const { context, page } = await newPage(browser, user, url);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(live ? `[data-remote-status="ready"] ${GRID}` : GRID, { timeout: 30_000 });
  const { gridAt, liveAt } = await page.evaluate(() => ({
    gridAt: window.__bench.gridAt ?? performance.now(),
    liveAt: window.__bench.liveAt ?? performance.now(),
  }));
  await page.waitForTimeout(300);
  const metrics = await page.evaluate((gridTime) => {
    const b = window.__bench;
    const nav = performance.getEntriesByType('navigation')[0];
    const resources = performance.getEntriesByType('resource').map((e) => ({
      name: e.name,
      startTime: e.startTime,
      responseEnd: e.responseEnd,
    }));
    const tbt = b.longTasks
      .filter((t) => t.startTime < gridTime)
      .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return {
      lcp: b.lcp,
      cls: b.cls,
      tbt,
      entries: [{ name: nav.name, startTime: 0, responseEnd: nav.responseEnd }, ...resources],
    };
  }, gridAt);
  await context.close();
  return {
    gridMs: gridAt,
    ...(live ? { liveMs: liveAt } : {}),
    lcpMs: metrics.lcp,
    cls: metrics.cls,
    tbtMs: metrics.tbt,
    roundTrips: sequentialRoundTrips(metrics.entries, gridAt, dataPattern),
  };
}

/** Filter clicks on /search: click to the repainted grid (next frame after the new cards are in). */
export async function filterClicks(browser, url, user, clicks) {
  const { context, page } = await newPage(browser, user, url);
  await page.goto(url);
  // The live page: a first paint's grid is there before the catalog's scripts, its filters disabled.
  await page.waitForSelector('[data-boundary="catalog"][data-remote-status="ready"] ' + GRID, { timeout: 30_000 });
  const boxes = await page.locator('aside[aria-label="Filters"] input[type="checkbox"]').count();
  let inFlight = 0;
  const isApi = (request) => request.url().includes('/api/');
  page.on('request', (r) => isApi(r) && inFlight++);
  page.on('requestfinished', (r) => isApi(r) && inFlight--);
  page.on('requestfailed', (r) => isApi(r) && inFlight--);
  const settled = async () => {
    for (const until = Date.now() + 10_000; inFlight > 0 && Date.now() < until;) await page.waitForTimeout(10);
    await page.waitForTimeout(50);
  };
  const times = [];
  for (let i = 0; i < clicks && boxes > 0; i++) {
    const index = i % Math.min(boxes, 6);
    const ms = await page.evaluate(
      ({ index: n }) =>
        new Promise((resolve, reject) => {
          const box = document.querySelectorAll('aside[aria-label="Filters"] input[type="checkbox"]')[n];
          const results = document.querySelector('[aria-busy]');
          const before = results.innerHTML;
          const started = performance.now();
          const timer = setTimeout(() => reject(new Error('no repaint within 10 s')), 10_000);
          // Done when the results region has been busy and is not any more, or its content changed: a
          // filter can leave the first page as it was (no product of that color among the newest).
          let wasBusy = false;
          const check = () => {
            const busy = results.getAttribute('aria-busy') === 'true';
            wasBusy ||= busy;
            if (!busy && (wasBusy || results.innerHTML !== before)) {
              observer.disconnect();
              clearTimeout(timer);
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
            }
          };
          const observer = new MutationObserver(check);
          observer.observe(results, { subtree: true, childList: true, attributes: true, characterData: true });
          box.click();
        }),
      { index },
    );
    times.push(ms);
    // The next click starts from a settled page: with answers served from memory a click could otherwise
    // land while the previous one's request is still in flight, and the two race.
    await settled();
  }
  await context.close();
  times.sort((a, b) => a - b);
  const p95 = times.length ? times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] : NaN;
  return { clicks: times.length, p95Ms: p95, p50Ms: times[Math.floor(times.length / 2)] ?? NaN };
}
