import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishAll } from '../../scripts/lib/publish-all.cjs';
import { REPO_ROOT } from '../../scripts/lib/workspace.cjs';

const START_TIMEOUT_MS = 180_000;

export interface PrivateServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * A server of the account journeys' own, on its own data folder. The admin CLI approves accounts
 * in the data folder's embedded database, and PGlite serves one process at a time: a CLI run beside
 * the shared journey server writes a copy that server never reads (its approval is not seen). So
 * approval journeys stop this server, run the CLI, and start it again, as the CLI's help says.
 */
export function startPrivateServer(dataDir: string): Promise<PrivateServer> {
  return new Promise((resolve, reject) => {
    const server: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const timer = setTimeout(() => {
      server.kill('SIGTERM');
      reject(new Error(`The private server did not start in time:\n${output}`));
    }, START_TIMEOUT_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`The private server exited with ${code}:\n${output}`));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Storefront: (http:\/\/localhost:\d+)\//.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      server.off('exit', onExit);
      const exited = new Promise<void>((done) => server.once('exit', () => done()));
      resolve({
        url: match[1],
        dataDir,
        stop: async () => {
          if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
          await exited;
        },
      });
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.on('exit', onExit);
  });
}

/** A fresh data folder with the current builds published into it. */
export function newDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-account-e2e-'));
  publishAll(dataDir);
  return dataDir;
}

/** Runs the admin CLI (`npm run admin -- ...`) against a data folder. */
export function runAdmin(dataDir: string, ...args: string[]): { code: number | null; output: string } {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/admin/cli.ts'), ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}
