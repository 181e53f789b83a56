import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { remoteOriginsOf, siteCsp } from '../plugins/security-headers';
import { cacheControlFor } from './cache-headers';

export interface SiteOptions {
  dataDir: string;
  hostDist: string;
}

type HeaderTarget = FastifyReply | { setHeader(name: string, value: string): void };

const setHeader = (target: HeaderTarget, name: string, value: string): void => {
  if ('setHeader' in target) target.setHeader(name, value);
  else target.header(name, value);
};

/**
 * Serves the composed site on the API's port: `/remotes.json` (the pointer to each remote's active
 * build), the released remote builds under `/remotes/<name>/<version>/`, and the host shell with a
 * history fallback so deep links such as /product?id=... load the shell.
 */
export async function sitePlugin(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const releasesDir = path.join(options.dataDir, 'releases');
  const pointerFile = path.join(options.dataDir, 'remotes.json');
  fs.mkdirSync(releasesDir, { recursive: true });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    let pointer: string;
    try {
      pointer = await fs.promises.readFile(pointerFile, 'utf8');
    } catch {
      pointer = JSON.stringify({ remotes: {} });
    }
    return reply.type('application/json').send(pointer);
  });

  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    setHeaders: (res: HeaderTarget, filePath: string) => {
      setHeader(res, 'cache-control', cacheControlFor(filePath));
      // A remote may be served from another origin (a CDN); manifests are fetched with fetch().
      setHeader(res, 'access-control-allow-origin', '*');
    },
  });

  const hostIndex = path.join(options.hostDist, 'index.html');
  const hasHost = fs.existsSync(hostIndex);
  /** The page's policy admits the origins remotes.json points at (read per page, as the pointer can change). */
  const pagePolicy = async (): Promise<string> => {
    try {
      return siteCsp(remoteOriginsOf(await fs.promises.readFile(pointerFile, 'utf8')));
    } catch {
      return siteCsp();
    }
  };
  // The shell's page, for / and every client-side route; read per request so a new build shows at once.
  const sendHostPage = async (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', await pagePolicy())
      .type('text/html')
      .send(await fs.promises.readFile(hostIndex));
  if (hasHost) {
    app.get('/', async (_request, reply) => sendHostPage(reply));
    await app.register(fastifyStatic, {
      root: options.hostDist,
      prefix: '/',
      index: false,
      decorateReply: true,
      setHeaders: (res: HeaderTarget, filePath: string) => setHeader(res, 'cache-control', cacheControlFor(filePath)),
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (hasHost && wantsPage) return sendHostPage(reply);
    return reply.code(404).send({ is_success: false, message: 'Not found', code: 'NOT_FOUND' });
  });
}
