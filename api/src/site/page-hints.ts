import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../lib/html';

/**
 * What the served page carries so the shell needs fewer sequential round trips before the first
 * remote paints: the remotes pointer as JSON data (no fetch of /remotes.json at boot; the shell
 * still fetches it on a retry) and preload links for the landing route's remote (its manifest, its
 * entry and the module it exposes), read from the active build's mf-manifest.json.
 */
export interface PageHintsSource {
  /** Where released builds are stored (served under /remotes/). */
  releasesDir: string;
  /** The host build: route-owners.json sits beside index.html. */
  hostDist: string;
}

/** The id of the JSON data element the shell reads the pointer from (host/src/federation/remotes-pointer.ts). */
export const POINTER_ELEMENT_ID = 'remotes-pointer';

interface PointerEntry {
  url?: unknown;
  version?: unknown;
}

interface ManifestLike {
  metaData?: { remoteEntry?: { name?: unknown }; pageAssets?: Record<string, unknown> };
  exposes?: { assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

/** JSON inside <script>: nothing in it can close the element or start markup. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

// Case-insensitive, as the shell's router matches (React Router's default): /Search is the search page.
// A subtree (`/admin/*`: the back office routes within) matches every path under it.
const patternToRegExp = (pattern: string): RegExp => {
  const isSubtree = pattern.endsWith('/*');
  const path = isSubtree ? pattern.slice(0, -2) : pattern;
  const body = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${body}${isSubtree ? '(?:/.*)?' : '/?'}$`, 'i');
};

/** The remote that owns `pathname` by the host's route table, and the route pattern that matched. */
export const ownerOfPath = (
  routeOwners: Record<string, unknown>,
  pathname: string,
): { remote: string; pattern: string } | null => {
  for (const [remote, patterns] of Object.entries(routeOwners)) {
    for (const pattern of Array.isArray(patterns) ? patterns : []) {
      if (typeof pattern === 'string' && patternToRegExp(pattern).test(pathname)) return { remote, pattern };
    }
  }
  return null;
};

/** A remote names its page chunks `page-<path>`, `page-home` for / (see mf-catalog/src/routes.tsx). */
export const pageChunkName = (pattern: string): string => `page-${pattern.slice(1) || 'home'}`;

/** Released builds never change under their version, so a manifest read once is kept. */
const manifestCache = new Map<string, ManifestLike>();

/** The file a URL under /remotes/ names inside the releases folder, or null (elsewhere, or outside it). */
export const releasedFileOf = (releasesDir: string, url: string): string | null => {
  // Only builds this server stores; a remote on another origin (a CDN) has none here.
  if (!url.startsWith('/remotes/')) return null;
  const root = path.resolve(releasesDir);
  let relative: string;
  try {
    relative = decodeURIComponent(url.slice('/remotes/'.length).split('?')[0] ?? '');
  } catch {
    return null;
  }
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
};

const readReleasedManifest = async (releasesDir: string, url: string): Promise<ManifestLike | null> => {
  const file = releasedFileOf(releasesDir, url);
  if (!file) return null;
  const cached = manifestCache.get(file);
  if (cached) return cached;
  // Read once per released build (kept below), so an asynchronous read costs the pages nothing.
  const manifest = jsonObjectOrNull(await fs.promises.readFile(file, 'utf8').catch(() => null)) as ManifestLike | null;
  if (manifest?.metaData) manifestCache.set(file, manifest);
  return manifest?.metaData ? manifest : null;
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Preload links for one remote build: manifest (fetched by the runtime), entry, exposed module, and
 * the landing page's own chunk when the build lists it.
 */
export const remotePreloads = (manifestUrl: string, manifest: ManifestLike, page?: string): string[] => {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData?.remoteEntry?.name;
  const pageFiles = page ? strings(manifest.metaData?.pageAssets?.[page]) : [];
  const scripts = [
    ...(typeof entry === 'string' ? [entry] : []),
    ...(manifest.exposes ?? []).flatMap((e) => strings(e.assets?.js?.sync)),
    ...pageFiles.filter((file) => file.endsWith('.js')),
  ];
  const styles = [
    ...(manifest.exposes ?? []).flatMap((e) => strings(e.assets?.css?.sync)),
    ...pageFiles.filter((file) => file.endsWith('.css')),
  ];
  const link = (as: string, href: string, extra = '') =>
    `<link rel="preload" as="${as}"${extra} href="${escapeHtml(href)}">`;
  return [
    // The runtime fetches the manifest with fetch(): same-origin credentials, hence crossorigin.
    link('fetch', manifestUrl, ' crossorigin="anonymous"'),
    ...scripts.map((file) => link('script', base + file)),
    ...styles.map((file) => link('style', base + file)),
  ];
};

/** The JSON object `text` holds, or null: no text, broken JSON, or not an object. */
const jsonObjectOrNull = (text: string | null): Record<string, unknown> | null => {
  try {
    const parsed: unknown = text === null ? null : JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * The remotes pointer the page is served with, or null when there is none or it cannot be read (a broken
 * pointer file: the shell fetches /remotes.json and reports it as before).
 */
export const parsePointer = (pointerJson: string | null): RemotesPointer | null =>
  jsonObjectOrNull(pointerJson) as RemotesPointer | null;

export interface RemotesPointer {
  remotes?: Record<string, PointerEntry | undefined>;
}

/** A small file of the site's read at once (site.plugin.ts says why), or null when it cannot be read. */
export const readTextOrNull = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/**
 * The remote that owns `pathname` by the host build's route table, and the pattern that matched; none
 * without a table (a host built before it) or with a broken one. Read at once, like the page's other files.
 */
export const landingOwner = (hostDist: string, pathname: string) => pageOfPath(hostDist, pathname).owner;

/**
 * The remote that owns `pathname` (landingOwner), and whether the shell has a page there at all: a path
 * of no route gets the shell's not-found page, answered 404 so crawlers and link checkers see it as such.
 * Without a readable table the server cannot tell, and every path is taken for a page, as before the table.
 */
export const pageOfPath = (hostDist: string, pathname: string) => pagesOf(hostDist)(pathname);

/** pageOfPath for any number of paths, from one reading of the route table (a request may ask of two). */
export const pagesOf = (hostDist: string) => {
  const routeOwners = routeOwnersOf(hostDist);
  return (pathname: string) => {
    const owner = routeOwners ? ownerOfPath(routeOwners, pathname) : null;
    return { owner, exists: owner !== null || !routeOwners };
  };
};

const routeOwnersOf = (hostDist: string) => jsonObjectOrNull(readTextOrNull(path.join(hostDist, 'route-owners.json')));

/**
 * A path as the route table writes them and the server's router takes them: `/`, `/search`, `/order/:orderNo`,
 * `/admin/*` (a subtree).
 */
const ROUTER_PATH = /^\/$|^(\/([\w-]+|:[A-Za-z]+))+(\/\*)?$/;

/**
 * Every path of the host build's route table that the server's router can take as it is (none without
 * a table, or with a broken one): the pages the server answers with the shell.
 */
export const shellPaths = (hostDist: string): string[] => {
  const patterns = Object.values(routeOwnersOf(hostDist) ?? {}).flatMap((list) => (Array.isArray(list) ? list : []));
  return [...new Set(patterns.filter((p): p is string => typeof p === 'string' && ROUTER_PATH.test(p)))];
};

/** The markup to put before </head> of a page whose path `owner` owns (landingOwner). */
export async function pageHints(
  source: PageHintsSource,
  pointer: RemotesPointer | null,
  owner: { remote: string; pattern: string } | null,
): Promise<string> {
  if (!pointer) return '';
  const parts = [`<script type="application/json" id="${POINTER_ELEMENT_ID}">${scriptSafeJson(pointer)}</script>`];
  const url = owner ? pointer.remotes?.[owner.remote]?.url : undefined;
  if (owner && typeof url === 'string') {
    const manifest = await readReleasedManifest(source.releasesDir, url);
    if (manifest) parts.unshift(...remotePreloads(url, manifest, pageChunkName(owner.pattern)));
  }
  return parts.join('');
}
