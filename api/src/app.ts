import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { sitePlugin } from './site/site.plugin';

export interface BuildOptions {
  config: AppConfig;
  /** Serve the host shell and remote builds too (npm start); API tests leave it off. */
  serveSite?: boolean;
}

/** Builds the server: plugins in a fixed order, the API under /api, then the site. */
export async function buildApp({ config, serveSite = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers["x-api-key"]'] },
  });

  await app.register(
    async (api) => {
      api.get('/health', async () => ({ is_success: true, status: 'ok' }));
    },
    { prefix: '/api' },
  );

  if (serveSite) await app.register(sitePlugin, { dataDir: config.dataDir, hostDist: config.hostDist });
  return app;
}
