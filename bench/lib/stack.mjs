// What a bench run starts: a throwaway PostgreSQL, API servers on free loopback ports with fresh data
// folders, the seeding. Everything started here is stopped by stopAll(), also on Ctrl-C.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const API_KEY = 'storefront-web';
export const BUYER = { userId: 'buyer@demo.storefront', password: 'Wholesale2025!' };

const cleanups = [];
export async function stopAll() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => {});
}

/** API servers that exited while still in use, with the end of what each wrote to stderr. */
const unexpectedExits = [];

/**
 * Runs a bench script's `main` and stops what it started, also on Ctrl-C or a kill; a failure is printed
 * under `name` and exits 1.
 */
export function runToEnd(main, name) {
  const interrupt = () => stopAll().then(() => process.exit(130));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  main()
    .then(stopAll)
    .catch(async (error) => {
      process.stderr.write(`${name} failed: ${error.stack ?? error}\n`);
      for (const exit of unexpectedExits) process.stderr.write(`${exit}\n`);
      await stopAll();
      process.exit(1);
    });
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export const tempDir = (name) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-bench-${name}-`));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/**
 * The environment that loads bench/lib/memory-probe.mjs into a server, with its sample file in `dataDir`;
 * `gc` also exposes the collector, so SIGUSR2 gives the memory a full collection leaves (`file`.gc).
 */
export function memoryProbe(dataDir, { gc = false } = {}) {
  const file = path.join(dataDir, 'memory-probe.json');
  const probe = pathToFileURL(path.join(ROOT, 'bench/lib/memory-probe.mjs')).href;
  const options = [process.env.NODE_OPTIONS ?? '', gc ? '--expose-gc' : '', `--import ${probe}`];
  return { file, env: { NODE_OPTIONS: options.filter(Boolean).join(' '), MEMORY_PROBE_FILE: file } };
}

/** A throwaway PostgreSQL server (scripts/postgres installs it when missing); returns its URL. */
export function startPostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-pg-'));
  const url = execFileSync('bash', [path.join(ROOT, 'scripts/postgres/start.sh'), dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  cleanups.push(async () => {
    execFileSync('bash', [path.join(ROOT, 'scripts/postgres/stop.sh'), dir], { stdio: 'ignore' });
  });
  return url;
}

/** Runs `work` with a client connected to the database at `url`, and closes it whatever happens. */
export async function withDatabase(url, work) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server, so each catalogue size starts clean. */
export async function createDatabase(adminUrl, name) {
  await withDatabase(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const serverEnv = (extra) => ({
  ...process.env,
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT: '1000000',
  NODE_ENV: 'production',
  ...extra,
});

/**
 * npm run admin -- seed --products N (demo catalogue first when empty; bulk SQL, ends with ANALYZE); seconds.
 * Run without blocking this process: a seed of minutes held its event loop, and the first request after it
 * went out on a keep-alive connection the server had closed meanwhile ("fetch failed").
 */
export async function seedProducts(env, count) {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'api/src/admin/cli.ts', 'seed', '--products', String(count)],
    {
      cwd: ROOT,
      env: serverEnv(env),
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Seeding ${count} products failed (${code}): ${stderr}`);
  return (Date.now() - started) / 1000;
}

/**
 * The API server (with the site) on a free port; resolves once /api/health answers. `env` adds settings,
 * e.g. ANSWER_CACHE_MS=0 for a server whose every search reaches the database. `lowPriority` runs it, all
 * its threads, at nice 19 (coreutils' `nice`, which execs it, so the pid stays the server's).
 */
export async function startServer({ dataDir, databaseUrl, env: extra = {}, lowPriority = false }) {
  const port = await freePort();
  const env = serverEnv({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', ...extra });
  const command = [process.execPath, '--import', 'tsx', 'api/src/server.ts'];
  if (lowPriority) command.unshift('nice', '-n', '19');
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-8000)));
  let stopping = false;
  // A server that dies mid-run (out of memory, say) is what a later "fetch failed" means: kept to be told.
  child.once('exit', (code, signal) => {
    if (!stopping)
      unexpectedExits.push(`The API server on port ${port} exited (${signal ?? code}): ${stderr.slice(-2000)}`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  };
  cleanups.push(stop);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API server exited: ${stderr.slice(-2000)}`);
    if (Date.now() > deadline) throw new Error('The API server did not start within 120 s');
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, port, stop, pid: child.pid };
}

/** A Fastify hello-world route in its own process: the ceiling this machine gives any route. */
export async function startHello() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/lib/hello-server.mjs'), String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(async () => child.kill('SIGTERM'));
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', () => reject(new Error('hello server exited')));
  });
  return { base: `http://127.0.0.1:${port}`, stop: async () => child.kill('SIGTERM') };
}

/** Site bundles built and published into the data folder, as npm start does. */
export async function publishSite(dataDir) {
  const { createRequire } = await import('node:module');
  const require = createRequire(import.meta.url);
  require(path.join(ROOT, 'scripts/lib/build-bundles.cjs')).buildBundles();
  require(path.join(ROOT, 'scripts/lib/publish-all.cjs')).publishAll(dataDir);
}

/** One API call as the site makes it; its status and JSON body (null when none). Rejects only without an answer. */
export async function request(base, method, url, { token, body } = {}) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      'x-api-key': API_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** An API call that must succeed: its JSON body. */
export async function api(base, method, url, options) {
  const res = await request(base, method, url, options);
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A place-order body (no card: pay later) shipping and billing to the demo buyer's address. */
export const orderBody = (po, idempotencyKey) => {
  const address = (p) => ({
    [`${p}_firstNm`]: 'Dana',
    [`${p}_lastNm`]: 'Reyes',
    [`${p}_addr`]: '1200 W Artesia Blvd',
    [`${p}_city`]: 'Gardena',
    [`${p}_state`]: 'CA',
    [`${p}_zipcode`]: '90248',
  });
  return {
    idempotencyKey,
    data: { custPO: po, idCC: -1, shipVia: 3210, types: '3', ...address('bill'), ...address('ship') },
  };
};

export const login = async (base) => (await api(base, 'POST', '/customer/login', { body: BUYER })).user;
