// npm run bench [-- --quick] [-- --keep-latest]: starts what it needs, seeds, measures, prints every
// measure with its goal and its baseline, and writes bench/results/latest.json (left as it is with
// --keep-latest: the test command's run that only checks the bench still works). See docs/performance.md §1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filterClicks, firstLoadJs, launch, timeToGrid, writeStaticGrid } from './lib/browser.mjs';
import { load, rate, sharedRotation } from './lib/load.mjs';
import { benchCatalogueImport } from './lib/catalogue-import.mjs';
import { benchLighthouse } from './lib/lighthouse.mjs';
import { benchMemoryUnderLoad } from './lib/memory-under-load.mjs';
import { measureOrderDesk, seedOrders } from './lib/order-desk.mjs';
import { approvedBuyers, benchSoak } from './lib/soak.mjs';
import {
  ROOT,
  api,
  orderBody,
  createDatabase,
  login,
  publishSite,
  seedProducts,
  startHello,
  startPostgres,
  startServer,
  runToEnd,
  tempDir,
} from './lib/stack.mjs';
import { leastQuantities } from './lib/least-quantity.mjs';
import { previewMix, sampleSkus, searchMix, SORTS } from './lib/search-mix.mjs';
import { printTable } from './lib/table.mjs';

const quick = process.argv.includes('--quick');
const keepLatest = process.argv.includes('--keep-latest');
const PLAN = quick
  ? {
      sizes: [2_000, 10_000],
      main: 10_000,
      pglite: 5_000,
      seconds: 3,
      growthSeconds: 2,
      clicks: 8,
      browserRuns: 1,
      warmUpSeconds: 2,
      orders: 10_000,
    }
  : {
      sizes: [10_000, 100_000, 1_000_000],
      main: 100_000,
      pglite: 100_000,
      seconds: 10,
      growthSeconds: 5,
      clicks: 20,
      browserRuns: 21,
      warmUpSeconds: 10,
      orders: 100_000,
    };
const SEARCH = '/product/get?keyword=steel&filterList=101,401&sort=price-asc&currPage=1&perPage=24';
/**
 * The uncached variant: a server with the answer cache off (ANSWER_CACHE_MS=0) answering the search mix
 * (bench/lib/search-mix.mjs), so every request reaches the database and no plan or page stays hot.
 */
const NO_ANSWER_CACHE = { ANSWER_CACHE_MS: '0' };
/** A run of a request list against `base`, its `connections` connections drawing from one rotation. */
const mixRun = (base, requests, headers, connections, duration = PLAN.seconds) =>
  load({ url: base, requests: sharedRotation(requests), headers, connections, duration });
