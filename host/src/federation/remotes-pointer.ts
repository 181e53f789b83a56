import { REMOTE_NAMES, type RemoteName } from '@storefront/shared-kernel';
import { previewUrl, readPreview } from './preview-override';

/** One remote's active build, as `/remotes.json` names it. */
export interface ActiveRemote {
  /** The federation container name, e.g. `mf_catalog`. */
  federationName: string;
  /** The release version, e.g. `0.1.0-3f2a9c1`. */
  version: string;
  /** The build's `mf-manifest.json`; every version has its own URL. */
  url: string;
  /** True when this browser runs a preview version instead of the active one. */
  isPreview?: boolean;
}

export type RemotesPointer = Partial<Record<RemoteName, ActiveRemote>>;

const isActiveRemote = (value: unknown): value is ActiveRemote => {
  const entry = value as Partial<ActiveRemote> | null;
  return (
    typeof entry?.federationName === 'string' && typeof entry.version === 'string' && typeof entry.url === 'string'
  );
};

/** Turns the raw pointer file into the active remotes, applying this browser's preview override. */
export const parseRemotesPointer = (raw: unknown, storage?: Storage): RemotesPointer => {
  const remotes = (raw as { remotes?: Record<string, unknown> } | null)?.remotes ?? {};
  const preview = readPreview(storage);
  const pointer: RemotesPointer = {};
  for (const name of REMOTE_NAMES) {
    const active = remotes[name];
    if (!isActiveRemote(active)) continue;
    const override = preview[name];
    pointer[name] =
      override && typeof override.version === 'string'
        ? {
            ...active,
            version: override.version,
            url: previewUrl(active.url, active.version, override),
            isPreview: true,
          }
        : active;
  }
  return pointer;
};

/** Reads `/remotes.json` afresh: it is the one mutable thing of a release, so it is never cached. */
export const fetchRemotesPointer = async (): Promise<RemotesPointer> => {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemotesPointer(await response.json(), window.localStorage);
};

/** The id of the pointer's JSON data element in the served page (api/src/site/page-hints.ts). */
export const POINTER_ELEMENT_ID = 'remotes-pointer';

/**
 * The pointer the server put into the page, read once: it saves the fetch of /remotes.json at boot.
 * The element is removed when read, so a retry (or a page without it) reads /remotes.json afresh.
 */
export const takePagePointer = (doc: Document): RemotesPointer | null => {
  const element = doc.getElementById(POINTER_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return parseRemotesPointer(JSON.parse(element.textContent ?? ''), window.localStorage);
  } catch {
    return null;
  }
};
