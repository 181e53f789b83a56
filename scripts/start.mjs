// npm start: builds what is missing, publishes each remote into a versioned folder under the data
// folder, points remotes.json at them, and serves everything (site and API) on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildBundles } from './lib/build-bundles.cjs';
import { publishAll } from './lib/publish-all.cjs';
import { Refusal } from './lib/refusal.cjs';
import { dataDirFrom, REPO_ROOT } from './lib/workspace.cjs';

const dataDir = dataDirFrom();
buildBundles();
let pointer;
try {
  pointer = publishAll(dataDir);
} catch (error) {
  // An operator's problem (an unreadable remotes.json) is said in one line, as the release command does.
  if (!(error instanceof Refusal)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
for (const [name, active] of Object.entries(pointer.remotes))
  process.stdout.write(`Remote ${name}: ${active.version}\n`);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
