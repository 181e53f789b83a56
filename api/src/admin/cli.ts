import { loadConfig } from '../config';
import { createDatabase, migrateToLatest } from '../db/database';
import { seedBulkProducts, seedDemoIfEmpty } from '../seed/seed';
import { createMailer } from '../lib/mailer';
import { readAdminChannel } from './admin-channel';
import { runThroughServer, type RemoteAnswer, type RemoteCommand } from './admin-remote';
import { decide, listPending } from './admin.service';

const USAGE = `Usage: npm run admin -- <command>
  list-pending              registrations waiting for approval
  approve <email>           let a registered customer sign in
  reject <email>            refuse a registration, or close an approved account
  seed [--products N]       seed the demo catalogue if empty, then add N generated products (benchmarks)

While the server runs on the embedded database, list-pending, approve and reject are carried out by
the server (the database belongs to it); seed needs the server stopped.`;

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

/** Prints a command's outcome the same way whether the server or the CLI carried it out. */
function report(request: RemoteCommand, answer: RemoteAnswer): number {
  if (request.command === 'list-pending') {
    const rows = answer.pending ?? [];
    if (rows.length === 0) out('No registrations are waiting.');
    for (const r of rows) out(`${r.email}\t${r.company}\t${r.name}\t${r.tel}\t${r.state}\t${r.registered}`);
    return 0;
  }
  const verb = request.command === 'approve' ? 'approved' : 'rejected';
  if (!answer.found) out(`No account with email ${request.email}`);
  else out(answer.unchanged ? `${request.email}: already ${verb}, nothing sent` : `${request.email}: ${verb}`);
  return answer.found ? 0 : 2;
}

async function main(argv: string[]): Promise<number> {
  const [command, arg] = argv;
  if (!command || command === 'help' || command === '--help') {
    out(USAGE);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  const channel = config.databaseUrl ? null : readAdminChannel(config.dataDir);
  if (channel && command !== 'seed') {
    const request: RemoteCommand =
      command === 'list-pending' ? { command } : { command: command as 'approve' | 'reject', email: arg ?? '' };
    if (command !== 'list-pending' && command !== 'approve' && command !== 'reject') {
      out(USAGE);
      return 1;
    }
    const answer = await runThroughServer(channel, config.apiKey, request);
    if (answer) return report(request, answer);
  }
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    switch (command) {
      case 'list-pending':
        return report({ command }, { pending: await listPending(db) });
      case 'approve':
      case 'reject': {
        if (!arg) throw new Error(`${command} needs an email`);
        const decision = await decide(db, arg, command === 'approve' ? 'approved' : 'rejected', {
          mailer: createMailer(config),
          publicUrl: config.publicUrl,
          serviceEmail: config.serviceEmail,
        });
        return report(
          { command, email: arg },
          { found: decision !== 'not-found', unchanged: decision === 'unchanged' },
        );
      }
      case 'seed': {
        const flag = argv.indexOf('--products');
        const count = flag >= 0 ? Number(argv[flag + 1]) : 0;
        if (!Number.isInteger(count) || count < 0) throw new Error('--products needs a whole number');
        if (await seedDemoIfEmpty(db, config.dataDir)) out('Demo catalogue seeded.');
        if (count > 0) {
          await seedBulkProducts(db, count, progressBar(count));
          out(`Added ${count} products.`);
        }
        return 0;
      }
      default:
        out(USAGE);
        return 1;
    }
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
