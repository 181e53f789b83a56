import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { DEMO_BUYER } from './helpers';

const API_DIR = path.resolve(__dirname, '..');
const HEADERS = { 'x-api-key': 'storefront-web', 'content-type': 'application/json' };

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** http://localhost:<port> */
  url: string;
  exited: Promise<number | null>;
  /** SIGTERM unless it already ended, then wait for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts the real server as one node process (no tsx wrapper, so a kill reaches the server itself)
 * and resolves with its URL once it listens. `env` picks the database (DATA_DIR, DATABASE_URL).
 */
export const startServerProcess = (env: Record<string, string>): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', SEED_DEMO: '1', ...env },
    });
    let out = '';
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    };
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Storefront: (http:\/\/localhost:\d+)\//.exec(out);
      if (match) resolve({ child, url: match[1]!, exited, stop });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    void exited.then((code) => reject(new Error(`server exited ${code}: ${out}`)));
  });

/** One JSON call over the socket, with the status, the answer and its headers. */
export const callServer = async (url: string, method: 'GET' | 'POST', body?: unknown, token?: string) => {
  const res = await fetch(url, {
    method,
    headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
};

/** The demo buyer's session token on the server at `api` (its /api URL). */
export const signInDemoBuyer = async (api: string): Promise<string> =>
  (await callServer(`${api}/customer/login`, 'POST', { userId: DEMO_BUYER.email, password: DEMO_BUYER.password })).body
    .user.token;
