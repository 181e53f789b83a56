import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CS_UPLOAD_LIMITS } from '@storefront/shared-kernel/contracts';

/** The repository root: the API package lives one level below it. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface AppConfig {
  port: number;
  host: string;
  /** Database, uploads, outbox and releases live here (`var/` unless DATA_DIR says otherwise). */
  dataDir: string;
  /**
   * A postgres:// URL; without one the server runs embedded PGlite inside the data folder.
   * `memory://` runs PGlite in memory (tests).
   */
  databaseUrl: string | undefined;
  /** The host shell's built files; absent in API-only runs. */
  hostDist: string;
  logLevel: string;
  /** HS256 signing secret for session tokens (kept in the data folder when not given). */
  jwtSecret: string;
  /** Session lifetime in seconds. */
  tokenTtlSeconds: number;
  /** The value every API call must carry in the `x-api-key` header. */
  apiKey: string;
  /** smtp:// or smtps:// URL; without one, mail is written as .eml files to `<dataDir>/outbox`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where customer-service messages and order copies for the rep go. */
  serviceEmail: string;
  /** The site's public address, used in emailed links. */
  publicUrl: string;
  /** Sign-in and reset-request attempts allowed per client per minute. */
  authRateLimit: number;
  /** Mailchimp API key (`key-dc`) and audience id: sign-ups are forwarded only when both are set. */
  mailchimpApiKey: string | undefined;
  mailchimpListId: string | undefined;
  /** Seed the demo catalogue into an empty database on start. */
  seedDemo: boolean;
  /** How long a catalogue answer shared by one price level is kept (lib/answer-cache.ts); 0 turns it off. */
  answerCacheMs: number;
  /** At most this many kept catalogue answers (least recently used dropped first). */
  answerCacheEntries: number;
  /** How long an approved caller's customer row is trusted without reading it again (plugins/auth.ts); 0: never. */
  callerCacheMs: number;
  /** How long a page waits for its first paint (site/first-paint.ts) before it goes without one; 0: never drawn. */
  firstPaintMs: number;
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits per client). */
  trustProxy: boolean;
  /** Bytes of files one contact-form message may carry together (CS_UPLOAD_REQUEST_MB). */
  csUploadRequestBytes: number;
  /** Bytes of files one account may store through the contact form in any 24 hours (CS_UPLOAD_DAILY_MB). */
  csUploadDailyBytes: number;
  /** The store's calendar (an IANA time zone): a discount code's first and last days are its days. */
  storeTimeZone: string;
}

const MB = 1024 * 1024;

const toPort = (value: string | undefined, fallback: number): number => {
  const port = Number(value ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
};

/** An IANA time zone name the runtime knows; the server refuses to start on a misspelt one. */
const toTimeZone = (value: string | undefined, fallback: string): string => {
  const zone = value || fallback;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new Error(`STORE_TIME_ZONE must be a time zone name such as America/New_York, got "${zone}"`);
  }
  return zone;
};

const toPositiveInt = (value: string | undefined, fallback: number): number => {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** A secret made once per data folder, so restarts keep sessions without anyone choosing a secret. */
const persistedSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR ?? 'var');
  const port = toPort(env.PORT, 8080);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    hostDist: path.resolve(REPO_ROOT, env.HOST_DIST ?? 'host/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    jwtSecret: env.JWT_SECRET || persistedSecret(dataDir),
    tokenTtlSeconds: toPositiveInt(env.TOKEN_TTL_SECONDS, 8 * 60 * 60),
    apiKey: env.API_KEY || 'storefront-web',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Storefront <orders@storefront.local>',
    serviceEmail: env.SERVICE_EMAIL || 'service@storefront.local',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port || 8080}`).replace(/\/$/, ''),
    authRateLimit: toPositiveInt(env.AUTH_RATE_LIMIT, 60),
    mailchimpApiKey: env.MAILCHIMP_API_KEY || undefined,
    mailchimpListId: env.MAILCHIMP_LIST_ID || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    trustProxy: env.TRUST_PROXY === '1',
    // The distributor's own calendar (Pacific by default), so a code valid until the 31st works
    // through the evening of the 31st where the store is.
    storeTimeZone: toTimeZone(env.STORE_TIME_ZONE, 'America/Los_Angeles'),
    answerCacheMs: env.ANSWER_CACHE_MS === '0' ? 0 : toPositiveInt(env.ANSWER_CACHE_MS, 5000),
    answerCacheEntries: toPositiveInt(env.ANSWER_CACHE_ENTRIES, 1000),
    callerCacheMs: env.CALLER_CACHE_MS === '0' ? 0 : toPositiveInt(env.CALLER_CACHE_MS, 2000),
    firstPaintMs: env.FIRST_PAINT_MS === '0' ? 0 : toPositiveInt(env.FIRST_PAINT_MS, 600),
    csUploadRequestBytes: toPositiveInt(env.CS_UPLOAD_REQUEST_MB, CS_UPLOAD_LIMITS.maxRequestBytes / MB) * MB,
    csUploadDailyBytes: toPositiveInt(env.CS_UPLOAD_DAILY_MB, CS_UPLOAD_LIMITS.maxDailyBytes / MB) * MB,
  };
};

/** A config for tests and tools: a given data folder, everything else at safe defaults. */
export const testConfig = (dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret', LOG_LEVEL: 'silent' }),
  ...overrides,
});
