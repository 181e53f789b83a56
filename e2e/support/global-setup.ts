import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildBundles } from '../../scripts/lib/build-bundles.cjs';
import { publishAll } from '../../scripts/lib/publish-all.cjs';
import { REPO_ROOT } from '../../scripts/lib/workspace.cjs';

const START_TIMEOUT_MS = 180_000;

/** Starts the real server on a free port and waits for the line that tells its address. */
const startServer = (dataDir: string): Promise<{ server: ChildProcess; url: string }> =>
  new Promise((resolve, reject) => {
    const server = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')], {
      cwd: REPO_ROOT,
      // Journeys sign in far more often than a person: the sign-in limit is raised for them only. A
      // landing page's first paint is given time enough on a busy machine that journeys always get it
      // (otherwise a slow moment would send the page as built: a different path in the same journey).
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '10000',
        FIRST_PAINT_MS: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start in time:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Storefront: (http:\/\/localhost:\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ server, url: match[1] });
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code}:\n${output}`));
    });
  });

/**
 * One server for the whole run: the current bundles published into a fresh data folder, so every
 * run starts from a new database and a pointer the journeys may change.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  buildBundles();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  publishAll(dataDir);
  const { server, url } = await startServer(dataDir);
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
