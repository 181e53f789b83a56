// Memory under load on its own: node bench/memory.mjs [--quick] [--database pglite|postgresql] [--seconds N] [--json]
// Starts a server per database, warms it up, runs 200 connections of mixed calls, waits until its RSS
// settles, prints the rows (or the results as JSON) and exits 1 if a judged row misses its goal.
import { benchMemoryUnderLoad } from './lib/memory-under-load.mjs';
import { stopAll } from './lib/stack.mjs';
import { printTable } from './lib/table.mjs';

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const quick = process.argv.includes('--quick');
const overrides = {
  ...(option('--database') ? { databases: [option('--database')] } : {}),
  ...(option('--seconds') ? { load: Number(option('--seconds')) } : {}),
};
const log = (line) => process.stderr.write(`[memory] ${line}\n`);

const interrupt = () => stopAll().then(() => process.exit(130));
process.once('SIGINT', interrupt);
process.once('SIGTERM', interrupt);
try {
  const { results, rows } = await benchMemoryUnderLoad({ quick, log, ...overrides });
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify({ results, rows }, null, 2)}\n`);
  else printTable(rows, 'memory under load');
  if (rows.some((r) => r.pass === false)) process.exitCode = 1;
} catch (error) {
  process.stderr.write(`memory bench failed: ${error.stack ?? error}\n`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