/** The grid's data: the product list call; round trips before the grid are counted up to it. */
const PRODUCT_LIST = /\/api\/product\/get\?/;
const started = Date.now();
const rows = [];
const details = {};
const log = (line) => process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${line}\n`);
const round = (n, digits = 1) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : null);

/** One row of the table: the measure, its value, its goal (null when only reported) and its baseline. */
const record = (id, label, value, unit, goal, baseline) =>
  rows.push({
    id,
    label,
    value: round(value, 3),
    unit,
    goal: goal ?? null,
    baseline: baseline ?? null,
    pass: goal ? (goal.max !== undefined ? value <= goal.max : value >= goal.min) : null,
  });

const auth = (token) => ({ authorization: `Bearer ${token}` });

/**
 * Seconds until each server's search index has read what a seeding wrote (its first search waits for
 * that), so no measured run starts with it: a buyer's searches meet a catalogue changing a product at a
 * time, not a million rows at once.
 */
async function indexCaughtUp(servers, token) {
  const started = Date.now();
  await Promise.all(servers.map((s) => api(s.base, 'GET', '/product/get?perPage=24', { token })));
  // A bulk change leaves each sort to be done again by the first search that uses it: done here, each once.
  for (const sort of SORTS)
    await Promise.all(servers.map((s) => api(s.base, 'GET', `/product/get?perPage=24&sort=${sort}`, { token })));
  return (Date.now() - started) / 1000;
}
const sizeText = (n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);

/** The same requests against the server with the answer cache off, then against the caching one. */
const mixPair = async (server, uncachedServer, requests, headers, connections) => {
  const before = processCpuMs(uncachedServer.pid);
  const uncached = await mixRun(uncachedServer.base, requests, headers, connections);
  const after = processCpuMs(uncachedServer.pid);
  const perRequest = (key) => round((after[key] - before[key]) / Math.max(uncached.requests, 1), 3);
  uncached.cpuPerRequest = { user: perRequest('user'), system: perRequest('system') };
  return { uncached, cached: await mixRun(server.base, requests, headers, connections) };
};
/** A run's latency; a miss when nothing was answered (the percentiles of no answers read 0). */
const answered = (run, key) => (run.requests > 0 ? run[key] : Infinity);
const spread = (run) =>
  `${run.requests > 0 ? `p50 ${run.p50} ms, p95 ${run.p95} ms` : 'none answered'}` +
  `${run.failed ? `, ${run.failed} failed` : ''}`;
/** A p99 row of a mixPair(): its baseline puts the cached figure of the same requests beside it. */
const recordPairP99 = (id, label, pair, max) =>
  record(
    id,
    label,
    answered(pair.uncached, 'p99'),
    'ms',
    { max },
    `${spread(pair.uncached)}; cached p99 ${pair.cached.p99} ms (${spread(pair.cached)})`,
  );

/** The unit of /proc's CPU times on Linux (USER_HZ), 100 on every architecture Node runs on there. */
const CLOCK_TICKS = 100;
/** A process's CPU time so far in ms, user and system (the kernel's, here mostly socket writes). */
const processCpuMs = (pid) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const tick = 1000 / CLOCK_TICKS;
  return { user: Number(fields[11]) * tick, system: Number(fields[12]) * tick };
};
const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
/** Reported only: the uncached server's RSS after its search rows, the caching server's beside it. */
const recordRss = (id, size, server, uncachedServer) =>
  record(
    id,
    `API server RSS after the uncached searches, ${size} (PostgreSQL)`,
    round(rssMb(uncachedServer.pid)),
    'MB',
    null,
    `caching server ${round(rssMb(server.pid))} MB`,
  );

async function measurePostgres(hello) {
  log('starting PostgreSQL');
  const adminUrl = startPostgres();
  const databaseUrl = await createDatabase(adminUrl, 'bench');
  const dataDir = tempDir('pg');
  await publishSite(dataDir);
  const server = await startServer({ dataDir, databaseUrl });
  // The same database and data folder (so the same session secret) with the answer cache off.
  const uncachedServer = await startServer({ dataDir, databaseUrl, env: NO_ANSWER_CACHE });
  const user = await login(server.base);
  const url = `${server.base}/api${SEARCH}`;
  const growth = {};
  const growthUncached = {};
  const seedSeconds = {};
  const indexSeconds = {};
  let seeded = 320;
  for (const size of PLAN.sizes) {
    log(`seeding ${size} products (PostgreSQL)`);
    seedSeconds[size] = await seedProducts({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, size - seeded);
    seeded = size;
    indexSeconds[size] = await indexCaughtUp([server, uncachedServer], user.token);
    const run = await load({ url, headers: auth(user.token), duration: PLAN.growthSeconds });
    const mix = searchMix(await sampleSkus(server.base, user.token));
    const uncached = await mixRun(uncachedServer.base, mix, auth(user.token), 32, PLAN.growthSeconds);
    growth[size] = run;
    growthUncached[size] = uncached;
    log(`search at ${size} (seeded in ${round(seedSeconds[size])} s): p50 ${run.p50} ms, uncached ${uncached.p50} ms`);
    if (size === PLAN.main) await measureAtMain(server, user, hello, dataDir, uncachedServer, databaseUrl);
    if (size === PLAN.sizes.at(-1)) await measureAtLarge(server, user, uncachedServer);
  }
  const [small] = PLAN.sizes;
  const large = PLAN.sizes.at(-1);
  details.growth = growth;
  details.growthUncached = growthUncached;
  details.seedSeconds = seedSeconds;
  details.indexSeconds = indexSeconds;
  const sizes = `${large / 1000}k / at ${small / 1000}k`;
  // A run where nothing was answered (every request slower than the run) has a p50 of 0: a miss, not a pass.
  const p50 = (run) => (run.requests > 0 ? run.p50 : Infinity);
  const p50Text = (run, size) =>
    `${run.requests > 0 ? `${run.p50} ms` : 'none answered during the run'} at ${size / 1000}k`;
  record(
    'growth',
    `Search p50 at ${sizes} (PostgreSQL)`,
    p50(growth[large]) / Math.max(p50(growth[small]), 0.5),
    'x',
    { max: 3 },
    p50Text(growth[small], small),
  );
  record(
    'growth-uncached',
    `Uncached search p50 at ${sizes} (PostgreSQL)`,
    p50(growthUncached[large]) / Math.max(p50(growthUncached[small]), 0.5),
    'x',
    { max: 3 },
    `${p50Text(growthUncached[small], small)}, ${p50Text(growthUncached[large], large)}`,
  );
  record(
    'seed',
    `Seeding ${large / 1000}k products (PostgreSQL)`,
    seedSeconds[large],
    's',
    { max: 360 },
    `bulk SQL; the search index read them in ${round(indexSeconds[large])} s`,
  );
  if (quick) for (const row of rows.slice(-3, -1)) row.label += ' [quick: 1M only in the full run]';
  await uncachedServer.stop();
  await server.stop();
}

async function measureAtMain(server, user, hello, dataDir, uncachedServer, databaseUrl) {
  const base = `${server.base}/api`;
  const headers = auth(user.token);
  const d = PLAN.seconds;
  // The machine's speed drifts from one run to the next (hello-world alone moved 37 000-90 000 req/s
  // between runs), so the baseline is taken on both sides of the search run, half as long each, and the
  // ratio divides by their mean: a drift during the search moves its baseline with it.
  log('hello-world baseline, search under load (PostgreSQL), hello-world again');
  const helloUrl = `${hello.base}/hello`;
  const helloBefore = await load({ url: helloUrl, duration: d / 2 });
  const search = await load({ url: `${base}${SEARCH}`, headers, duration: d });
  const helloAfter = await load({ url: helloUrl, duration: d / 2 });
  const helloRun = { rps: Math.round((helloBefore.rps + helloAfter.rps) / 2), before: helloBefore, after: helloAfter };
  details.helloWorld = helloRun;
  details.searchPostgres = search;
  record('search-pg-p99', 'Search p99, 32 clients (PostgreSQL)', search.p99, 'ms', { max: 30 }, `${search.rps} req/s`);
  record(
    'search-pg-ratio',
    'Search req/s / hello-world req/s (PostgreSQL)',
    search.rps / helloRun.rps,
    'x',
    { min: 0.2 },
    `${helloRun.rps} req/s hello (${helloBefore.rps} before, ${helloAfter.rps} after)`,
  );
  await measureUncachedAtMain(server, user, uncachedServer, helloRun);

  const { productList } = await api(server.base, 'GET', SEARCH.replace('perPage=24', 'perPage=24'), {
    token: user.token,
  });
  // A product sold singly when there is one: the hot cart add adds its least (docs/product.md §6.6) to
  // one line for the whole run, which must stay under the most a line holds.
  const idStyle = (productList.find((p) => p.qtyPerUOM === 1) ?? productList[0])?.idStyle ?? '';
  const least = (await leastQuantities(server.base, user.token, [idStyle])).get(idStyle);
  const hot = {
    detail: await load({
      url: `${base}/product/get-detail?idStyle=${encodeURIComponent(idStyle)}`,
      headers,
      duration: d,
    }),
    cartGet: await load({ url: `${base}/cart/get?idCustomer=${user.idCustomer}`, headers, duration: d }),
    cartAdd: await load({
      url: `${base}/cart/add`,
      method: 'POST',
      headers,
      body: { idCustomer: user.idCustomer, idStyle, totQty: least },
      duration: d,
    }),
    preview: await load({ url: `${base}/product/get-search-preview?keyword=stee`, headers, duration: d }),
  };
  details.hotCalls = hot;
  record('detail-p99', 'Product detail p99 (PostgreSQL)', hot.detail.p99, 'ms', null, `${hot.detail.rps} req/s`);
  record('cart-get-p99', 'Cart get p99 (PostgreSQL)', hot.cartGet.p99, 'ms', null, `${hot.cartGet.rps} req/s`);
  record('cart-add-p99', 'Cart add p99 (PostgreSQL)', hot.cartAdd.p99, 'ms', null, `${hot.cartAdd.rps} req/s`);
  record(
    'preview-p99',
    'Search preview p99 (PostgreSQL)',
    hot.preview.p99,
    'ms',
    { max: 20 },
    `${hot.preview.rps} req/s`,
  );

  log('place-order');
  // A buyer per lane, each ordering what they just added: lanes sharing one cart would race for its
  // lines (an order takes every line in the cart), and the losers' orders fail as emptied meanwhile.
  const orderBuyers = await approvedBuyers(server.base, databaseUrl, 4, `orders${started}`);
  const orders = await rate(d, 4, async (lane, i) => {
    const buyer = orderBuyers[lane];
    await api(server.base, 'POST', '/cart/add', {
      token: buyer.token,
      body: { idCustomer: buyer.id, idStyle, totQty: least },
    });
    await api(server.base, 'POST', '/payment/place-order', {
      token: buyer.token,
      body: orderBody(`B${started}-${lane}-${i}`, `key-B${started}-${lane}-${i}`),
    });
  });
  details.placeOrder = orders;
  record(
    'orders',
    'Place-order (with its cart add), 4 lanes',
    orders.perSecond,
    'orders/s',
    null,
    `${orders.failed} failed${orders.firstError ? ` (${orders.firstError})` : ''}`,
  );

  log('login isolation');
  const [underLogins] = await Promise.all([
    load({ url: `${base}${SEARCH}`, headers, duration: d }),
    load({
      url: `${base}/customer/login`,
      method: 'POST',
      body: { userId: 'buyer@demo.storefront', password: 'Wholesale2025!' },
      connections: 8,
      duration: d,
    }),
  ]);
  details.loginIsolation = { atRest: search, underLogins };
  record(
    'login-isolation',
    'Search p99 during logins / at rest',
    underLogins.p99 / Math.max(search.p99, 1),
    'x',
    { max: 2 },
    `${search.p99} ms at rest`,
  );

  await section('browser', () => measureBrowser(server, user, dataDir, productList));
  await section('order desk', () => measureOrders(server.base, databaseUrl));
}

/** The search mix with the answer cache off and on: one client, 32 clients, the header preview. */
async function measureUncachedAtMain(server, user, uncachedServer, helloRun) {
  log('uncached search mix: one client, 32 clients, header preview (PostgreSQL)');
  const headers = auth(user.token);
  const skus = await sampleSkus(server.base, user.token);
  const mix = searchMix(skus);
  // The uncached server's first traffic: its JIT compiles the search's path first, on the mix's second half
  // (nothing of an answer is kept with the answer cache off), so the one-client run and its CPU per answer
  // measure each answer, not the process's warm-up (three 10 s runs one after the other here: 1.32, 0.90
  // and 0.70 ms of CPU a request).
  const half = Math.floor(mix.length / 2);
  await mixRun(uncachedServer.base, [...mix.slice(half), ...mix.slice(0, half)], headers, 1, PLAN.warmUpSeconds);
  const one = await mixPair(server, uncachedServer, mix, headers, 1);
  const many = await mixPair(server, uncachedServer, mix, headers, 32);
  const preview = await mixPair(server, uncachedServer, previewMix(skus), headers, 1);
  details.searchUncached = { skus, requests: mix.length, helloRps: helloRun.rps, one, many, preview };
  const size = sizeText(PLAN.main);
  recordPairP99('search-uncached-one-pg', `Uncached search, one client, ${size} (PostgreSQL) p99`, one, 30);
  record(
    'search-uncached-node-cpu-pg',
    `Uncached search, one client, ${size}: the API process's own CPU per answer (HTTP, validation, index, statement, mapping, serialising)`,
    one.uncached.cpuPerRequest.user,
    'ms',
    { max: 1 },
    `user time; the kernel's (socket writes) ${one.uncached.cpuPerRequest.system} ms beside it`,
  );
  record(
    'search-uncached-32-pg',
    `Uncached search, 32 clients, ${size} (PostgreSQL) req/s`,
    many.uncached.rps,
    'req/s',
    { min: 300 },
    `p99 ${many.uncached.p99} ms, ${spread(many.uncached)}; cached ${many.cached.rps} req/s`,
  );
  recordPairP99('search-uncached-32-pg-p99', `Uncached search, 32 clients, ${size} (PostgreSQL) p99`, many, 250);
  record(
    'search-uncached-32-pg-failed',
    `Uncached search, 32 clients, ${size} (PostgreSQL) failed or non-2xx`,
    many.uncached.failed,
    'requests',
    { max: 0 },
    `${many.uncached.requests} answered; cached ${many.cached.failed} failed, ${many.cached.requests} answered`,
  );
  const previewLabel = `Header search preview, one client, ${size}, uncached (PostgreSQL) p99`;
  recordPairP99('preview-uncached-one-pg', previewLabel, preview, 20);
  recordRss('search-uncached-rss-pg', size, server, uncachedServer);
}

