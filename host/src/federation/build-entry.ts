import { runtimeRefusal, sharedExportsRefusal, type SharedExports } from './runtime-fit';

declare global {
  /** The federation runtime version this shell provides (scripts/webpack/create-config.cjs). */
  const __FEDERATION_RUNTIME_VERSION__: string;
  /** The names of each slimmed shared library this shell provides (scripts/webpack/shared-exports.cjs). */
  const __SHARED_EXPORTS_PROVIDED__: SharedExports;
}

/** What the shell reads of a build's `mf-manifest.json`. */
interface BuildManifest {
  metaData?: {
    publicPath?: string;
    globalName?: string;
    remoteEntry?: { name?: string; path?: string; type?: string };
  };
  exposes?: { path?: string; assets?: { js?: { sync?: unknown } } }[];
}

/** A build's entry script, as the federation runtime is given it. */
export interface BuildEntry {
  entry: string;
  type?: string;
  globalName?: string;
}

/** The module the shell loads from every remote: each remote exposes `./routes` (README.md, "The architecture"). */
const ROUTES = './routes';

/** The scripts of the build's routes module (its sync scripts in the manifest), as absolute URLs. */
const routesScripts = (manifest: BuildManifest, base: URL): string[] =>
  (manifest.exposes ?? [])
    .filter((e) => e.path === ROUTES)
    .flatMap((e) => e.assets?.js?.sync)
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(file, base).href);

const preloadScript = (href: string): void => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  document.head.append(link);
};

/**
 * Clears what an earlier preload of `href` left for a retry. Chromium keeps a script preload that
 * failed (the remote was down) among the page's preloads until a script of that URL takes it, even
 * once the <link> is gone: the first script of that URL then fails at once, without a request. The
 * retry's fresh entry would ask for the routes module and get that old failure ("Loading chunk 806
 * failed"), so a throwaway script takes the preload first: a failed one fails it (without a request)
 * and is preloaded afresh; one that had arrived runs, which only hands its chunk to the remote's
 * runtime (a webpack chunk registers its modules; the retry's entry picks them up). The script is out
 * of the page at once, so the remote's chunk loader never mistakes it for its own.
 */
function takeEarlierPreload(href: string): void {
  const script = document.createElement('script');
  script.src = href;
  script.addEventListener('error', () => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')) {
      if (link.href === href) link.remove();
    }
    preloadScript(href);
  });
  document.head.append(script);
  script.remove();
}

/**
 * Starts fetching the scripts of the remote's routes module while its entry loads, as the runtime's
 * manifest plugin did; without this they would wait for the entry. A landing page has them preloaded
 * by the page already (api/src/site/page-hints.ts), with the landing page's own chunks. On a retry,
 * what those or an earlier attempt's preloads of the build's scripts left is cleared first
 * (takeEarlierPreload): a page chunk's failed preload would fail the page after the routes loaded.
 */
function preloadRoutesScripts(scripts: string[], base: URL, entry: string, isRetry: boolean): void {
  const preloaded = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => l.href),
  );
  const folder = new URL('.', base).href;
  // Not the entry: a retry loads it under a new address (?attempt=N), so its old preload is never used.
  if (isRetry) for (const href of preloaded) if (href.startsWith(folder) && href !== entry) takeEarlierPreload(href);
  for (const href of scripts) if (!preloaded.has(href)) preloadScript(href);
}

/** The entry's file under its folder in the manifest, as the federation SDK joins them. */
const entryFile = (folder: string | undefined, file: string): string => {
  const trimmed = (folder ?? '').replace(/^\.\/?|^\//, '').replace(/\/$/, '');
  return trimmed ? `${trimmed}/${file}` : file;
};

/**
 * The entry of the build whose manifest is at `url`, read by the shell itself: the federation runtime is
 * built without its manifest ("snapshot") plugin and is given the entry (docs/performance.md §7). A
 * build this shell cannot run, for another federation runtime or needing shared names it does not
 * provide, is refused here, before its entry runs. The page preloads the manifest of the landing route's
 * remote, and this fetch uses that preload.
 */
export async function readBuildEntry(url: string, { isRetry = false } = {}): Promise<BuildEntry> {
  // A retry revalidates the manifest: a build published since the failure is seen.
  const response = await fetch(url, isRetry ? { cache: 'no-cache' } : undefined).catch((error: unknown) => {
    throw new Error(`${url} could not be read (${String(error)})`);
  });
  if (!response.ok) throw new Error(`${url} could not be read (${response.status})`);
  const manifest = (await response.json().catch(() => null)) as BuildManifest | null;
  const refusal =
    runtimeRefusal(manifest, __FEDERATION_RUNTIME_VERSION__) ??
    sharedExportsRefusal(manifest, __SHARED_EXPORTS_PROVIDED__);
  if (refusal) throw new Error(`${url} was refused: ${refusal}`);
  const meta = manifest?.metaData;
  if (!manifest || !meta?.remoteEntry?.name) throw new Error(`${url} names no entry`);
  // 'auto': the entry lies beside the manifest, wherever that is served from.
  const base = new URL(!meta.publicPath || meta.publicPath === 'auto' ? url : meta.publicPath, location.href);
  const entry = new URL(entryFile(meta.remoteEntry.path, meta.remoteEntry.name), base).href;
  preloadRoutesScripts(routesScripts(manifest, base), base, entry, isRetry);
  return {
    entry,
    type: meta.remoteEntry.type,
    globalName: meta.globalName,
  };
}
