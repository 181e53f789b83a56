import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AdminChannel } from './admin/admin-channel';
import { adminRoutes } from './admin/admin.routes';
import { backOfficeRoutes } from './back-office/back-office.routes';
import { STAFF_CALL_ROLES } from './back-office/staff-route';
import type { AppConfig } from './config';
import { listenForCatalogueChanges } from './catalogue/catalogue-changes';
import { closeImportsOfStoppedServer } from './catalogue/catalogue-jobs';
import { createDatabase, migrateToLatest, runsQueriesSideBySide, type Db } from './db/database';
import { searchIndexOf } from './search/search-index';
import type { Deps } from './deps';
import { createBackgroundWork, type BackgroundWork } from './lib/background-work';
import { AppError } from './lib/errors';
import { requestLogSerializer } from './lib/log-redaction';
import { createMailer, type Mailer } from './lib/mailer';
import { routedPath } from './lib/request-path';
import { cartRoutes } from './modules/cart/cart.routes';
import { CS_MULTIPART_LIMITS, customerServiceRoutes } from './modules/customer/customer-service.routes';
import { customerRoutes } from './modules/customer/customer.routes';
import { sessionUserOfToken } from './modules/customer/customer.service';
import { sessionCookieRoutes } from './modules/customer/session-cookie';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { orderRoutes } from './modules/order/order.routes';
import { paymentRoutes } from './modules/payment/payment.routes';
import { productRoutes } from './modules/product/product.routes';
import { systemRoutes } from './modules/system/system.routes';
import { answerClientError } from './plugins/client-error';
import { registerErrorHandler } from './plugins/error-handler';
import { healthRoutes } from './plugins/health';
import { buildOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { uploadsRoute } from './plugins/uploads';

export interface BuildOptions {
  config: AppConfig;
  /** Serve the host shell and remote builds too (npm start); API tests leave it off. */
  serveSite?: boolean;
  /** An open, migrated database; without one buildApp opens and migrates its own (closed with the app). */
  db?: Db;
  mailer?: Mailer;
  /** Where work a request does not wait for runs; tests hand one in to wait for it. */
  background?: BackgroundWork;
  /** The admin CLI's channel into this server (embedded database only; see admin/admin-channel.ts). */
  adminChannel?: () => AdminChannel | null;
  /**
   * What to close once the app is done (an admin channel, a database handed in): run after the work
   * requests left running has settled, which still needs the database.
   */
  onClosed?: () => Promise<void>;
  /** Where the JSON log lines go (stdout by default); tests capture them to check no secret is logged. */
  logStream?: NodeJS.WritableStream;
}

const OPEN_PATHS = new Set(['/api/health', '/api/ready', '/api/docs']);

/** Builds the server: plugins in a fixed order, the API under /api, uploads, then the site. */
export async function buildApp({
  config,
  serveSite = false,
  db: givenDb,
  mailer,
  background = createBackgroundWork(),
  onClosed,
  adminChannel,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
      serializers: { req: requestLogSerializer },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    clientErrorHandler: answerClientError,
  });
  const db = givenDb ?? createDatabase(config);
  if (!givenDb) await migrateToLatest(db);
  // Other processes' catalogue writes on one PostgreSQL database drop this one's kept answers.
  const stopListening =
    config.databaseUrl && runsQueriesSideBySide(db)
      ? listenForCatalogueChanges(db, config.databaseUrl, app.log)
      : undefined;
  if (!runsQueriesSideBySide(db)) await closeImportsOfStoppedServer(db);
  // The search index loads as the server starts; a search before it is loaded waits for it.
  void searchIndexOf(db)
    .catchUp()
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'search index could not load; the next search tries again'),
    );
  // What requests left running (a mail on its way) ends before the database closes. One hook for it
  // all: Fastify runs a later onClose hook first, so a caller's own would close the database too early.
  app.addHook('onClose', async () => {
    await background.idle();
    await stopListening?.();
    if (!givenDb) await db.destroy();
    await onClosed?.();
  });
  const deps: Deps = { db, config, mailer: mailer ?? createMailer(config), background, log: app.log };

  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 2048 });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new AppError(429, 'RATE_LIMITED', 'Too many requests. Please wait a minute and try again.'),
  });

  await app.register(
    async (api) => {
      await api.register(multipart, { limits: CS_MULTIPART_LIMITS });
      // Calls take JSON (or a multipart form): Fastify's own text/plain parser handed a call a string,
      // answered as 'expected object'. Without it such a body is 415 like any other type.
      api.removeContentTypeParser('text/plain');
      api.addHook('onRequest', async (request) => {
        if (OPEN_PATHS.has(routedPath(request.url))) return;
        if (request.headers['x-api-key'] !== config.apiKey)
          throw new AppError(401, 'INVALID_API_KEY', 'A valid API key is required.');
      });
      healthRoutes(api, db);
      // The calls that need a session, as their routes are added below: the document says so per call.
      const sessionPaths = new Set<string>();
      api.addHook('onRoute', (route) => {
        if ((route.config as { auth?: string } | undefined)?.auth === 'required') sessionPaths.add(route.url);
      });
      let openApi: Record<string, unknown> | null = null;
      api.get('/docs', async () => (openApi ??= buildOpenApi(sessionPaths, STAFF_CALL_ROLES)));
      for (const routes of [
        customerRoutes,
        customerServiceRoutes,
        sessionCookieRoutes,
        systemRoutes,
        productRoutes,
        cartRoutes,
        favoritesRoutes,
        newsletterRoutes,
        orderRoutes,
        paymentRoutes,
        backOfficeRoutes,
      ])
        routes(api, deps);
      if (adminChannel) adminRoutes(api, deps, adminChannel);
      api.setNotFoundHandler(async (_request, reply) =>
        reply.code(404).send({ is_success: false, message: 'Not found', code: 'NOT_FOUND' }),
      );
    },
    { prefix: '/api' },
  );

  uploadsRoute(app, path.join(config.dataDir, 'uploads'));

  if (!serveSite)
    app.setNotFoundHandler(async (_request, reply) =>
      reply.code(404).send({ is_success: false, message: 'Not found', code: 'NOT_FOUND' }),
    );
  else {
    // Loaded only when serving the site: @fastify/static pulls an ESM-only dependency that jest cannot load.
    const { sitePlugin } = await import('./site/site.plugin');
    const firstPaint = config.firstPaintMs
      ? {
          userOfSession: (token: string) => sessionUserOfToken(deps, token),
          apiKey: config.apiKey,
          timeLimitMs: config.firstPaintMs,
        }
      : undefined;
    await app.register(sitePlugin, {
      dataDir: config.dataDir,
      hostDist: config.hostDist,
      firstPaint,
      apiKey: config.apiKey,
    });
  }
  return app;
}
