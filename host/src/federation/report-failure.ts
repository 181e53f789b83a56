/**
 * Reports a remote that failed to load or render, with its name and version, so a release manager
 * can tell which build broke. The browser console is the sink here; it is the one place a page can
 * write without a server call that might itself be failing.
 */
export const reportRemoteFailure = (remote: string, version: string | undefined, error: unknown): void => {
  const reason = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-console -- the page's only sink that needs no server
  console.error(`[remote ${remote}@${version ?? 'unknown'}] failed: ${reason}`);
};
