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

/** The module the shell loads from every remote (design.md: each remote exposes `./routes`). */
const ROUTES = './routes';

/**
 * Starts fetching the scripts of the remote's routes module while its entry loads, as the runtime's
 * manifest plugin did; without this they would wait for the entry. A landing page has them preloaded
 * by the page already (api/src/site/page-hints.ts).
 */
function preloadRoutesScripts(manifest: BuildManifest, base: URL): void {
  const preloaded = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => l.href));
  const files = (manifest.exposes ?? []).filter((e) => e.path === ROUTES).flatMap((e) => e.assets?.js?.sync);
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const href = new URL(file, base).href;
    if (preloaded.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    document.head.append(link);
  }
}

/** The entry's file under its folder in the manifest, as the federation SDK joins them. */
const entryFile = (folder: string | undefined, file: string): string => {
  const trimmed = (folder ?? '').replace(/^\.\/?|^\//, '').replace(/\/$/, '');
  return trimmed ? `${trimmed}/${file}` : file;
};

/**
 * The entry of the build whose manifest is at `url`, read by the shell itself: the federation runtime
 * is built without its manifest ("snapshot") plugin and is given the entry (docs/performance.md, change
 * 33). A build this shell cannot run, for another federation runtime or needing shared names it does
 * not provide, is refused here, before its entry runs. The page preloads the manifest of the landing
 * route's remote, and this fetch uses that preload.
 */
export async function readBuildEntry(url: string, { revalidate = false } = {}): Promise<BuildEntry> {
  const response = await fetch(url, revalidate ? { cache: 'no-cache' } : undefined).catch((error: unknown) => {
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
  preloadRoutesScripts(manifest, base);
  return {
    entry: new URL(entryFile(meta.remoteEntry.path, meta.remoteEntry.name), base).href,
    type: meta.remoteEntry.type,
    globalName: meta.globalName,
  };
}
