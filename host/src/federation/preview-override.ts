import { REMOTE_NAMES, type RemoteName } from '@storefront/shared-kernel';

/**
 * A release manager's preview: this browser alone runs a candidate version of a remote before it is
 * promoted. Stored in local storage as `{ "catalog": { "version": "...", "url"?: "..." } }`; set by
 * opening the link `npm run release -- preview` prints (`?remotes-preview=<token>`) and cleared with
 * `?remotes-preview=off`.
 */
export const PREVIEW_OVERRIDE_KEY = 'remotes-preview';
export const PREVIEW_PARAM = 'remotes-preview';

export interface PreviewEntry {
  version: string;
  url?: string;
}

export type PreviewOverride = Partial<Record<RemoteName, PreviewEntry>>;

const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,100}$/;

export const readPreview = (storage: Storage | undefined): PreviewOverride => {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PREVIEW_OVERRIDE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PreviewOverride) : {};
  } catch {
    return {};
  }
};

/** The versions of known remotes in what the server holds for a preview link; anything else is dropped. */
const previewEntries = (remotes: unknown): PreviewOverride => {
  const entries: PreviewOverride = {};
  if (!remotes || typeof remotes !== 'object') return entries;
  for (const name of REMOTE_NAMES) {
    const entry = (remotes as Record<string, { version?: unknown; url?: unknown }>)[name];
    if (typeof entry?.version !== 'string' || !VERSION_PATTERN.test(entry.version)) continue;
    entries[name] =
      typeof entry.url === 'string' ? { version: entry.version, url: entry.url } : { version: entry.version };
  }
  return entries;
};

/** Asks the server for the versions a preview link's token stands for; null when it names none. */
const fetchPreview = async (token: string): Promise<unknown> => {
  const response = await fetch(`/remotes-preview/${encodeURIComponent(token)}`, { cache: 'no-store' });
  return response.ok ? ((await response.json()) as { remotes?: unknown }).remotes : null;
};

/**
 * Takes `?remotes-preview=` into local storage and says whether it was there, so the caller can drop it
 * from the address. The link carries a token the release command made (`npm run release -- preview`),
 * and the versions come from the server: a link naming versions itself, which any page could send a
 * buyer, would pin their browser to a missing or older build. `off` ends every preview.
 */
export async function takePreviewParam(
  url: URL,
  storage: Storage,
  askServer: (token: string) => Promise<unknown> = fetchPreview,
): Promise<boolean> {
  const value = url.searchParams.get(PREVIEW_PARAM);
  if (value === null) return false;
  if (value === 'off') {
    storage.removeItem(PREVIEW_OVERRIDE_KEY);
    return true;
  }
  const entries = previewEntries(await askServer(value).catch(() => null));
  if (Object.keys(entries).length > 0)
    storage.setItem(PREVIEW_OVERRIDE_KEY, JSON.stringify({ ...readPreview(storage), ...entries }));
  return true;
}

/** The URL of a previewed version: given, or the active one's with the version swapped in. */
export const previewUrl = (activeUrl: string, activeVersion: string, entry: PreviewEntry): string =>
  entry.url ?? activeUrl.replace(`/${activeVersion}/`, `/${entry.version}/`);
