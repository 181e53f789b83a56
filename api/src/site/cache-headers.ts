import path from 'node:path';

/**
 * How long a browser may keep a served file. Pointers (remotes.json, manifests, remote entries, the
 * host page) must be re-read on every load so a promote or rollback shows up at the next reload;
 * content-hashed chunks never change under their name and are kept for a year.
 */
export const cacheControlFor = (filePath: string): string => {
  // A build's brotli or gzip copy is cached like the file it was made from.
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (base === 'mf-manifest.json' || base === 'remoteEntry.js' || base.endsWith('.html') || base === 'remotes.json') {
    return 'no-cache';
  }
  if (/\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)$/.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
};