/** The uncached one-client search at the largest size (1M in the full run), then the servers' RSS. */
async function measureAtLarge(server, user, uncachedServer) {
  const size = sizeText(PLAN.sizes.at(-1));
  log(`uncached search mix, one client, at ${size} (PostgreSQL)`);
  const skus = await sampleSkus(server.base, user.token);
  const one = await mixPair(server, uncachedServer, searchMix(skus), auth(user.token), 1);
  details.searchUncachedLarge = { skus, one };
  recordPairP99('search-uncached-one-pg-1m', `Uncached search, one client, ${size} (PostgreSQL) p99`, one, 100);
  recordRss('search-uncached-rss-pg-1m', size, server, uncachedServer);
  if (quick) for (const row of rows.slice(-2)) row.label += ' [quick: 1M only in the full run]';
}

/** The back office's order list and ERP feed over PLAN.orders generated orders (bench/lib/order-desk.mjs). */
async function measureOrders(base, databaseUrl) {
  log(`seeding ${PLAN.orders} orders (PostgreSQL), the order list with 8 clients, the ERP feed end to end`);
  const seedSeconds = await seedOrders(databaseUrl, PLAN.orders);
  const { list, feed } = await measureOrderDesk(base, { seconds: PLAN.seconds, orders: PLAN.orders });
  details.orderDesk = { orders: PLAN.orders, seedSeconds, list, feed };
  const size = `${PLAN.orders / 1000}k orders`;
  record(
    'orders-list',
    `Back office order list, one filtered page, 8 clients, ${size} (PostgreSQL) p99`,
    list.requests > 0 && list.failed === 0 ? list.p99 : Infinity,
    'ms',
    { max: 50 },
    `${list.rps} req/s, p50 ${list.p50} ms, ${list.failed} failed`,
  );
  record(
    'orders-feed',
    `ERP order feed read end to end, ${size} (PostgreSQL)`,
    feed.repeated === 0 && feed.read >= PLAN.orders ? feed.seconds : Infinity,
    's',
    null,
    `${feed.read} orders read, ${feed.repeated} repeated, ${Math.round(feed.read / Math.max(feed.seconds, 0.001))} orders/s`,
  );
}

