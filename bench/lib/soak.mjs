// Load and soak: mixed buyer traffic (browse, search, cart, checkout) for a bounded time on loopback
// against PostgreSQL, then the database checked order by order against what the clients were told,
// and the server's memory compared between the start (after a warm-up) and the end.
import fs from 'node:fs';
import { leastOf, leastQuantities } from './least-quantity.mjs';
import { median } from './median.mjs';
import {
  createDatabase,
  memoryProbe,
  orderBody,
  request,
  startPostgres,
  startServer,
  tempDir,
  withDatabase,
} from './stack.mjs';

/**
 * What a full collection leaves of the server's heap may end at most this much above where it started to
 * count as flat. That is what a leak grows; RSS, reported beside it, is not judged: V8 grows its heap in
 * steps and gives pages back on its own schedule, so the same server's RSS growth over the soak measured
 * from -15 % to +29 % in runs with nothing retained. Its kept answers are bounded and full after the
 * warm-up, so what a collection leaves moves by a few MB; a leak of a few KB per request (tens of
 * thousands of requests in the full run) adds far more than 10 %.
 */
export const HEAP_TOLERANCE = 0.1;

/**
 * Shorter runs report memory without judging it: in its first minute under load a fresh server's caches
 * and heap are still sizing themselves, so only a run past this length, with its 30 s warm-up, says
 * whether memory is flat.
 */
export const MEMORY_JUDGED_FROM_SECONDS = 120;

const WORDS = ['steel', 'glass', 'brush', 'pan', 'towel', 'cup', 'knife', 'jar'];
const CATEGORIES = ['housewares', 'kitchen', 'beauty'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const rssMb = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
};

/**
 * The heap a full collection leaves in the server, in MB: asks bench/lib/memory-probe.mjs (loaded with
 * --expose-gc) through SIGUSR2 and waits for its new sample; NaN when the server has no probe.
 */
async function retainedHeapMb(pid, probeFile) {
  if (!probeFile) return NaN;
  const read = () => {
    try {
      return JSON.parse(fs.readFileSync(`${probeFile}.gc`, 'utf8'));
    } catch {
      return null;
    }
  };
  const before = read()?.at ?? 0;
  process.kill(pid, 'SIGUSR2');
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const sample = read();
    if (sample && sample.at > before) return sample.heapUsed / 2 ** 20;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return NaN;
}

