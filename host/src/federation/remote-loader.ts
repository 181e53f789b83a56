import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  KERNEL_VERSION,
  satisfiesCaret,
  withTimeout,
  type RemoteModule,
  type RemoteName,
} from '@storefront/shared-kernel';
import { fetchRemotesPointer, takePagePointer, type ActiveRemote, type RemotesPointer } from './remotes-pointer';
import { readBuildEntry } from './build-entry';

/** How long a remote may take to arrive before its area shows the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly version: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteUnavailableError';
  }
}

let pointerPromise: Promise<RemotesPointer> | null = null;
const registeredUrls = new Map<RemoteName, string>();
let attempt = 0;

/**
 * The pointer is read once per page load (a new load follows a promote or rollback): from the page
 * itself when the server put it there, else from /remotes.json.
 */
const currentPointer = (): Promise<RemotesPointer> => {
  const fromPage = pointerPromise ? null : takePagePointer(document);
  pointerPromise ??= (fromPage ? Promise.resolve(fromPage) : fetchRemotesPointer()).catch((error: unknown) => {
    pointerPromise = null; // let a retry read it again
    throw error;
  });
  return pointerPromise;
};

/** The entry types the runtime knows ('global', 'module', ...); a build's manifest names its own. */
type EntryType = NonNullable<Parameters<typeof registerRemotes>[0][number]['type']>;

async function register(name: RemoteName, active: ActiveRemote, isRetry: boolean): Promise<void> {
  if (!isRetry && registeredUrls.get(name) === active.url) return;
  // A retry revalidates the manifest (a build published since the failure is seen) and clears what a
  // failed preload of the routes module's scripts left (build-entry.ts).
  const { entry, type, globalName } = await readBuildEntry(active.url, { isRetry });
  // The runtime will not load a script URL it already knows again, so a retry asks for the entry afresh.
  registerRemotes(
    [
      {
        name: active.federationName,
        entry: isRetry ? `${entry}?attempt=${++attempt}` : entry,
        ...(type && { type: type as EntryType }),
        ...(globalName && { entryGlobalName: globalName }),
      },
    ],
    { force: registeredUrls.has(name) },
  );
  registeredUrls.set(name, active.url);
}

export interface LoadedRemote {
  remote: RemoteModule;
  /** The release version the pointer named; shown on the page as `data-remote-version`. */
  version: string;
}

/** Loaded remotes stay loaded while the page lives: moving between their routes costs nothing. */
const loadedRemotes = new Map<RemoteName, LoadedRemote>();

/** A remote this page has already loaded, if any (lets its area render at once). */
export const peekLoadedRemote = (name: RemoteName): LoadedRemote | undefined => loadedRemotes.get(name);

/** Loads under way: a second first-time caller (the boot's early start, then the area) shares the first. */
const loadsUnderWay = new Map<RemoteName, Promise<LoadedRemote>>();

/**
 * Loads a remote's `./routes` module: registered from the pointer on first use, bounded in time, and
 * refused when it was built against a shared kernel this shell does not carry.
 */
export function loadRemoteModule(name: RemoteName, { isRetry = false } = {}): Promise<LoadedRemote> {
  const underWay = loadsUnderWay.get(name);
  if (underWay && !isRetry) return underWay;
  const load = loadRemoteAfresh(name, isRetry).finally(() => {
    if (loadsUnderWay.get(name) === load) loadsUnderWay.delete(name);
  });
  loadsUnderWay.set(name, load);
  return load;
}

async function loadRemoteAfresh(name: RemoteName, isRetry: boolean): Promise<LoadedRemote> {
  const loadedBefore = loadedRemotes.get(name);
  if (loadedBefore && !isRetry) return loadedBefore;
  // A retry reads the pointer again: a release manager may have repointed the broken remote meanwhile.
  if (isRetry) {
    pointerPromise = null;
    loadedRemotes.delete(name);
  }
  // Bounded like the load itself: a pointer that never answers must not keep a Retry spinning.
  const pointer = await withTimeout(currentPointer(), REMOTE_LOAD_TIMEOUT_MS, '/remotes.json').catch(
    (error: unknown) => {
      throw new RemoteUnavailableError(name, undefined, `the remotes pointer could not be read (${String(error)})`);
    },
  );
  const active = pointer[name];
  if (!active) throw new RemoteUnavailableError(name, undefined, 'no active build is published');
  let loaded: { default: RemoteModule } | null;
  try {
    loaded = await withTimeout(
      register(name, active, isRetry).then(() =>
        loadRemote<{ default: RemoteModule }>(`${active.federationName}/routes`),
      ),
      REMOTE_LOAD_TIMEOUT_MS,
      `${name}@${active.version}`,
    );
  } catch (error) {
    throw new RemoteUnavailableError(name, active.version, error instanceof Error ? error.message : String(error));
  }
  const remote = loaded?.default;
  if (!remote || !Array.isArray(remote.routes)) {
    throw new RemoteUnavailableError(name, active.version, 'its routes module is missing or malformed');
  }
  if (!satisfiesCaret(remote.kernelRange, KERNEL_VERSION)) {
    throw new RemoteUnavailableError(
      name,
      active.version,
      `it was built against shared-kernel ${remote.kernelRange}, this shell carries ${KERNEL_VERSION}`,
    );
  }
  const result = { remote, version: active.version };
  loadedRemotes.set(name, result);
  return result;
}
