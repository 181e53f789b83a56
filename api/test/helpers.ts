import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { testConfig, type AppConfig } from '../src/config';
import { createDatabase, migrateToLatest, type Db } from '../src/db/database';
import type { Deps } from '../src/deps';
import { clearCachedAnswers } from '../src/lib/answer-cache';
import { createBackgroundWork } from '../src/lib/background-work';
import { signSession } from '../src/lib/jwt';
import { createMailer, type Mailer } from '../src/lib/mailer';
import { hashPassword, setPasswordHashCost } from '../src/lib/password';
import { ean13 } from '../src/seed/assets';
import { DEMO_BUYER } from '../src/seed/demo-catalogue';
import { seedDemoIfEmpty } from '../src/seed/seed';

// Starting embedded Postgres and seeding takes a few seconds, more on a busy 2-core CI machine.
jest.setTimeout(60_000);

export const API_KEY = 'storefront-web';

/** Answers are read loosely in tests: the contracts already type them for real callers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Body = any;
export { DEMO_BUYER };

/**
 * TEST_DATABASE_URL (a PostgreSQL server's admin URL, set by scripts/postgres/test-api.sh)
 * runs the suite on PostgreSQL: each test file gets its own fresh database. Without it, in-memory PGlite.
 */
const PG_ADMIN_URL = process.env.TEST_DATABASE_URL;
export const onPostgres = !!PG_ADMIN_URL;

export async function freshPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sf_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface CallOptions {
  token?: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  /** Any request, for the cases the JSON helpers cannot make (bad JSON, other content types, files). */
  raw(
    method: string,
    url: string,
    init?: { headers?: Record<string, string>; body?: RequestInit['body'] },
  ): Promise<{ status: number; body: Body; headers: Headers; buffer: Buffer }>;
  db: Db;
  config: AppConfig;
  dataDir: string;
  /** What the app's services are given, for tests that call a service directly. */
  deps: Deps;
  /** Settles once the work requests left running (a reset mail on its way) has settled. */
  settled(): Promise<void>;
  get(url: string, options?: CallOptions): Promise<{ status: number; body: Body }>;
  post(url: string, options?: CallOptions): Promise<{ status: number; body: Body }>;
  login(email?: string, password?: string): Promise<string>;
  /** A new approved customer (registered straight into the database) and a token for them. */
  newCustomer(overrides?: {
    spNo?: string;
    state?: string;
    priceLev?: number;
    /** Sign the session token directly instead of signing in: where sign-ins are not what is tested, or would
     * meet their limits. */
    skipSignIn?: boolean;
  }): Promise<{ id: number; email: string; token: string }>;
  outbox(): string[];
  close(): Promise<void>;
}

let counter = 0;