/** A failing part is reported as a row and the rest still runs; the exit code says it failed. */
async function section(name, run) {
  try {
    await run();
  } catch (error) {
    process.exitCode = 1;
    log(`${name} failed: ${error.message}`);
    rows.push({
      id: `${name}-error`,
      label: `${name}: FAILED (${error.message.split('\n')[0]})`,
      value: null,
      unit: '',
      goal: null,
      baseline: null,
      pass: false,
    });
  }
}

/** The search page whose grid is timed: a buyer's keyword with two filters. */
const GRID_PAGE = '/search?keyword=steel&filter=101,401';

/**
 * Cold loads of the storefront's grid and of the static page, interleaved, so a drift of the machine
 * moves both; records the ratio of their medians as row `id`, and returns the medians of each.
 */
async function gridAgainstStatic(browser, server, user, staticUrl, id, label) {
  const grids = [];
  const statics = [];
  for (let i = 0; i < PLAN.browserRuns; i++) {
    grids.push(await timeToGrid(browser, `${server.base}${GRID_PAGE}`, user, PRODUCT_LIST, { live: true }));
    // The static page in the same signed-in browser: only the page differs between the two loads.
    statics.push(await timeToGrid(browser, `${server.base}${staticUrl}`, user));
  }
  const median = (list, key) => list.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const medians = (list) => Object.fromEntries(Object.keys(list[0]).map((k) => [k, median(list, k)]));
  const [spa, staticHtml] = [medians(grids), medians(statics)];
  record(
    id,
    label,
    spa.gridMs / Math.max(staticHtml.gridMs, 1),
    'x',
    { max: 1.5 },
    `${round(staticHtml.gridMs)} ms static, ${round(spa.gridMs)} ms SPA`,
  );
  return { spa, staticHtml, runs: PLAN.browserRuns };
}

