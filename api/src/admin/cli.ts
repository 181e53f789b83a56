import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, type AppConfig } from '../config';
import { createDatabase, migrateToLatest, type Db } from '../db/database';
import type { Deps } from '../deps';
import { createBackgroundWork } from '../lib/background-work';
import { createMailer } from '../lib/mailer';
import { seedBulkProducts, seedDemoIfEmpty } from '../seed/seed';
import { readAdminChannel } from './admin-channel';
import {
  exportFileOf,
  exportHere,
  exportThroughServer,
  importHere,
  importRequestOf,
  importThroughServer,
  UNREADABLE,
  unreadableInput,
} from './catalogue-commands';
import { carryOut, commandSchemas, parsedCommand } from './admin-commands';
import { runThroughServer, type RemoteCommand } from './admin-remote';
import { flagsOf, oneWord, yesNo } from './cli-args';
import { out, progressBar, report } from './cli-output';
import { couponInputFromArgs, parseCouponInput } from './coupon-commands';

const USAGE = `Usage: npm run admin -- <command>
  list-pending              registrations waiting for approval, every field the applicant gave
  approve <email> [--level <1-4>] [--tax-exempt yes|no]
                            let a registered customer sign in, at a price level (1 if not given), tax-exempt
                            or not (if not given: exempt when a seller's permit is on file); mails the customer
  reject <email> [--reason "..."]
                            refuse a registration; the customer's email carries the reason
  staff-add <email> --role <admin|rep|catalog> [--name "..."]
                            add a back-office member; prints its one-time set-password link (valid 24 hours)
  staff-list                the back office's members: email, name, role, active or disabled, password set
  staff-disable <email>     stop a member from signing in (its sessions end)
  seed [--products N]       seed the demo catalogue if empty, then add N generated products (benchmarks)
  import-catalogue <file.csv> [--images <folder>] [--dry-run] [--skip-invalid] [--report <errors.csv>]
                            load products from the catalogue file (docs/catalogue-file.md); every row is
                            checked first, and with a bad row nothing is written unless --skip-invalid;
                            ends with "created N, updated N, unchanged N, invalid N" (exit 0 written,
                            1 refused for bad rows, 2 an unreadable file)
  export-catalogue <file.csv>
                            every product in the catalogue file's columns (it imports back unchanged)
  coupon-add <code> (--percent N | --amount D) [--from YYYY-MM-DD] [--until YYYY-MM-DD] [--description "..."]
                            a discount code buyers can apply: N% or $D off the order's subtotal, usable
                            from and until those days (the store's, Pacific time), each left open if not given
  coupon-list               the discount codes, with what they give, their days and whether usable today
  coupon-disable <code>     stop a discount code from being used (orders already placed keep their discount)

Only a pending registration is approved or rejected; an account is deactivated in the back office.
Decisions and staff changes are written to the audit log as made by \`cli\`. Codes compare ignoring
case and surrounding spaces. While the server runs on the embedded database, every command but seed is
carried out by the server (the database belongs to it); seed needs the server stopped.`;

/**
 * The command line as a command the server (or this CLI) carries out, its input checked here with its
 * reason before any database is opened; null for a command it does not know.
 */
function commandOf(command: string, args: string[]): RemoteCommand | null {
  switch (command) {
    case 'list-pending':
    case 'coupon-list':
    case 'staff-list':
      flagsOf(command, args, []);
      return { command };
    case 'approve': {
      const { words, flags } = flagsOf(command, args, ['level', 'tax-exempt']);
      const email = oneWord(command, words, 'an email');
      const input = parsedCommand(commandSchemas.approve, {
        email,
        level: flags.level === undefined ? undefined : Number(flags.level),
        taxExempt: yesNo('tax-exempt', flags['tax-exempt']),
      });
      // The email as typed, for the lines that name it; it is looked up ignoring case.
      return { command, ...input, email };
    }
    case 'reject': {
      const { words, flags } = flagsOf(command, args, ['reason']);
      const email = oneWord(command, words, 'an email');
      return { command, ...parsedCommand(commandSchemas.reject, { email, ...flags }), email };
    }
    case 'staff-add': {
      const { words, flags } = flagsOf(command, args, ['role', 'name']);
      const input = parsedCommand(commandSchemas.staffAdd, { email: oneWord(command, words, 'an email'), ...flags });
      return { command, ...input };
    }
    case 'staff-disable': {
      const email = oneWord(command, flagsOf(command, args, []).words, 'an email');
      return { command, ...parsedCommand(commandSchemas.staffDisable, { email }), email };
    }
    case 'coupon-add': {
      const coupon = couponInputFromArgs(args);
      parseCouponInput(coupon); // refused here with its reason, before any database is opened
      return { command, coupon };
    }
    case 'coupon-disable':
      if (!args[0]) throw new Error('coupon-disable needs a code');
      return { command, code: args[0].trim() };
    default:
      return null;
  }
}

