import type { VersionedRecord } from '../../components/use-versioned-save';

/**
 * The content pages' words and paths (docs/product.md §13.7); the pages of §9.3 and the limits are the kernel's
 * (`@storefront/shared-kernel/back-office`), the ones the API checks input against.
 */
export const CONTENT_PATH = '/admin/content';
export const PAGES_PATH = '/admin/content/pages';
/** A page's editor: its content page code as one part of the address. */
export const pagePath = (code: string): string => `${PAGES_PATH}/${encodeURIComponent(code)}`;

/** The content area's pages, each a link beside every other one's heading, and on the area's landing page. */
export const CONTENT_PAGES_NAV = [
  { label: 'Pages', path: PAGES_PATH, description: 'About Us, FAQ, the terms and the other information pages.' },
  {
    label: 'Home',
    path: '/admin/content/home',
    description: 'Banners, category tiles, the promotional strip and the home page rails.',
  },
  { label: 'E-catalogs', path: '/admin/content/ecatalogs', description: 'The PDF catalogs buyers download.' },
  { label: 'Newsletter', path: '/admin/content/newsletter', description: 'Email list sign-ups, and their CSV.' },
] as const;

/** The code of the API's refusal of a save made from a version that is no longer the page's (409). */
export const PAGE_CHANGED = 'PAGE_CHANGED';

export const SAVE_FAILED = 'The change could not be saved. Please try again.';
export const NO_ANSWER = 'No answer came: reload the page to see whether the change was made.';

/** A page's save: only PAGE_CHANGED says the page changed since it was read. */
export const PAGE_RECORD: VersionedRecord = {
  fallback: SAVE_FAILED,
  noAnswer: NO_ANSWER,
  isChanged: (refusal) => refusal.code === PAGE_CHANGED,
};

/** A change of the e-catalogs (they carry no version). */
export const ECATALOG_RECORD: VersionedRecord = { fallback: SAVE_FAILED, noAnswer: NO_ANSWER, isChanged: () => false };

/** Who saved a version, as the page says it: '' is the demo's content, or what was there before the back office. */
export const savedByText = (by: string): string => by || 'Not recorded';

/** A size in bytes as people read it: '812 KB', '4.2 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
