import type { RemoteModule } from '@storefront/shared-kernel';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const catalogV1 = {
  federationName: 'mf_catalog',
  version: '0.1.0-aaa',
  url: 'https://cdn.example/catalog/aaa/mf-manifest.json',
};
const catalogV2 = {
  federationName: 'mf_catalog',
  version: '0.1.0-bbb',
  url: 'https://cdn.example/catalog/bbb/mf-manifest.json',
};

const routesModule = (kernelRange: string): { default: RemoteModule } => ({
  default: { name: 'catalog', packageName: '@storefront/mf-catalog', version: '0.1.0', kernelRange, routes: [] },
});

const pointerResponse = (remotes: Record<string, unknown>) => ({
  ok: true,
  status: 200,
  json: async () => ({ remotes }),
});

const originalFetch = globalThis.fetch;
let fetchMock: jest.Mock;

/** The loader keeps the pointer and registrations for the page's life, so every test gets a fresh copy. */
async function loadFresh() {
  const runtime = await import('@module-federation/enhanced/runtime');
  const loader = await import('./remote-loader');
  return {
    ...loader,
    registerRemotes: runtime.registerRemotes as jest.Mock,
    loadRemote: runtime.loadRemote as jest.Mock,
  };
}

beforeEach(() => {
  jest.resetModules();
  localStorage.clear();
  fetchMock = jest.fn().mockResolvedValue(pointerResponse({ catalog: catalogV1 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  jest.useRealTimers();
});

describe('loadRemoteModule', () => {
  it("registers the remote's manifest URL from the pointer and loads its routes module", async () => {
    const { loadRemoteModule, registerRemotes, loadRemote } = await loadFresh();
    const module = routesModule('^0.1.0');
    loadRemote.mockResolvedValue(module);

    const loaded = await loadRemoteModule('catalog');

    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_catalog', entry: catalogV1.url }], { force: false });
    expect(loadRemote).toHaveBeenCalledWith('mf_catalog/routes');
    expect(loaded).toEqual({ remote: module.default, version: '0.1.0-aaa' });
  });

  it('keeps a loaded remote for the page: later loads read nothing again', async () => {
    const { loadRemoteModule, peekLoadedRemote, registerRemotes, loadRemote } = await loadFresh();
    loadRemote.mockResolvedValue(routesModule('^0.1.0'));

    expect(peekLoadedRemote('catalog')).toBeUndefined();
    const first = await loadRemoteModule('catalog');
    const second = await loadRemoteModule('catalog');

    expect(second).toBe(first);
    expect(peekLoadedRemote('catalog')).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it("refuses a remote built against a kernel range this shell's kernel does not fit", async () => {
    const { loadRemoteModule, loadRemote, RemoteUnavailableError } = await loadFresh();
    loadRemote.mockResolvedValue(routesModule('^2.0.0'));

    const failure = await loadRemoteModule('catalog').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(failure).toMatchObject({ remote: 'catalog', version: '0.1.0-aaa' });
    expect((failure as Error).message).toMatch(/\^2\.0\.0.*0\.1\.0/);
  });

  it.each([
    ['no default export', {}],
    ['routes that are not a list', { default: { kernelRange: '^0.1.0', routes: 'nope' } }],
    ['nothing at all', null],
  ])('refuses a routes module with %s', async (_label, module) => {
    const { loadRemoteModule, loadRemote, RemoteUnavailableError } = await loadFresh();
    loadRemote.mockResolvedValue(module);
    await expect(loadRemoteModule('catalog')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('gives up after 10 seconds with a RemoteUnavailableError naming the version', async () => {
    jest.useFakeTimers();
    const { loadRemoteModule, loadRemote, RemoteUnavailableError, REMOTE_LOAD_TIMEOUT_MS } = await loadFresh();
    loadRemote.mockReturnValue(new Promise(() => undefined));
    let failure: unknown;
    void loadRemoteModule('catalog').catch((error: unknown) => (failure = error));

    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1);
    expect(failure).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);

    expect(REMOTE_LOAD_TIMEOUT_MS).toBe(10_000);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(failure).toMatchObject({ remote: 'catalog', version: '0.1.0-aaa' });
    expect((failure as Error).message).toContain('did not load within 10000 ms');
  });

  it('wraps a failed load in a RemoteUnavailableError with the version', async () => {
    const { loadRemoteModule, loadRemote, RemoteUnavailableError } = await loadFresh();
    loadRemote.mockRejectedValue(new Error('manifest 404'));
    const failure = await loadRemoteModule('catalog').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(failure).toMatchObject({ version: '0.1.0-aaa', message: 'manifest 404' });
  });

  it('refuses a remote the pointer does not publish', async () => {
    const { loadRemoteModule, registerRemotes, RemoteUnavailableError } = await loadFresh();
    const failure = await loadRemoteModule('checkout').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(failure).toMatchObject({ remote: 'checkout', version: undefined });
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('fails without a version when the pointer cannot be read, and reads it again next time', async () => {
    const { loadRemoteModule, loadRemote, RemoteUnavailableError } = await loadFresh();
    loadRemote.mockResolvedValue(routesModule('^0.1.0'));
    fetchMock.mockResolvedValueOnce({ ok: false, status: 500 });

    const failure = await loadRemoteModule('catalog').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(failure).toMatchObject({ version: undefined });
    expect((failure as Error).message).toContain('remotes.json answered 500');

    await expect(loadRemoteModule('catalog')).resolves.toMatchObject({ version: '0.1.0-aaa' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('on retry re-reads the pointer and re-registers the new URL with force', async () => {
    const { loadRemoteModule, registerRemotes, loadRemote } = await loadFresh();
    loadRemote.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(routesModule('^0.1.0'));
    await expect(loadRemoteModule('catalog')).rejects.toThrow('chunk failed');

    fetchMock.mockResolvedValue(pointerResponse({ catalog: catalogV2 }));
    const loaded = await loadRemoteModule('catalog', { isRetry: true });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_catalog', entry: `${catalogV2.url}?attempt=1` }], {
      force: true,
    });
    expect(loaded.version).toBe('0.1.0-bbb');
  });

  it('on a retry of the same URL still asks the runtime for the manifest afresh', async () => {
    const { loadRemoteModule, registerRemotes, loadRemote } = await loadFresh();
    loadRemote.mockResolvedValue(routesModule('^0.1.0'));
    await loadRemoteModule('catalog');
    await loadRemoteModule('catalog', { isRetry: true });
    await loadRemoteModule('catalog', { isRetry: true });

    const entries = registerRemotes.mock.calls.map(([remotes]) => (remotes as { entry: string }[])[0]?.entry);
    expect(entries).toEqual([catalogV1.url, `${catalogV1.url}?attempt=1`, `${catalogV1.url}?attempt=2`]);
    expect(registerRemotes.mock.calls.map(([, options]) => options)).toEqual([
      { force: false },
      { force: true },
      { force: true },
    ]);
  });

  it('takes the pointer the server put into the page instead of fetching it, and a retry fetches it afresh', async () => {
    const { loadRemoteModule, registerRemotes, loadRemote } = await loadFresh();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'remotes-pointer';
    element.textContent = JSON.stringify({ remotes: { catalog: catalogV2 } });
    document.head.append(element);
    loadRemote.mockResolvedValue(routesModule('^0.1.0'));

    expect((await loadRemoteModule('catalog')).version).toBe('0.1.0-bbb');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('remotes-pointer')).toBeNull();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_catalog', entry: catalogV2.url }], { force: false });

    const retried = await loadRemoteModule('catalog', { isRetry: true });
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(retried.version).toBe('0.1.0-aaa');
  });

  it("applies this browser's preview to the page's pointer too", async () => {
    const { loadRemoteModule, loadRemote } = await loadFresh();
    localStorage.setItem('remotes-preview', JSON.stringify({ catalog: { version: 'ccc' } }));
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'remotes-pointer';
    element.textContent = JSON.stringify({
      remotes: { catalog: { ...catalogV1, version: 'aaa', url: 'https://cdn.example/catalog/aaa/mf-manifest.json' } },
    });
    document.head.append(element);
    loadRemote.mockResolvedValue(routesModule('^0.1.0'));

    const loaded = await loadRemoteModule('catalog');
    expect(loaded.version).toBe('ccc');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shares one load between callers while it is under way, and a retry starts its own', async () => {
    const { loadRemoteModule, loadRemote } = await loadFresh();
    let finish: (module: { default: RemoteModule }) => void = () => undefined;
    loadRemote.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const early = loadRemoteModule('catalog');
    const area = loadRemoteModule('catalog');
    expect(area).toBe(early);
    finish(routesModule('^0.1.0'));
    await expect(area).resolves.toMatchObject({ version: '0.1.0-aaa' });
    expect(loadRemote).toHaveBeenCalledTimes(1);

    loadRemote.mockResolvedValue(routesModule('^0.1.0'));
    await loadRemoteModule('catalog', { isRetry: true });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
