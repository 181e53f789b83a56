import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/workspace.cjs';
import { dataDir } from './remotes';

/**
 * Runs the admin CLI (`npm run admin -- ...`) as a rep does, on the journeys' data folder while
 * their server runs: the CLI hands approvals to the server that owns the embedded database.
 */
export function runAdmin(...args: string[]): { code: number | null; output: string } {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/admin/cli.ts'), ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir(), LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}