async function measureBrowser(server, user, dataDir, products) {
  log('browser: first-load JS, time to grid, filter clicks');
  const browser = await launch();
  try {
    const home = await firstLoadJs(browser, `${server.base}/`, null, 'footer');
    const search = await firstLoadJs(
      browser,
      `${server.base}/search?keyword=steel`,
      user,
      'ul[aria-label="Products"] > li',
    );
    details.firstLoadJs = { home, search };
    record(
      'js-home',
      'First-load JS, home, visitor (gzip)',
      home.gzipBytes / 1024,
      'KB',
      { max: 175 },
      `${home.files.length} scripts`,
    );
    record(
      'js-search',
      'First-load JS, /search, buyer (gzip)',
      search.gzipBytes / 1024,
      'KB',
      null,
      `${search.files.length} scripts`,
    );
    record(
      'js-query-library',
      'Query library (TanStack Query) share of home JS (gzip)',
      home.queryLibraryBytes / 1024,
      'KB',
      null,
      'source-map attribution',
    );
    record(
      'js-federation',
      'Federation runtime share of home JS (gzip)',
      home.runtimeBytes / 1024,
      'KB',
      { max: 15 },
      'source-map attribution',
    );

    const staticUrl = writeStaticGrid(dataDir, products.slice(0, 24), 'static-grid');
    const label = "Time to first grid / static HTML (the demo's PNG pictures)";
    details.timeToGrid = await gridAgainstStatic(browser, server, user, staticUrl, 'grid-ratio', label);
    const { spa: grid, staticHtml: stat } = details.timeToGrid;
    record(
      'grid-live',
      'Time to the live grid (the catalog has taken over)',
      grid.liveMs,
      'ms',
      null,
      'its controls work from here',
    );
    record('lcp', 'LCP of /search (buyer)', grid.lcpMs, 'ms', { max: 1000 }, `${round(stat.lcpMs)} ms static`);
    record('cls', 'CLS of /search (buyer)', grid.cls, '', { max: 0.02 }, `${round(stat.cls, 3)} static`);
    record('tbt', 'Total blocking time before the grid', grid.tbtMs, 'ms', null, `${round(stat.tbtMs)} ms static`);
    record(
      'round-trips',
      "Sequential round trips before the grid's data (upper bound)",
      grid.roundTrips,
      '',
      { max: 3 },
      `${stat.roundTrips} static`,
    );

    const clicks = await filterClicks(browser, `${server.base}/search?keyword=steel`, user, PLAN.clicks);
    details.filterClicks = clicks;
    record(
      'filter-click',
      `Filter click to repainted grid p95 (${clicks.clicks} clicks)`,
      clicks.p95Ms,
      'ms',
      { max: 100 },
      `p50 ${round(clicks.p50Ms)} ms`,
    );
  } finally {
    await browser.close();
  }
}

