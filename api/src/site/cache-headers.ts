import path from 'node:path';

/**
 * How long a browser may keep a served file. Pointers (remotes.json, the host page) must be re-read
 * on every load so a promote or rollback shows up at the next reload, and so must a manifest or entry
 * not known to sit in a released build's folder (see releaseCacheControl for those); content-hashed
 * chunks never change under their name and are kept for a year.
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

/**
 * A file of a released remote build, by its path under the releases folder (`<remote>/<version>/...`):
 * a version folder is named by a hash of its build and written once (scripts/lib/releases.cjs), so
 * even its manifest and entry never change under their URL. A rollback repoints remotes.json (no-cache)
 * at another folder. Anything not inside a version folder is cached like any other file.
 */
export const releaseCacheControl = (pathInReleases: string): string => {
  const parts = pathInReleases.split(/[\\/]/).filter(Boolean);
  if (parts.length >= 3 && !parts.includes('..')) return 'public, max-age=31536000, immutable';
  return cacheControlFor(pathInReleases);
};
