import { describeFailure, isCancelled } from './call-failure';

/**
 * docs/product.md §11.2: failures loading featured lists, images, specifications, filters, menu, banners and
 * e-catalogs are only logged; their sections stay empty. This is that log: one line in the browser's
 * console naming what failed and why, so the empty section can be traced. The console is the page's
 * only sink that needs no server call, which might itself be what is failing. A call the page
 * cancelled is no failure and is not logged.
 */
export function logSilentFailure(what: string, error: unknown): void {
  if (isCancelled(error)) return;
  // eslint-disable-next-line no-console -- the page's only sink that needs no server
  console.warn(`[storefront] ${what} failed to load: ${reasonOf(error)}`);
}

const reasonOf = (error: unknown): string => {
  const failure = describeFailure(error);
  if (failure.kind === 'refused') {
    return [failure.status, failure.code, failure.message]
      .filter((part) => part !== undefined && part !== '')
      .join(' ');
  }
  return error instanceof Error ? error.message || error.name : String(error);
};