async function measurePglite() {
  const dataDir = tempDir('pglite');
  log(`seeding ${PLAN.pglite} products (PGlite)`);
  const seedSeconds = await seedProducts({ DATA_DIR: dataDir, DATABASE_URL: '' }, PLAN.pglite);
  const server = await startServer({ dataDir });
  const user = await login(server.base);
  const indexSeconds = await indexCaughtUp([server], user.token);
  const headers = auth(user.token);
  const run = await load({ url: `${server.base}/api${SEARCH}`, headers, duration: PLAN.seconds });
  const skus = await sampleSkus(server.base, user.token);
  const mix = searchMix(skus);
  const cachedOne = await mixRun(server.base, mix, headers, 1);
  await server.stop();
  // One process owns an embedded database: the uncached variant runs on a restarted server.
  const uncachedServer = await startServer({ dataDir, env: NO_ANSWER_CACHE });
  await indexCaughtUp([uncachedServer], user.token);
  const uncached = await mixRun(uncachedServer.base, mix, headers, 32);
  const one = { uncached: await mixRun(uncachedServer.base, mix, headers, 1), cached: cachedOne };
  await uncachedServer.stop();
  details.searchPglite = { products: PLAN.pglite, seedSeconds, indexSeconds, ...run, uncached, skus, one };
  const size = `${PLAN.pglite / 1000}k`;
  record(
    'search-pglite-p99',
    `Search p99, 32 clients (PGlite, ${size})`,
    run.p99,
    'ms',
    { max: 50 },
    `${run.rps} req/s`,
  );
  record(
    'search-pglite-uncached-p99',
    `Uncached search p99, 32 clients, the search mix (PGlite, ${size})`,
    uncached.p99,
    'ms',
    null,
    `${uncached.rps} req/s, ${uncached.failed} not answered; seeded in ${round(seedSeconds)} s`,
  );
  recordPairP99('search-uncached-one-pglite', `Uncached search, one client, ${size} (PGlite) p99`, one, 50);
}

