import fs from 'node:fs';
import path from 'node:path';

/**
 * A release manager's preview, as `npm run release -- preview` keeps it (scripts/lib/previews.cjs):
 * `<data>/previews/<token>.json` holding `{ remotes, expiresAt }`. Only a token that names a stored,
 * unexpired preview gives one: a link cannot name versions of its own.
 */
const TOKEN = /^[0-9a-f]{32}$/;

export async function readPreview(dataDir: string, token: string, now = Date.now()): Promise<unknown> {
  if (!TOKEN.test(token)) return null;
  try {
    const preview = JSON.parse(await fs.promises.readFile(path.join(dataDir, 'previews', `${token}.json`), 'utf8')) as {
      remotes?: unknown;
      expiresAt?: string;
    };
    return Date.parse(preview.expiresAt ?? '') > now ? (preview.remotes ?? null) : null;
  } catch {
    return null;
  }
}
