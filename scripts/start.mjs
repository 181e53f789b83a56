// npm start: builds what is missing, publishes each remote into a versioned folder under the data
// folder, points remotes.json at them, and serves everything (site and API) on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildBundles } from './lib/build-bundles.cjs';
import { publishAll } from './lib/publish-all.cjs';
import { dataDirFrom, REPO_ROOT } from './lib/workspace.cjs';

const dataDir = dataDirFrom();
buildBundles();
const pointer = publishAll(dataDir);
for (const [name, active] of Object.entries(pointer.remotes))
  process.stdout.write(`Remote ${name}: ${active.version}\n`);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
