// The load and soak run on its own: node bench/soak.mjs [--seconds N] [--database-url URL] [--json]
// Starts a throwaway PostgreSQL (or uses the given empty database) and a server, runs mixed buyer
// traffic, checks the orders in the database, prints the rows (or the result as JSON) and exits 1 if
// any goal is missed. npm run bench runs it too; the API suite on PostgreSQL runs a short one.
import { benchSoak } from './lib/soak.mjs';
import { stopAll } from './lib/stack.mjs';
import { printTable } from './lib/table.mjs';

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const seconds = Number(option('--seconds') ?? 25);
const json = process.argv.includes('--json');
const log = (line) => process.stderr.write(`[soak] ${line}\n`);

const interrupt = () => stopAll().then(() => process.exit(130));
process.once('SIGINT', interrupt);
process.once('SIGTERM', interrupt);
try {
  const { result, rows } = await benchSoak({ quick: true, seconds, log, databaseUrl: option('--database-url') });
  if (json) process.stdout.write(`${JSON.stringify({ result, rows })}\n`);
  else printTable(rows, `load and soak: ${result.seconds} s`);
  if (rows.some((r) => r.pass === false)) process.exitCode = 1;
} catch (error) {
  process.stderr.write(`soak failed: ${error.stack ?? error}\n`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