function previousResults() {
  try {
    const json = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/results/latest.json'), 'utf8'));
    return new Map(json.rows.map((r) => [`${json.mode}:${r.id}`, r.value]));
  } catch {
    return new Map();
  }
}

async function main() {
  const mode = quick ? 'quick' : 'full';
  const previous = previousResults();
  const hello = await startHello();
  await measurePostgres(hello);
  await section('pglite', measurePglite);
  await section('catalogue import', async () => {
    const imported = await benchCatalogueImport({ quick, log });
    details.catalogueImport = imported.details;
    rows.push(...imported.rows);
  });
  await section('soak', async () => {
    const soak = await benchSoak({ quick, log });
    details.soak = soak.result;
    rows.push(...soak.rows);
  });
  await section('memory', async () => {
    const memory = await benchMemoryUnderLoad({ quick, log });
    details.memoryUnderLoad = memory.results;
    rows.push(...memory.rows);
  });
  await section('lighthouse', async () => {
    const lighthouse = await benchLighthouse({ quick, log });
    details.lighthouse = lighthouse.results;
    rows.push(...lighthouse.rows);
  });
  await hello.stop();
  for (const row of rows) row.previous = previous.get(`${mode}:${row.id}`) ?? null;
  const seconds = Math.round((Date.now() - started) / 1000);
  printTable(rows, `npm run bench${quick ? ' -- --quick' : ''}: ${seconds} s`);
  const result = {
    mode,
    date: new Date().toISOString(),
    seconds,
    machine: { cpus: os.cpus().length, node: process.version },
    plan: PLAN,
    search: SEARCH,
    rows,
    details,
  };
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  if (!keepLatest)
    fs.writeFileSync(path.join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  fs.writeFileSync(path.join(ROOT, `bench/results/run-${mode}-${Date.now()}.json`), JSON.stringify(result));
}

runToEnd(main, 'bench');