export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  { adminToken, logStream, mailer }: { adminToken?: string; logStream?: NodeJS.WritableStream; mailer?: Mailer } = {},
): Promise<TestApp> {
  setPasswordHashCost({ N: 1024, r: 8, p: 1 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-api-test-'));
  const pgDb = onPostgres ? await freshPgDatabase() : undefined;
  const config = testConfig(dataDir, { databaseUrl: pgDb?.url ?? 'memory://', authRateLimit: 1000, ...overrides });
  const db = createDatabase(config);
  await migrateToLatest(db);
  await seedDemoIfEmpty(db, dataDir, 60);
  const adminChannel = adminToken ? () => ({ url: 'http://127.0.0.1', token: adminToken }) : undefined;
  const background = createBackgroundWork();
  const app = await buildApp({ config, db, adminChannel, logStream, background, mailer });

  // Requests go through app.inject: the whole server (hooks, parsers, limits) without a socket.
  const raw = async (
    method: string,
    url: string,
    init: { headers?: Record<string, string>; body?: RequestInit['body'] } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    let payload: Buffer | undefined;
    if (init.body !== undefined && init.body !== null) {
      // Let the platform encode the body (a FormData becomes multipart with its boundary).
      const encoded = new Response(init.body);
      payload = Buffer.from(await encoded.arrayBuffer());
      const type = encoded.headers.get('content-type');
      if (type && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
        headers['content-type'] = type;
    }
    const response = await app.inject({ method: method as 'GET', url, headers, payload });
    const buffer = response.rawPayload;
    let body: unknown = response.payload;
    try {
      body = JSON.parse(response.payload);
    } catch {
      /* not JSON */
    }
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return { status: response.statusCode, body: body as Body, headers: responseHeaders, buffer };
  };

  const call = async (method: 'GET' | 'POST', url: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = { 'x-api-key': API_KEY, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const query = options.query
      ? `?${new URLSearchParams(
          Object.entries(options.query)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]): [string, string] => [k, String(v)]),
        ).toString()}`
      : '';
    if (method === 'POST') headers['content-type'] = 'application/json';
    const res = await raw(method, `/api${url}${query}`, {
      headers,
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
    });
    return { status: res.status, body: res.body };
  };

  const helper: TestApp = {
    app,
    raw,
    db,
    config,
    dataDir,
    get: (url, options) => call('GET', url, options),
    post: (url, options) => call('POST', url, options),
    async login(email = DEMO_BUYER.email, password = DEMO_BUYER.password) {
      const res = await call('POST', '/customer/login', { body: { userId: email, password } });
      if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
      return res.body.user.token as string;
    },
    async newCustomer(extra = {}) {
      const email = `buyer${++counter}.${process.pid}@example.com`;
      const { id } = await db
        .insertInto('customers')
        .values({
          email,
          password_hash: await hashPassword('Password123'),
          status: 'approved',
          firstname: 'Test',
          lastname: `Buyer${counter}`,
          company_nm: 'Test Co',
          tel: '555-0100',
          cell_phone: '',
          fax: '',
          addr: '1 Main St',
          city: 'Austin',
          zipcode: '73301',
          state: extra.state ?? 'TX',
          country: 'United States',
          ein: '',
          b_type: '',
          b_license_no: '',
          sp_no: extra.spNo ?? '',
          // As a registration starts (migration 012): a seller's permit on file is tax-exempt.
          tax_exempt: (extra.spNo ?? '').trim() !== '',
          remark: '',
          price_lev: extra.priceLev ?? 1,
          decided_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (extra.skipSignIn)
        return { id, email, token: signSession(id, 1, config.jwtSecret, config.tokenTtlSeconds).token };
      return { id, email, token: await helper.login(email, 'Password123') };
    },
    deps: { db, config, mailer: mailer ?? createMailer(config), background, log: app.log },
    settled: () => background.idle(),
    outbox() {
      const dir = path.join(dataDir, 'outbox');
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir)
        .sort()
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    },
    async close() {
      await app.close();
      await db.destroy();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return helper;
}

/** A valid place-order body for a customer, with addresses in the ship_/bill_ fields. */
/**
 * Skus with stock, for carts and orders. They are sold singly from here on (a pack of 1, a minimum of 1):
 * the tests that take them add any quantity, and are not about packs or minimums (docs/product.md §6.6;
 * api/test/quantity-rules.test.ts is).
 */
export async function stockedSkus(t: TestApp, token: string): Promise<string[]> {
  const res = await t.get('/product/get', { token, query: { category: 'housewares', sort: 'stock-desc' } });
  const skus: string[] = res.body.productList.map((p: { idStyle: string }) => p.idStyle);
  await soldSingly(t, skus);
  return skus;
}

/** Products a test adds any quantity of: a pack of 1 and a minimum of 1 (kept answers forgotten). */
export async function soldSingly(t: TestApp, skus: string[]): Promise<void> {
  if (skus.length === 0) return;
  await t.db.updateTable('products').set({ qty_per_uom: 1, min_buy: 1 }).where('id_style', 'in', skus).execute();
  clearCachedAnswers(t.db);
}

/** Sets what `sku` costs `customerId` (their price level's price, no sale), for a cart of known totals. */
export async function setPriceFor(t: TestApp, customerId: number, sku: string, priceCents: number): Promise<void> {
  const { price_lev } = await t.db
    .selectFrom('customers')
    .select('price_lev')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('product_prices')
    .set({ price_cents: priceCents, sale_cents: 0 })
    .where('id_style', '=', sku)
    .where('price_lev', '=', price_lev)
    .execute();
}

/** A registration with every field filled, as the form sends it (docs/product.md §4.6 requires them all). */
export const registration = (email: string) => ({
  password: 'Sup3rSecret!',
  firstname: 'Ana',
  lastname: 'Kim',
  email,
  tel: '213-555-0101',
  cellPhone: '213-555-0102',
  fax: '213-555-0103',
  companyNm: 'Kim Market',
  addr: '10 Spring St',
  city: 'Los Angeles',
  zipcode: '90012',
  state: 'CA',
  country: 'United States',
  ein: '12-3456789',
  bType: 'Grocery',
  bLicenseNo: 'L-1',
  spNo: 'SP-99',
  remark: 'Hello',
});

/** A ship-to address that passes the contract, for address books, cards and orders. */
export const ADDRESS = {
  addressType: 'ship',
  firstname: 'Al',
  lastname: 'Bo',
  isDefault: true,
  companyNm: 'Co',
  addr1: '5 Elm St',
  addr2: '',
  city: 'Reno',
  states: 'NV',
  zipcode: '89501',
  country: 'United States',
  tel: '775-555-0100',
};

/** The address placeOrderBody ships and bills to, as an order stores it (orders.bill_address/ship_address). */
export const ORDER_ADDRESS = {
  firstNm: 'Dana',
  lastNm: 'Reyes',
  companyNm: 'Reyes Supply',
  addr: '1200 W Artesia Blvd',
  addr2: '',
  city: 'Gardena',
  states: 'CA',
  zipcode: '90248',
  country: 'United States',
  tel: '310-555-0142',
};

export const placeOrderBody = (custPO: string, idempotencyKey: string, extra: Record<string, unknown> = {}) => {
  const address = (p: string) => ({
    [`${p}_firstNm`]: 'Dana',
    [`${p}_lastNm`]: 'Reyes',
    [`${p}_addr`]: '1200 W Artesia Blvd',
    [`${p}_addr2`]: '',
    [`${p}_city`]: 'Gardena',
    [`${p}_state`]: 'CA',
    [`${p}_zipcode`]: '90248',
    [`${p}_country`]: 'United States',
    [`${p}_phone`]: '310-555-0142',
    [`${p}_company`]: 'Reyes Supply',
  });
  return {
    idempotencyKey,
    data: { custPO, idCC: -1, shipVia: 3210, types: '3', ...address('bill'), ...address('ship'), ...extra },
  };
};

/** Whether `code` is a valid EAN-13: 13 digits, the last the check digit of the first 12 (the seed's ean13). */
export const isValidEan13 = (code: string): boolean => /^\d{13}$/.test(code) && ean13(code.slice(0, 12)) === code;

/**
 * Holds Date.now still (the clock the answer and caller caches read), moved only by `advance`, so a
 * test checks a time limit to the millisecond without waiting on a busy machine's wall clock. It starts
 * `aheadMs` (the longest limit in play) past now: anything kept before the test has expired, so what
 * the test finds kept, it kept itself. Restore it with jest.restoreAllMocks().
 */
export function holdClock(aheadMs: number): { advance: (ms: number) => void } {
  let now = Date.now() + aheadMs;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  return {
    advance: (ms) => {
      now += ms;
    },
  };
}
