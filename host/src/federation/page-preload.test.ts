import type { RemoteModule } from '@storefront/shared-kernel';
import { preloadPage } from './page-preload';

const Page = () => null;
const remoteWith = (preload: jest.Mock) =>
  ({ name: 'catalog', routes: [{ path: '/search', Component: Page, preload }] }) as unknown as RemoteModule;

describe('preloading the page a remote shows at a path', () => {
  it('loads only the code for a path, and code and first calls for a whole location', async () => {
    const preload = jest.fn().mockResolvedValue(undefined);
    const remote = remoteWith(preload);
    await preloadPage(remote, '/search');
    expect(preload).toHaveBeenLastCalledWith();
    const at = { pathname: '/search', search: '?keyword=steel' };
    await preloadPage(remote, at);
    expect(preload).toHaveBeenLastCalledWith(at);
  });

  it('has nothing to do for a path no route of the remote matches', async () => {
    const preload = jest.fn();
    await expect(preloadPage(remoteWith(preload), { pathname: '/cart', search: '' })).resolves.toBeUndefined();
    expect(preload).not.toHaveBeenCalled();
  });
});
