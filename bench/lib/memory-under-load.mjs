// Memory under load: a real server process, warmed up, then 200 connections of mixed calls (mixed-calls.mjs
// plus sign-ins and registrations at a person's pace), then idle. Its RSS (the server process's own VmRSS)
// before, at the peak and once idle and settled, with what it is made of (memory-probe.mjs), on embedded
// PGlite (what npm start runs on) and, in the full run, on PostgreSQL. Goal: idle within 25 % of the start.
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { leastQuantities } from './least-quantity.mjs';
import { median } from './median.mjs';
import { CART_SKUS, keywordsOf, mixedCalls } from './mixed-calls.mjs';
import {
  API_KEY,
  BUYER,
  createDatabase,
  memoryProbe,
  request,
  startPostgres,
  startServer,
  tempDir,
  withDatabase,
} from './stack.mjs';

export const IDLE_TOLERANCE = 0.25;
const CONNECTIONS = 200;
/** Of the 200: sign-in lanes and one registration lane, each one request at a time. */
const SIGN_IN_LANES = 2;
const PASSWORD = 'Password123';
/**
 * Seconds of each step. The start and the idle end are taken alike: RSS watched for at least `idleMin`
 * (a settled-looking plateau can come before V8 or the server gives memory back: lib/idle-memory.ts
 * waits 5 s of quiet) and at most `idleMax`, until its last `window` seconds agree within 1 %.
 */
const PLANS = {
  quick: { databases: ['pglite'], buyers: 1, warmup: 2, load: 6, idleMin: 0, idleMax: 8, window: 3 },
  full: { databases: ['pglite', 'postgresql'], buyers: 6, warmup: 10, load: 60, idleMin: 20, idleMax: 60, window: 10 },
};
const MB = 1024 * 1024;
const round = (n) => Math.round(n * 10) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** The server's latest process.memoryUsage() in MB, and what RSS holds beyond V8 and its buffers. */
function breakdown(probeFile, rss) {
  try {
    const usage = JSON.parse(fs.readFileSync(probeFile, 'utf8'));
    const heapTotal = usage.heapTotal / MB;
    const external = usage.external / MB;
    return {
      heapUsed: round(usage.heapUsed / MB),
      heapTotal: round(heapTotal),
      external: round(external),
      arrayBuffers: round(usage.arrayBuffers / MB),
      // Code, stacks, native allocations (malloc arenas, zlib, OpenSSL) and whatever the allocator keeps.
      rest: round(rss - heapTotal - external),
    };
  } catch {
    return null;
  }
}

/**
 * Polls RSS once a second for `idleMin` to `idleMax` seconds, until the last `window` samples are within
 * 1 % of their median; that median, how long it took, whether it settled, and the samples.
 */
async function settledRss(pid, { idleMin, idleMax, window }) {
  const samples = [];
  const started = Date.now();
  for (;;) {
    samples.push(rssMb(pid));
    const last = samples.slice(-window);
    const mid = median(last);
    const settled = last.length === window && Math.max(...last) - Math.min(...last) <= mid * 0.01;
    const seconds = (Date.now() - started) / 1000;
    if ((settled && seconds >= idleMin) || seconds >= idleMax)
      return { mb: mid, seconds: Math.round(seconds), settled, samples };
    await sleep(1000);
  }
}

const registration = (email) => ({
  customerInfo: {
    email,
    password: PASSWORD,
    firstname: 'Load',
    lastname: 'Buyer',
    tel: '555-0100',
    companyNm: 'Load Supply',
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
    remark: 'Memory bench buyer',
  },
});

