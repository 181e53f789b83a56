import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/**
 * Serves generated images and e-catalog PDFs from `<dataDir>/uploads` at /uploads. A few lines of our
 * own instead of @fastify/static: its content-disposition dependency is ESM-only, which jest's
 * CommonJS sandbox cannot load, and this keeps the API testable with app.inject.
 */
export function uploadsRoute(app: FastifyInstance, uploadsDir: string): void {
  fs.mkdirSync(uploadsDir, { recursive: true });
  const root = path.resolve(uploadsDir);
  app.get('/uploads/*', async (request, reply) => {
    // The router has decoded the path's escapes; decoding again would misread a '%' of a file's name.
    const relative = (request.params as { '*': string })['*'] ?? '';
    const file = path.resolve(root, relative);
    const type = TYPES[path.extname(file).toLowerCase()];
    // Only known types, and never a path that climbs out of the uploads folder.
    if (!type || !file.startsWith(root + path.sep))
      return reply.code(404).send({ is_success: false, message: 'Not found', code: 'NOT_FOUND' });
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return reply.code(404).send({ is_success: false, message: 'Not found', code: 'NOT_FOUND' });
    }
    if (!stat.isFile()) return reply.code(404).send({ is_success: false, message: 'Not found', code: 'NOT_FOUND' });
    return reply
      .header('content-type', type)
      .header('content-length', stat.size)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(fs.createReadStream(file));
  });
}