/** Every answer counted by status; a call never throws (a refused connection counts as status 0). */
function client(base, stats) {
  return async (method, url, options) => {
    const res = await request(base, method, url, options).catch(() => ({ status: 0, body: null }));
    stats.byStatus[res.status] = (stats.byStatus[res.status] ?? 0) + 1;
    if (res.status >= 400 && stats.firstErrors.length < 5)
      stats.firstErrors.push(`${method} ${url.split('?')[0]}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    return res;
  };
}

/** `count` approved buyers of the server at `base` (createBuyers), e.g. one per lane of a load. */
export const approvedBuyers = (base, databaseUrl, count, run) =>
  createBuyers(client(base, { byStatus: {}, firstErrors: [] }), databaseUrl, count, run);

/** Approved buyers: registered through the API, then approved in the database as customer service would. */
async function createBuyers(call, databaseUrl, count, run) {
  const emails = Array.from({ length: count }, (_, i) => `soak${i}.${run}@example.com`);
  for (const email of emails) {
    const res = await call('POST', '/customer/register', {
      body: {
        customerInfo: {
          email,
          password: 'Password123',
          firstname: 'Soak',
          lastname: 'Buyer',
          tel: '555-0100',
          companyNm: 'Soak Supply',
          addr: '1 Main St',
          city: 'Austin',
          zipcode: '73301',
          state: 'TX',
          country: 'United States',
          cellPhone: '555-0101',
          fax: '555-0102',
          ein: '12-3456789',
          bType: 'Retail store',
          bLicenseNo: 'BL-1',
          spNo: 'SP-1',
          remark: 'Soak buyer',
        },
      },
    });
    if (res.status !== 200) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  await withDatabase(databaseUrl, (db) =>
    db.query("update customers set status = 'approved', decided_at = now() where email = any($1)", [emails]),
  );
  const buyers = [];
  for (const email of emails) {
    const res = await call('POST', '/customer/login', { body: { userId: email, password: 'Password123' } });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    buyers.push({ id: res.body.user.idCustomer, token: res.body.user.token });
  }
  return buyers;
}

/**
 * One buyer's session, one request at a time like a person: browse, search, cart, checkout. Each
 * checkout reads the cart first (what the order must hold), sometimes sends the order twice at once
 * (a double click) and sometimes again later (a retry after a lost answer), all with one key.
 */
async function buyerLane(call, buyer, skus, least, until, ledger, lane) {
  const { token } = buyer;
  // Whole packs from the minimum up (docs/product.md §6.6): a multiple of the least the product is sold in.
  const packsOf = (sku, count) => (least.get(sku) ?? 1) * count;
  for (let n = 0; Date.now() < until; n++) {
    const roll = Math.random();
    if (roll < 0.25) {
      await Promise.all(
        ['/product/get-featured', '/product/get-new-arrival', '/product/get-best-seller'].map((u) =>
          call('GET', u, { token }),
        ),
      );
      await call('GET', `/product/get?category=${pick(CATEGORIES)}&currPage=${1 + (n % 3)}`, { token });
      await call('GET', `/product/get-detail?idStyle=${encodeURIComponent(pick(skus))}`, { token });
    } else if (roll < 0.45) {
      const word = pick(WORDS);
      await call('GET', `/product/get-search-preview?keyword=${word.slice(0, 3)}`, { token });
      await call('GET', `/product/get?keyword=${word}&sort=price-asc`, { token });
    } else if (roll < 0.85) {
      const idStyle = pick(skus);
      await call('POST', '/cart/add', { token, body: { idStyle, totQty: packsOf(idStyle, 1 + (n % 3)) } });
      const cart = await call('GET', '/cart/get', { token });
      const lines = cart.body?.cart?.cartList ?? [];
      if (lines.length > 0 && Math.random() < 0.5) {
        const line = pick(lines);
        await call('POST', '/cart/set', {
          token,
          body: { idCartDtl: line.idCartDtl, totQty: leastOf(line) * (1 + (n % 4)) },
        });
      }
      if (lines.length > 3) await call('POST', '/cart/remove', { token, body: { idCartDtl: lines[0].idCartDtl } });
    } else {
      const idStyle = pick(skus);
      await call('POST', '/cart/add', { token, body: { idStyle, totQty: packsOf(idStyle, 2) } });
      const cart = await call('GET', '/cart/get', { token });
      const expectedQty = (cart.body?.cart?.cartList ?? []).reduce((s, l) => s + l.totQty, 0);
      const key = `soak-${lane}-${n}-${Date.now()}`;
      const body = orderBody(key, key);
      const double = Math.random() < 0.2;
      const answers = await Promise.all(
        (double ? [1, 2] : [1]).map(() => call('POST', '/payment/place-order', { token, body })),
      );
      if (Math.random() < 0.1) answers.push(await call('POST', '/payment/place-order', { token, body }));
      const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.idSO));
      ledger.push({ key, customerId: buyer.id, ids: [...ids], expectedQty, answered: answers.length });
    }
  }
}

/** What the database holds for the soak's buyers, checked against the clients' ledger. */
async function checkOrders(databaseUrl, buyers, ledger) {
  const { rows } = await withDatabase(databaseUrl, (db) =>
    db.query(
      `select o.id_so, o.idempotency_key, coalesce(sum(l.qty), 0)::int as qty, count(l.id)::int as lines
         from orders o left join order_lines l on l.id_so = o.id_so
        where o.customer_id = any($1) group by o.id_so, o.idempotency_key`,
      [buyers.map((b) => b.id)],
    ),
  );
  const byKey = new Map();
  for (const row of rows) byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row]);
  const confirmed = ledger.filter((e) => e.ids.length > 0);
  const confirmedKeys = new Set(confirmed.map((e) => e.key));
  return {
    confirmed: confirmed.length,
    // Told "placed" but not in the database under that key and number.
    lost: confirmed.filter((e) => !(byKey.get(e.key) ?? []).some((r) => r.id_so === e.ids[0])).length,
    // Two order numbers for one checkout, told to a client or stored.
    duplicated:
      confirmed.filter((e) => e.ids.length > 1).length + [...byKey.values()].filter((list) => list.length > 1).length,
    // Stored but never told to any client (a checkout that failed and still wrote an order).
    unseen: rows.filter((r) => !confirmedKeys.has(r.idempotency_key)).length,
    withoutLines: rows.filter((r) => r.lines === 0).length,
    // Lines that do not add up to the cart the buyer saw just before placing the order.
    wrongLines: confirmed.filter((e) => (byKey.get(e.key) ?? [])[0]?.qty !== e.expectedQty).length,
    stored: rows.length,
  };
}

/**
 * The soak against a running server (its pid for RSS) on `databaseUrl`: `buyers` lanes for `seconds`,
 * the first `warmupSeconds` of them not counted in the memory comparison.
 */
export async function runSoak({
  base,
  databaseUrl,
  pid,
  probeFile,
  seconds,
  warmupSeconds,
  buyers: count = 6,
  log = () => {},
}) {
  const stats = { byStatus: {}, firstErrors: [] };
  const call = client(base, stats);
  const buyers = await createBuyers(call, databaseUrl, count, Date.now().toString(36));
  const list = await call('GET', '/product/get?sort=stock-desc&perPage=100', { token: buyers[0].token });
  const skus = (list.body?.productList ?? []).map((p) => p.idStyle);
  if (skus.length === 0) throw new Error('no products to order');
  const least = await leastQuantities(base, buyers[0].token, skus);

  const started = Date.now();
  const until = started + seconds * 1000;
  const samples = [];
  const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, mb: rssMb(pid) }), 500);
  // What a collection leaves, every 5 s once warmed up (a full collection is a pause, so not more often).
  const heapSamples = [];
  let heapSampling = Promise.resolve();
  const heapSampler = setInterval(() => {
    if ((Date.now() - started) / 1000 < warmupSeconds) return;
    heapSampling = heapSampling.then(async () => heapSamples.push(await retainedHeapMb(pid, probeFile)));
  }, 5000);
  const ledger = [];
  log(`soak: ${count} buyers for ${seconds} s`);
  try {
    await Promise.all(buyers.map((b, lane) => buyerLane(call, b, skus, least, until, ledger, lane)));
  } finally {
    clearInterval(sampler);
    clearInterval(heapSampler);
    await heapSampling;
  }
  samples.push({ at: (Date.now() - started) / 1000, mb: rssMb(pid) });

  // Start: the first window after the warm-up; end: the last window of the run (same length).
  const counted = samples.filter((s) => s.at >= warmupSeconds);
  const window = Math.max(3, Math.floor(counted.length / 6));
  const rssStartMb = median(counted.slice(0, window).map((s) => s.mb));
  const rssEndMb = median(counted.slice(-window).map((s) => s.mb));
  // The middle window shows whether any growth is still going on at the end or levelled off.
  const middle = Math.max(0, Math.floor((counted.length - window) / 2));
  const rssMidMb = median(counted.slice(middle, middle + window).map((s) => s.mb));
  // The heap's start and end: the medians of its first and last three samples.
  const heapStartMb = median(heapSamples.slice(0, 3));
  const heapEndMb = median(heapSamples.slice(-3));
  const requests = Object.values(stats.byStatus).reduce((s, n) => s + n, 0);
  const count5xx = Object.entries(stats.byStatus)
    .filter(([status]) => Number(status) >= 500 || Number(status) === 0)
    .reduce((s, [, n]) => s + n, 0);
  const count4xx = Object.entries(stats.byStatus)
    .filter(([status]) => Number(status) >= 400 && Number(status) < 500)
    .reduce((s, [, n]) => s + n, 0);
  return {
    seconds: Math.round((Date.now() - started) / 100) / 10,
    buyers: count,
    requests,
    perSecond: Math.round(requests / ((Date.now() - started) / 1000)),
    byStatus: stats.byStatus,
    firstErrors: stats.firstErrors,
    count5xx,
    count4xx,
    ...(await checkOrders(databaseUrl, buyers, ledger)),
    rssStartMb: Math.round(rssStartMb * 10) / 10,
    rssMidMb: Math.round(rssMidMb * 10) / 10,
    rssEndMb: Math.round(rssEndMb * 10) / 10,
    rssGrowth: Math.round((rssEndMb / rssStartMb - 1) * 1000) / 1000,
    heapSamples: heapSamples.length,
    heapStartMb: Math.round(heapStartMb * 10) / 10,
    heapEndMb: Math.round(heapEndMb * 10) / 10,
    heapGrowth: Math.round((heapEndMb / heapStartMb - 1) * 1000) / 1000,
    memoryJudged: seconds >= MEMORY_JUDGED_FROM_SECONDS && heapSamples.length >= 6,
  };
}

/** The bench table's rows for a soak result: every goal is zero except memory's tolerance. */
export function soakRows(result, label) {
  const row = (id, text, value, unit, max, baseline) => ({
    id,
    label: `${text} (${label})`,
    value,
    unit,
    goal: max === null ? null : { max },
    baseline,
    pass: max === null ? null : value <= max,
  });
  return [
    row(
      'soak-5xx',
      'Soak: 5xx and failed connections',
      result.count5xx,
      '',
      0,
      `${result.requests} requests, ${result.perSecond} req/s, ${result.count4xx} 4xx`,
    ),
    row(
      'soak-lost',
      'Soak: confirmed orders missing in the database',
      result.lost,
      '',
      0,
      `${result.confirmed} confirmed`,
    ),
    row(
      'soak-duplicated',
      'Soak: duplicated or unconfirmed orders',
      result.duplicated + result.unseen,
      '',
      0,
      `${result.stored} stored`,
    ),
    row(
      'soak-lines',
      'Soak: orders without their lines',
      result.withoutLines + result.wrongLines,
      '',
      0,
      'cart before checkout',
    ),
    row(
      'soak-heap',
      `Soak: server heap a full collection leaves, growth start to end${result.memoryJudged ? '' : ' [judged in the full run only]'}`,
      Math.round(result.heapGrowth * 1000) / 10,
      '%',
      result.memoryJudged ? HEAP_TOLERANCE * 100 : null,
      `${result.heapStartMb} -> ${result.heapEndMb} MB, ${result.heapSamples} samples`,
    ),
    row(
      'soak-rss',
      'Soak: server RSS growth, start to end [reported]',
      Math.round(result.rssGrowth * 1000) / 10,
      '%',
      null,
      `${result.rssStartMb} -> ${result.rssMidMb} -> ${result.rssEndMb} MB`,
    ),
  ];
}

/**
 * The soak as a bench section: its own PostgreSQL (unless given a database) and server; `quick` runs
 * 25 s, the full run 3 minutes, `seconds` any other length.
 */
export async function benchSoak({ quick, log, databaseUrl, seconds = quick ? 25 : 180 }) {
  const url = databaseUrl ?? (await createDatabase(startPostgres(), 'soak'));
  const dataDir = tempDir('soak');
  const probe = memoryProbe(dataDir, { gc: true });
  const server = await startServer({ dataDir, databaseUrl: url, env: probe.env });
  const result = await runSoak({
    base: server.base,
    databaseUrl: url,
    pid: server.pid,
    probeFile: probe.file,
    seconds,
    warmupSeconds: Math.min(30, Math.round(seconds / 3)),
    buyers: seconds < 60 ? 4 : 6,
    log,
  });
  await server.stop();
  return { result, rows: soakRows(result, `${seconds} s, ${result.buyers} buyers, PostgreSQL`) };
}
