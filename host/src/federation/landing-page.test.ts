import type { RemoteModule } from '@storefront/shared-kernel';
import { isAllowedAt } from '../routing/session-access';
import { landingPageReady } from './landing-page';
import { preloadPage } from './page-preload';
import { loadRemoteModule } from './remote-loader';

jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('./page-preload', () => ({ preloadPage: jest.fn() }));
jest.mock('../routing/session-access', () => ({ isAllowedAt: jest.fn() }));

const load = jest.mocked(loadRemoteModule);
const preload = jest.mocked(preloadPage);
const allowed = jest.mocked(isAllowedAt);
const remote = { name: 'catalog', routes: [] } as unknown as RemoteModule;
const AT_SEARCH = { pathname: '/search', search: '?keyword=steel' };

/** Whether `promise` has settled after the microtasks queued so far ran. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return settled;
}

describe('waiting for the landing page before the first render', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    load.mockReset();
    preload.mockReset();
    allowed.mockReset().mockReturnValue(true);
  });
  afterEach(() => jest.useRealTimers());

  it('resolves as soon as the remote and the page code are here, having asked for the page of that path', async () => {
    load.mockResolvedValue({ remote, version: '1.0.0' } as never);
    preload.mockResolvedValue(undefined);
    const ready = landingPageReady('catalog', AT_SEARCH, 300);
    expect(await isSettled(ready)).toBe(true);
    expect(load).toHaveBeenCalledWith('catalog');
    expect(preload).toHaveBeenCalledWith(remote, AT_SEARCH);
  });

  it('loads a guarded page without starting its calls when the visitor has no session', async () => {
    load.mockResolvedValue({ remote, version: '1.0.0' } as never);
    preload.mockResolvedValue(undefined);
    allowed.mockReturnValue(false);
    expect(await isSettled(landingPageReady('catalog', AT_SEARCH, 300))).toBe(true);
    expect(allowed).toHaveBeenCalledWith('/search');
    expect(preload).toHaveBeenCalledWith(remote, '/search');
  });

  it('waits no longer than the cap for a slow remote', async () => {
    load.mockReturnValue(new Promise(() => {}));
    const ready = landingPageReady('catalog', AT_SEARCH, 300);
    jest.advanceTimersByTime(299);
    expect(await isSettled(ready)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await isSettled(ready)).toBe(true);
  });

  it('a remote that fails, or a path no remote owns, does not hold the render back', async () => {
    load.mockRejectedValue(new Error('down'));
    expect(await isSettled(landingPageReady('catalog', AT_SEARCH, 300))).toBe(true);
    expect(await isSettled(landingPageReady(null, { pathname: '/nowhere', search: '' }, 300))).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
