// npm run dev: the API (restarting on change) and a webpack dev server for the host and each
// remote. Open http://localhost:3000/: the shell loads every remote from its own dev server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BUNDLES, REPO_ROOT } from './lib/workspace.cjs';

const processes = [
  { label: 'api', cwd: REPO_ROOT, args: ['--import', 'tsx', '--watch', path.join(REPO_ROOT, 'api/src/server.ts')] },
  ...BUNDLES.map((bundle) => ({
    label: bundle.dir,
    cwd: path.join(REPO_ROOT, bundle.dir),
    args: [path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'],
  })),
];

const children = processes.map(({ label, cwd, args }) => {
  const child = spawn(process.execPath, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${label}] `);
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => process.stdout.write(`[${label}] exited with ${code}\n`));
  return child;
});

process.stdout.write('\nDev servers starting: open http://localhost:3000/ (API on :8080)\n\n');
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
