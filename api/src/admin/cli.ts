import { loadConfig, type AppConfig } from '../config';
import { createDatabase, migrateToLatest, type Db } from '../db/database';
import { seedBulkProducts, seedDemoIfEmpty } from '../seed/seed';
import { createMailer } from '../lib/mailer';
import { readAdminChannel } from './admin-channel';
import { runThroughServer, type RemoteAnswer, type RemoteCommand } from './admin-remote';
import { decide, listPending } from './admin.service';
import {
  addCoupon,
  couponInputFromArgs,
  disableCoupon,
  listCouponRows,
  parseCouponInput,
  type CouponListRow,
} from './coupon-commands';

const USAGE = `Usage: npm run admin -- <command>
  list-pending              registrations waiting for approval
  approve <email>           let a registered customer sign in
  reject <email>            refuse a registration, or close an approved account
  seed [--products N]       seed the demo catalogue if empty, then add N generated products (benchmarks)
  coupon-add <code> (--percent N | --amount D) [--from YYYY-MM-DD] [--until YYYY-MM-DD] [--description "..."]
                            a discount code buyers can apply: N% or $D off the order's subtotal, usable
                            from and until those days (the store's, Pacific time), each left open if not given
  coupon-list               the discount codes, with what they give, their days and whether usable today
  coupon-disable <code>     stop a discount code from being used (orders already placed keep their discount)

Codes compare ignoring case and surrounding spaces. While the server runs on the embedded database,
every command but seed is carried out by the server (the database belongs to it); seed needs the
server stopped.`;

const out = (line: string) => process.stdout.write(`${line}\n`);

function progressBar(total: number) {
  const started = Date.now();
  return (done: number) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const rate = Math.round(done / Math.max((Date.now() - started) / 1000, 0.001));
    process.stderr.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} products (${rate}/s)`,
    );
    if (done >= total) process.stderr.write('\n');
  };
}

const printCoupons = (rows: CouponListRow[]) => {
  if (rows.length === 0) out('No discount codes yet.');
  for (const r of rows) out(`${r.code}\t${r.off}\tfrom ${r.from}\tuntil ${r.until}\t${r.state}\t${r.description}`);
};

/** Prints a command's outcome the same way whether the server or the CLI carried it out. */
function report(request: RemoteCommand, answer: RemoteAnswer): number {
  switch (request.command) {
    case 'coupon-list':
      printCoupons(answer.coupons ?? []);
      return 0;
    case 'coupon-add':
      out(answer.added ? `${request.coupon.code}: added` : `A discount code ${request.coupon.code} exists already`);
      return answer.added ? 0 : 2;
    case 'coupon-disable':
      out(answer.found ? `${request.code}: disabled` : `No discount code ${request.code}`);
      return answer.found ? 0 : 2;
    default:
      return reportAccount(request, answer);
  }
}

function reportAccount(request: RemoteCommand, answer: RemoteAnswer): number {
  if (request.command === 'list-pending') {
    const rows = answer.pending ?? [];
    if (rows.length === 0) out('No registrations are waiting.');
    for (const r of rows) out(`${r.email}\t${r.company}\t${r.name}\t${r.tel}\t${r.state}\t${r.registered}`);
    return 0;
  }
  if (request.command !== 'approve' && request.command !== 'reject') return 1;
  const verb = request.command === 'approve' ? 'approved' : 'rejected';
  if (!answer.found) out(`No account with email ${request.email}`);
  else out(answer.unchanged ? `${request.email}: already ${verb}, nothing sent` : `${request.email}: ${verb}`);
  return answer.found ? 0 : 2;
}

/** The command line as a command the server (or this CLI) carries out; null for one it does not know. */
function commandOf(command: string, args: string[]): RemoteCommand | null {
  switch (command) {
    case 'list-pending':
    case 'coupon-list':
      return { command };
    case 'approve':
    case 'reject':
      if (!args[0]) throw new Error(`${command} needs an email`);
      return { command, email: args[0] };
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

/** Carries a command out on the database this CLI opened (no server holds it). */
async function runHere(db: Db, config: AppConfig, request: RemoteCommand): Promise<RemoteAnswer> {
  switch (request.command) {
    case 'list-pending':
      return { pending: await listPending(db) };
    case 'approve':
    case 'reject': {
      const decision = await decide(db, request.email, request.command === 'approve' ? 'approved' : 'rejected', {
        mailer: createMailer(config),
        publicUrl: config.publicUrl,
        serviceEmail: config.serviceEmail,
      });
      return { found: decision !== 'not-found', unchanged: decision === 'unchanged' };
    }
    case 'coupon-add':
      return { added: await addCoupon(db, parseCouponInput(request.coupon)) };
    case 'coupon-list':
      return { coupons: await listCouponRows(db, config.storeTimeZone) };
    case 'coupon-disable':
      return { found: await disableCoupon(db, request.code) };
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    out(USAGE);
    return command ? 0 : 1;
  }
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
    if (request) return report(request, await runHere(db, config, request));
    const flag = argv.indexOf('--products');
    const count = flag >= 0 ? Number(argv[flag + 1]) : 0;
    if (!Number.isInteger(count) || count < 0) throw new Error('--products needs a whole number');
    if (await seedDemoIfEmpty(db, config.dataDir)) out('Demo catalogue seeded.');
    if (count > 0) {
      await seedBulkProducts(db, count, progressBar(count));
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
