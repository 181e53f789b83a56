import { closeAdminChannel, openAdminChannel, type AdminChannel } from './admin/admin-channel';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase, migrateToLatest } from './db/database';
import { dropExpiredAnswers } from './lib/answer-cache';
import { isDatabaseUnavailable } from './lib/errors';
import { reclaimMemoryWhenIdle } from './lib/idle-memory';
import { DEMO_BUYER } from './seed/demo-catalogue';
import { seedDemoIfEmpty } from './seed/seed';
import { DEMO_ADMIN, ensureDemoAdmin } from './back-office/staff.service';

async function main(): Promise<void> {
  const config = loadConfig();
  // Migrate and seed before listening, so the first request already sees a catalogue.
  const db = createDatabase(config);
  await migrateToLatest(db);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(db, config.dataDir) : false;
  // The demo's back office: an admin to sign in with, while the store has no staff of its own.
  if (config.seedDemo) await ensureDemoAdmin(db);
  let channel: AdminChannel | null = null;
  const app = await buildApp({
    config,
    serveSite: true,
    db,
    adminChannel: () => channel,
    onClosed: async () => {
      if (channel) closeAdminChannel(config.dataDir, channel);
      await db.destroy();
    },
  });
  if (seeded) app.log.info('demo catalogue seeded');
  const close = async (): Promise<void> => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  // A busy spell's memory goes back once requests stop, not only at V8's own pace (lib/idle-memory.ts).
  reclaimMemoryWhenIdle(app.server, () => dropExpiredAnswers(db));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The embedded database belongs to this process: the admin CLI reaches it through the server.
  if (!config.databaseUrl) channel = openAdminChannel(config.dataDir, port, config.host);
  app.log.info(`Storefront ready at http://localhost:${port}/`);
  // The lines a person starting the product looks for, also when logs are JSON.
  const demo = config.seedDemo
    ? `Demo buyer: ${DEMO_BUYER.email} / ${DEMO_BUYER.password}\n` +
      `Back office: http://localhost:${port}/admin/login  ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}\n`
    : '';
  process.stdout.write(`\nStorefront: http://localhost:${port}/\n${demo}\n`);
}

/** Where the database is, for a person reading the message: host and port only, never the password. */
const databaseWhere = (url: string | undefined): string => {
  if (!url) return 'the embedded database';
  try {
    const { hostname, port } = new URL(url);
    return `PostgreSQL at ${hostname}:${port || 5432}`;
  } catch {
    return 'the database in DATABASE_URL';
  }
};

main().catch((error: unknown) => {
  const reason = isDatabaseUnavailable(error)
    ? `${databaseWhere(process.env.DATABASE_URL)} is unreachable. Start it or check DATABASE_URL.`
    : error instanceof Error
      ? error.message
      : String(error);
  process.stderr.write(`The server could not start: ${reason}\n`);
  process.exit(1);
});