/** Approves registrations as customer service would: in PostgreSQL, or through the server owning PGlite. */
async function approve(dataDir, databaseUrl, emails) {
  if (databaseUrl) {
    await withDatabase(databaseUrl, (db) =>
      db.query("update customers set status = 'approved', decided_at = now() where email = any($1)", [emails]),
    );
    return;
  }
  const channel = JSON.parse(fs.readFileSync(path.join(dataDir, 'admin-channel.json'), 'utf8'));
  for (const email of emails) {
    const res = await fetch(`${channel.url}/api/cli/approve`, {
      method: 'POST',
      headers: { 'x-admin-token': channel.token, 'x-api-key': API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (!res.ok) throw new Error(`approve ${email}: ${res.status} ${await res.text()}`);
  }
}

/** The demo buyer and `count` registered, approved buyers, signed in. */
async function signedInBuyers(server, dataDir, databaseUrl, count, run) {
  const emails = Array.from({ length: count }, (_, i) => `memory${i}.${run}@example.com`);
  for (const email of emails) {
    const res = await request(server.base, 'POST', '/customer/register', { body: registration(email) });
    if (res.status !== 200) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  await approve(dataDir, databaseUrl, emails);
  const buyers = [];
  for (const [userId, password] of [[BUYER.userId, BUYER.password], ...emails.map((e) => [e, PASSWORD])]) {
    const res = await request(server.base, 'POST', '/customer/login', { body: { userId, password } });
    if (res.status !== 200) throw new Error(`login ${userId}: ${res.status} ${JSON.stringify(res.body)}`);
    buyers.push({ userId, password, token: res.body.user.token });
  }
  return buyers;
}

/** Catalogue skus and titles, as a buyer pages through the whole catalogue. */
async function catalogue(server, token) {
  const products = [];
  for (let page = 1; page <= 10; page++) {
    const res = await request(server.base, 'GET', `/product/get?sort=stock-desc&perPage=100&currPage=${page}`, {
      token,
    });
    const list = res.body?.productList ?? [];
    products.push(...list);
    if (list.length < 100) break;
  }
  if (products.length === 0) throw new Error('no products to load with');
  return { skus: products.map((p) => p.idStyle), titles: products.map((p) => p.webTitle) };
}

/** Status counts of the run's answers, autocannon's and the lanes'. */
const countStatus = (byStatus, status) => (byStatus[status] = (byStatus[status] ?? 0) + 1);

/** `connections` connections of mixed calls, plus sign-in and registration lanes, for `seconds`. */
async function mixedLoad(server, next, { connections, seconds, buyers, lanes, byStatus }) {
  const instance = autocannon({
    url: server.base,
    connections: connections - (lanes ? SIGN_IN_LANES + 1 : 0),
    duration: seconds,
    pipelining: 1,
    requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }],
  });
  instance.on('response', (_client, status) => countStatus(byStatus, status));
  const until = Date.now() + seconds * 1000;
  const signIns = Array.from({ length: lanes ? SIGN_IN_LANES : 0 }, async (_, lane) => {
    for (let i = lane; Date.now() < until; i++) {
      const { userId, password } = buyers[i % buyers.length];
      const res = await request(server.base, 'POST', '/customer/login', { body: { userId, password } });
      countStatus(byStatus, res.status);
    }
  });
  // A few registrations: one every 5 s, as new buyers sign up.
  const registrations = (async () => {
    for (let i = 0; lanes && Date.now() < until; i++) {
      const started = Date.now();
      const email = `memory.new${i}.${started}@example.com`;
      const res = await request(server.base, 'POST', '/customer/register', { body: registration(email) });
      countStatus(byStatus, res.status);
      await sleep(Math.max(0, Math.min(until - Date.now(), 5000 - (Date.now() - started))));
    }
  })();
  const [result] = await Promise.all([instance, ...signIns, registrations]);
  return { rps: Math.round(result.requests.average), errors: result.errors, timeouts: result.timeouts };
}

/** One database: the server started, warmed up, loaded and left idle; its memory at each step. */
async function measureOn(database, plan, log) {
  const dataDir = tempDir(`memory-${database}`);
  const databaseUrl = database === 'postgresql' ? await createDatabase(startPostgres(), 'memory') : undefined;
  const { file: probeFile, env } = memoryProbe(dataDir);
  const server = await startServer({ dataDir, databaseUrl, env });
  try {
    const buyers = await signedInBuyers(server, dataDir, databaseUrl, plan.buyers, Date.now().toString(36));
    // Before any catalogue traffic: comparable with a server just started (the warm-up grows its caches).
    const freshMb = rssMb(server.pid);
    const { skus, titles } = await catalogue(server, buyers[0].token);
    const least = await leastQuantities(server.base, buyers[0].token, skus.slice(0, CART_SKUS));
    const next = mixedCalls({ skus, keywords: keywordsOf(titles), buyers, least });
    log(`memory (${database}): warm-up ${plan.warmup} s, 32 connections`);
    await mixedLoad(server, next, { connections: 32, seconds: plan.warmup, buyers, lanes: false, byStatus: {} });
    const start = await settledRss(server.pid, plan);
    const startBreakdown = breakdown(probeFile, start.mb);
    log(`memory (${database}): ${round(start.mb)} MB; ${CONNECTIONS} connections for ${plan.load} s`);
    const samples = [];
    const sampler = setInterval(() => samples.push(rssMb(server.pid)), 500);
    let peakBreakdown = null;
    const peakProbe = setInterval(() => {
      const now = rssMb(server.pid);
      if (now >= Math.max(...samples, 0)) peakBreakdown = breakdown(probeFile, now);
    }, 1000);
    const byStatus = {};
    let load;
    try {
      load = await mixedLoad(server, next, {
        connections: CONNECTIONS,
        seconds: plan.load,
        buyers,
        lanes: true,
        byStatus,
      });
    } finally {
      clearInterval(sampler);
      clearInterval(peakProbe);
    }
    const peak = Math.max(...samples);
    const idle = await settledRss(server.pid, plan);
    const idleBreakdown = breakdown(probeFile, idle.mb);
    const growth = idle.mb / start.mb - 1;
    log(`memory (${database}): peak ${round(peak)} MB, idle ${round(idle.mb)} MB after ${idle.seconds} s`);
    return {
      database,
      freshMb: round(freshMb),
      startMb: round(start.mb),
      peakMb: round(peak),
      idleMb: round(idle.mb),
      growth: Math.round(growth * 1000) / 1000,
      idleSeconds: idle.seconds,
      idleSettled: idle.settled,
      idleSamples: idle.samples.map(round),
      breakdown: { start: startBreakdown, peak: peakBreakdown, idle: idleBreakdown },
      requests: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
      byStatus,
      ...load,
    };
  } finally {
    await server.stop();
  }
}

/** The bench rows: idle RSS against the start per database, judged in the full run only. */
export function memoryRows(results, { quick, seconds }) {
  return results.map((r) => {
    const value = Math.round(r.growth * 1000) / 10;
    const judged = !quick;
    const parts = r.breakdown.idle
      ? `; idle: heap ${r.breakdown.idle.heapTotal}, external ${r.breakdown.idle.external}, rest ${r.breakdown.idle.rest} MB`
      : '';
    return {
      id: `memory-idle-${r.database}`,
      label: `RSS idle after ${seconds} s of ${CONNECTIONS} mixed connections / start (${r.database === 'pglite' ? 'PGlite' : 'PostgreSQL'})${judged ? '' : ' [judged in the full run only]'}`,
      value,
      unit: '%',
      goal: judged ? { max: IDLE_TOLERANCE * 100 } : null,
      baseline: `${r.startMb} -> peak ${r.peakMb} -> idle ${r.idleMb} MB (${r.idleSeconds} s idle), ${r.requests} requests${parts}`,
      pass: judged ? value <= IDLE_TOLERANCE * 100 : null,
    };
  });
}

/**
 * The section for bench/run.mjs: `quick` runs PGlite only, for 8 s; the full run 60 s on each database.
 * `overrides` changes the plan (bench/memory.mjs: --seconds, --database).
 */
export async function benchMemoryUnderLoad({ quick, log, ...overrides }) {
  const plan = { ...(quick ? PLANS.quick : PLANS.full), ...overrides };
  const results = [];
  for (const database of plan.databases) results.push(await measureOn(database, plan, log));
  return { results, rows: memoryRows(results, { quick, seconds: plan.load }) };
}