/** A log for the services this CLI runs itself: their warnings and errors go to stderr. */
function stderrLog(): FastifyBaseLogger {
  const write = (first: unknown, message?: string) => {
    const text = typeof first === 'string' ? first : (message ?? '');
    const error = (first as { err?: unknown } | undefined)?.err;
    process.stderr.write(`${text}${error instanceof Error ? `: ${error.message}` : ''}\n`);
  };
  const quiet = () => undefined;
  const log = { level: 'warn', fatal: write, error: write, warn: write, info: quiet, debug: quiet, trace: quiet };
  return { ...log, silent: quiet, child: () => stderrLog() } as unknown as FastifyBaseLogger;
}

/** What the services need, for a database this CLI opened (no server holds it). */
const depsOf = (db: Db, config: AppConfig): Deps => ({
  db,
  config,
  mailer: createMailer(config),
  background: createBackgroundWork(),
  log: stderrLog(),
});

/** Opens the database this CLI uses itself (no server holds it), migrated, for `work`. */
async function withOwnDatabase(config: AppConfig, work: (db: Db) => Promise<number>): Promise<number> {
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** import-catalogue and export-catalogue: through the server when it owns the embedded database. */
async function catalogueCommand(command: 'import-catalogue' | 'export-catalogue', args: string[]): Promise<number> {
  const config = loadConfig();
  const channel = config.databaseUrl ? null : readAdminChannel(config.dataDir);
  if (command === 'export-catalogue') {
    const file = exportFileOf(args);
    const served = channel ? await exportThroughServer(channel, config.apiKey, file) : null;
    return served ?? withOwnDatabase(config, (db) => exportHere(db, file));
  }
  const request = importRequestOf(args);
  const unreadable = unreadableInput(request);
  if (unreadable) {
    process.stderr.write(`${unreadable}\n`);
    return UNREADABLE;
  }
  const served = channel ? await importThroughServer(channel, config.apiKey, request) : null;
  return served ?? withOwnDatabase(config, (db) => importHere(db, config.dataDir, request));
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    out(USAGE);
    return command ? 0 : 1;
  }
  if (command === 'import-catalogue' || command === 'export-catalogue') return catalogueCommand(command, args);
  const request = command === 'seed' ? null : commandOf(command, args);
  if (command !== 'seed' && !request) {
    out(USAGE);
    return 1;
  }
  const config = loadConfig();
  const channel = config.databaseUrl ? null : readAdminChannel(config.dataDir);
  if (channel && request) {
    const answer = await runThroughServer(channel, config.apiKey, request);
    if (answer) return report(request, answer);
  }
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    if (request) {
      const deps = depsOf(db, config);
      const code = report(request, await carryOut(deps, request));
      await deps.background.idle();
      return code;
    }
    const flag = argv.indexOf('--products');
    const count = flag >= 0 ? Number(argv[flag + 1]) : 0;
    if (!Number.isInteger(count) || count < 0) throw new Error('--products needs a whole number');
    if (await seedDemoIfEmpty(db, config.dataDir)) out('Demo catalogue seeded.');
    if (count > 0) {
      await seedBulkProducts(db, count, progressBar(count, 'products'));
      out(`Added ${count} products.`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
