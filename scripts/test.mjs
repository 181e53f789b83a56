// npm test: every package's unit and component tests (one jest run), then the browser journeys in
// real Chromium, then one closing line that counts them all.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './lib/workspace.cjs';

const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));

const run = (label, command, args, env = {}) => {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
};

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const totals = { passed: 0, failed: 0, skipped: 0 };
let hasFailedRun = false;

if (run('System packages', 'bash', [path.join(REPO_ROOT, 'scripts/ensure-system-deps.sh')]) !== 0) hasFailedRun = true;

/** Runs jest (given the command that starts it) and adds its counts to the totals. */
const runJest = (label, command, args, env = {}) => {
  const report = path.join(reportsDir, `${label.replace(/\W+/g, '-')}.json`);
  const extra = ['--json', `--outputFile=${report}`, ...(process.env.CI ? ['--ci'] : [])];
  if (run(label, command, [...args, ...extra], env) !== 0) hasFailedRun = true;
  const result = readJson(report);
  if (!result) {
    hasFailedRun = true;
    return;
  }
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  totals.skipped += result.numPendingTests + result.numTodoTests;
};

const jestBin = path.join(REPO_ROOT, 'node_modules/jest/bin/jest.js');
runJest('Unit, component and API tests (API on embedded PGlite)', process.execPath, [jestBin]);
// The same API suite on a throwaway PostgreSQL server, with the races only a real server can show.
runJest('API tests on PostgreSQL', 'bash', [path.join(REPO_ROOT, 'scripts/postgres/test-api.sh')]);

if (!process.argv.includes('--unit-only')) {
  const e2eReport = path.join(reportsDir, 'e2e.json');
  const playwright = path.join(REPO_ROOT, 'node_modules/@playwright/test/cli.js');
  const status = run(
    'Browser journeys',
    process.execPath,
    [playwright, 'test', '-c', path.join(REPO_ROOT, 'e2e/playwright.config.ts')],
    {
      E2E_JSON_REPORT: e2eReport,
    },
  );
  if (status !== 0) hasFailedRun = true;
  const e2e = readJson(e2eReport);
  if (e2e) {
    totals.passed += e2e.stats.expected;
    totals.failed += e2e.stats.unexpected + e2e.stats.flaky;
    totals.skipped += e2e.stats.skipped;
  } else hasFailedRun = true;

  // The benchmarks' quick mode, so `npm run bench` keeps working end to end. Its figures are not judged
  // here (timings on a shared machine are no test); a part that fails or crashes is.
  const bench = run('Benchmarks, quick mode (runs end to end)', process.execPath, [
    path.join(REPO_ROOT, 'bench/run.mjs'),
    '--quick',
    '--keep-latest',
  ]);
  if (bench === 0) totals.passed += 1;
  else totals.failed += 1;
}

fs.rmSync(reportsDir, { recursive: true, force: true });
if (hasFailedRun && totals.failed === 0) totals.failed = 1; // a run that crashed counts as a failure
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(totals.failed > 0 || hasFailedRun ? 1 : 0);
