import path from 'node:path';

/** The repository root: the API package lives one level below it. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface AppConfig {
  port: number;
  host: string;
  /** Database, uploads, outbox and releases live here (`var/` unless DATA_DIR says otherwise). */
  dataDir: string;
  /** A postgres:// URL; without one the server runs embedded PGlite inside the data folder. */
  databaseUrl: string | undefined;
  /** The host shell's built files; absent in API-only runs. */
  hostDist: string;
  logLevel: string;
}

const toPort = (value: string | undefined, fallback: number): number => {
  const port = Number(value ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => ({
  port: toPort(env.PORT, 8080),
  host: env.HOST ?? '127.0.0.1',
  dataDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? 'var'),
  databaseUrl: env.DATABASE_URL || undefined,
  hostDist: path.resolve(REPO_ROOT, env.HOST_DIST ?? 'host/dist'),
  logLevel: env.LOG_LEVEL ?? 'info',
});
