import type { RemoteName } from '@storefront/shared-kernel';

/**
 * A release manager's preview: this browser alone runs a candidate version of a remote before it is
 * promoted. Stored in local storage as `{ "catalog": { "version": "...", "url"?: "..." } }`; set by
 * opening the site with `?remotes-preview=catalog@<version>` and cleared with `?remotes-preview=off`.
 */
export const PREVIEW_OVERRIDE_KEY = 'remotes-preview';
export const PREVIEW_PARAM = 'remotes-preview';

export interface PreviewEntry {
  version: string;
  url?: string;
}

export type PreviewOverride = Partial<Record<RemoteName, PreviewEntry>>;

const REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'checkout', 'account'];
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,100}$/;

export const readPreview = (storage: Storage | undefined): PreviewOverride => {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PREVIEW_OVERRIDE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PreviewOverride) : {};
  } catch {
    return {};
  }
};

/**
 * Reads `?remotes-preview=` from the page address into local storage and says whether it was there,
 * so the caller can drop it from the address. Unknown remotes and malformed versions are ignored.
 */
export function applyPreviewParam(url: URL, storage: Storage): boolean {
  const value = url.searchParams.get(PREVIEW_PARAM);
  if (value === null) return false;
  if (value === 'off') {
    storage.removeItem(PREVIEW_OVERRIDE_KEY);
    return true;
  }
  const preview = readPreview(storage);
  for (const item of value.split(',')) {
    const [name, version] = item.split('@');
    if (REMOTE_NAMES.includes(name as RemoteName) && version && VERSION_PATTERN.test(version)) {
      preview[name as RemoteName] = { version };
    }
  }
  storage.setItem(PREVIEW_OVERRIDE_KEY, JSON.stringify(preview));
  return true;
}

/** The URL of a previewed version: given, or the active one's with the version swapped in. */
export const previewUrl = (activeUrl: string, activeVersion: string, entry: PreviewEntry): string =>
  entry.url ?? activeUrl.replace(`/${activeVersion}/`, `/${entry.version}/`);
