import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import type { RemoteModule, RemoteName, RemoteRoute } from '@storefront/shared-kernel';
import { RemoteArea } from './remote-area';
import { loadRemoteModule, peekLoadedRemote, RemoteUnavailableError, type LoadedRemote } from './remote-loader';

jest.mock('./remote-loader', () => {
  class RemoteUnavailableError extends Error {
    constructor(
      readonly remote: string,
      readonly version: string | undefined,
      message: string,
    ) {
      super(message);
    }
  }
  return { RemoteUnavailableError, loadRemoteModule: jest.fn(), peekLoadedRemote: jest.fn() };
});

const loadMock = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const remoteWith = (name: RemoteName, routes: RemoteRoute[], version = '0.1.0-abc'): LoadedRemote => ({
  remote: {
    name,
    packageName: `@storefront/mf-${name}`,
    version: '0.1.0',
    kernelRange: '^0.1.0',
    routes,
  } as RemoteModule,
  version,
});

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const renderArea = (name: RemoteName, path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <p>sibling outside the area</p>
      <RemoteArea name={name} />
    </MemoryRouter>,
  );

const area = (container: HTMLElement, name: RemoteName) => {
  const element = container.querySelector<HTMLElement>(`[data-boundary="${name}"]`);
  if (!element) throw new Error(`no area for ${name}`);
  return element;
};

let consoleError: jest.SpyInstance;
beforeEach(() => {
  loadMock.mockReset();
  (peekLoadedRemote as jest.Mock).mockReturnValue(undefined);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('RemoteArea', () => {
  it('shows a loading state, then the route that matches the location, with boundary and version', async () => {
    const pending = deferred<LoadedRemote>();
    loadMock.mockReturnValue(pending.promise);
    const { container, unmount } = renderArea('catalog', '/brands');

    expect(loadMock).toHaveBeenCalledWith('catalog', { isRetry: false });
    expect(area(container, 'catalog')).toHaveAttribute('data-remote-status', 'loading');
    expect(within(area(container, 'catalog')).getByRole('status')).toHaveTextContent('Loading');

    const loaded = remoteWith(
      'catalog',
      [
        { path: '/', Component: () => <h1>Home page</h1> },
        { path: '/brands', Component: () => <h1>Brands page</h1> },
      ],
      '0.1.0-3f2a9c1',
    );
    await act(async () => pending.resolve(loaded));

    expect(screen.getByRole('heading', { name: 'Brands page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
    expect(area(container, 'catalog')).toHaveAttribute('data-remote-status', 'ready');
    expect(area(container, 'catalog')).toHaveAttribute('data-remote-version', '0.1.0-3f2a9c1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // A remote the page already holds renders at once, without a loading state or a new load.
    unmount();
    (peekLoadedRemote as jest.Mock).mockReturnValue(loaded);
    renderArea('catalog', '/');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(1);
  });

  it('shows a remote whose load under way ends between its first render and its effect', async () => {
    const loaded = remoteWith('catalog', [{ path: '/', Component: () => <h1>Home page</h1> }]);
    // Not loaded when the area first renders, loaded by the time its effect looks again.
    (peekLoadedRemote as jest.Mock).mockReturnValueOnce(undefined).mockReturnValue(loaded);
    loadMock.mockResolvedValue(loaded);
    renderArea('catalog', '/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows the fallback with Retry when loading fails, and Retry loads again with isRetry', async () => {
    loadMock.mockRejectedValueOnce(new RemoteUnavailableError('checkout', '0.1.0-bad', 'did not load within 10000 ms'));
    const { container } = renderArea('checkout', '/cart');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the store is not available right now.');
    expect(alert).toHaveTextContent('the cart and checkout');
    expect(area(container, 'checkout')).toHaveAttribute('data-remote-status', 'failed');
    expect(area(container, 'checkout')).toHaveAttribute('data-remote-version', '0.1.0-bad');
    expect(screen.getByText('sibling outside the area')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('[remote checkout@0.1.0-bad] failed'));

    loadMock.mockResolvedValueOnce(
      remoteWith('checkout', [{ path: '/cart', Component: () => <h1>My Cart</h1> }], '0.1.0-good'),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(loadMock).toHaveBeenCalledTimes(2);
    expect(loadMock).toHaveBeenLastCalledWith('checkout', { isRetry: true });
    expect(await screen.findByRole('heading', { name: 'My Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(area(container, 'checkout')).toHaveAttribute('data-remote-version', '0.1.0-good');
    // The Retry button went with the fallback: focus stayed on the area, not fallen to the page.
    expect(area(container, 'checkout')).toHaveFocus();
    expect(area(container, 'checkout')).toHaveAttribute('tabindex', '-1');
  });

  it('reports an unknown version when the failure is not a RemoteUnavailableError', async () => {
    loadMock.mockRejectedValueOnce(new Error('network down'));
    const { container } = renderArea('account', '/login');
    await screen.findByRole('alert');
    expect(area(container, 'account')).not.toHaveAttribute('data-remote-version');
    expect(consoleError).toHaveBeenCalledWith('[remote account@unknown] failed: network down');
  });

  it('falls back only in its own area when the remote throws while rendering, and reports it', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    loadMock.mockResolvedValue(remoteWith('account', [{ path: '/faq', Component: Broken }], '0.1.0-crash'));
    const { container } = renderArea('account', '/faq');

    const alert = await screen.findByRole('alert');
    expect(within(area(container, 'account')).getByRole('alert')).toBe(alert);
    expect(alert).toHaveTextContent('your account pages');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('sibling outside the area')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[remote account@0.1.0-crash] failed: boom');
  });

  it('renders the remote afresh on another of its paths after a page crashed', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const AboutUs = () => <h1>About Us</h1>;
    loadMock.mockResolvedValue(
      remoteWith('checkout', [
        { path: '/faq', Component: Broken },
        { path: '/aboutus', Component: AboutUs },
      ]),
    );
    const { container } = render(
      <MemoryRouter initialEntries={['/faq']}>
        <Link to="/aboutus">to about</Link>
        <RemoteArea name="checkout" />
      </MemoryRouter>,
    );
    expect(await within(area(container, 'checkout')).findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'to about' }));
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(within(area(container, 'checkout')).queryByRole('alert')).not.toBeInTheDocument();
  });
});
