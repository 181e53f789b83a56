import { KERNEL_VERSION, type RemoteModule } from '@storefront/shared-kernel';

/** A remote built against this shell's kernel. */
const FITTING_RANGE = `^${KERNEL_VERSION}`;

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

/** A build's manifest as the federation plugin writes it, for a remote on this shell's runtime. */
const buildManifest = (metaData: Record<string, unknown> = {}) => ({
  exposes: [
    {
      path: './routes',
      assets: { js: { sync: ['__federation_expose_routes.1.js'], async: ['page-search.2.js'] }, css: {} },
    },
  ],
  metaData: {
    globalName: 'mf_catalog',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    federationRuntime: { mode: 'hosted', version: '2.9.2' },
    sharedExports: { needs: { 'react-router-dom': ['Link'] } },
    ...metaData,
  },
});

const originalFetch = globalThis.fetch;
let fetchMock: jest.Mock;
/** What /remotes.json answers, and what each manifest URL answers (a manifest, or an HTTP status). */
let pointerRemotes: Record<string, unknown>;
let manifests: Record<string, ReturnType<typeof buildManifest> | number>;

const answerFetch = async (url: string) => {
  if (url === '/remotes.json') return pointerResponse(pointerRemotes);
  const answer = manifests[url.split('?')[0]!] ?? buildManifest();
  return typeof answer === 'number'
    ? { ok: false, status: answer }
    : { ok: true, status: 200, json: async () => answer };
};
const pointerFetches = () => fetchMock.mock.calls.filter(([url]) => url === '/remotes.json');
const manifestFetches = () => fetchMock.mock.calls.filter(([url]) => url !== '/remotes.json');
const registered = (entry: string) => [{ name: 'mf_catalog', entry, type: 'global', entryGlobalName: 'mf_catalog' }];
const entryBeside = (manifestUrl: string) => manifestUrl.replace('mf-manifest.json', 'remoteEntry.js');

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
  document.head.innerHTML = '';
  // What the build defines (scripts/webpack/bundle-definitions.cjs).
  Object.assign(globalThis, {
    __FEDERATION_RUNTIME_VERSION__: '2.9.2',
    __SHARED_EXPORTS_PROVIDED__: { 'react-router-dom': ['Link', 'NavLink'] },
  });
  pointerRemotes = { catalog: catalogV1 };
  manifests = {};
  fetchMock = jest.fn(answerFetch);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  jest.useRealTimers();
});

describe('loadRemoteModule', () => {
  it("reads the build's manifest from the pointer, registers its entry and loads its routes module", async () => {
    const { loadRemoteModule, registerRemotes, loadRemote } = await loadFresh();
    const module = routesModule(FITTING_RANGE);
    loadRemote.mockResolvedValue(module);

    const loaded = await loadRemoteModule('catalog');

    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    // As the page preloads it (a plain fetch), so the preload is used.
    expect(manifestFetches()).toEqual([[catalogV1.url, undefined]]);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(registered('https://cdn.example/catalog/aaa/remoteEntry.js'), {
      force: false,
    });
    expect(loadRemote).toHaveBeenCalledWith('mf_catalog/routes');
    expect(loaded).toEqual({ remote: module.default, version: '0.1.0-aaa' });
  });

  it('keeps a loaded remote for the page: later loads read nothing again', async () => {
    const { loadRemoteModule, peekLoadedRemote, registerRemotes, loadRemote } = await loadFresh();
    loadRemote.mockResolvedValue(routesModule(FITTING_RANGE));

    expect(peekLoadedRemote('catalog')).toBeUndefined();
    const first = await loadRemoteModule('catalog');
    const second = await loadRemoteModule('catalog');

    expect(second).toBe(first);
    expect(peekLoadedRemote('catalog')).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it("refuses a remote built against a kernel range this shell's kernel does not fit", async () => {
    const { loadRemoteModule, loadRemote, RemoteUnavailableError } = await loadFresh();
    loadRemote.mockResolvedValue(routesModule('^2.0.0'));

    const failure = await loadRemoteModule('catalog').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(failure).toMatchObject({ remote: 'catalog', version: '0.1.0-aaa' });
    expect((failure as Error).message).toContain(`shared-kernel ^2.0.0, this shell carries ${KERNEL_VERSION}`);
  });

  it.each([
    ['no default export', {}],
    ['routes that are not a list', { default: { kernelRange: FITTING_RANGE, routes: 'nope' } }],
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
    loadRemote.mockResolvedValue(routesModule(FITTING_RANGE));
    fetchMock.mockResolvedValueOnce({ ok: false, status: 500 });

    const failure = await loadRemoteModule('catalog').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(failure).toMatchObject({ version: undefined });
    expect((failure as Error).message).toContain('remotes.json answered 500');

    await expect(loadRemoteModule('catalog')).resolves.toMatchObject({ version: '0.1.0-aaa' });
    expect(pointerFetches()).toHaveLength(2);
  });

  it('gives up after 10 seconds when the pointer never answers, on a retry too', async () => {
    jest.useFakeTimers();
    const { loadRemoteModule, loadRemote, RemoteUnavailableError, REMOTE_LOAD_TIMEOUT_MS } = await loadFresh();
    loadRemote.mockResolvedValue(routesModule(FITTING_RANGE));
    fetchMock.mockReturnValue(new Promise(() => undefined));
    let failure: unknown;
    void loadRemoteModule('catalog', { isRetry: true }).catch((error: unknown) => (failure = error));
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect((failure as Error).message).toContain('the remotes pointer could not be read');
  });

  it('on retry re-reads the pointer and re-registers the new URL with force', async () => {
    const { loadRemoteModule, registerRemotes, loadRemote } = await loadFresh();
    loadRemote.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(routesModule(FITTING_RANGE));
    await expect(loadRemoteModule('catalog')).rejects.toThrow('chunk failed');

    pointerRemotes = { catalog: catalogV2 };
    const loaded = await loadRemoteModule('catalog', { isRetry: true });

    expect(pointerFetches()).toHaveLength(2);
    expect(registerRemotes).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith(registered(`${entryBeside(catalogV2.url)}?attempt=1`), {
      force: true,
    });
    expect(loaded.version).toBe('0.1.0-bbb');
  });

  it('on a retry of the same URL still reads the manifest and loads the entry afresh', async () => {
    const { loadRemoteModule, registerRemotes, loadRemote } = await loadFresh();
    loadRemote.mockResolvedValue(routesModule(FITTING_RANGE));
    await loadRemoteModule('catalog');
    await loadRemoteModule('catalog', { isRetry: true });
    await loadRemoteModule('catalog', { isRetry: true });

    const entries = registerRemotes.mock.calls.map(([remotes]) => (remotes as { entry: string }[])[0]?.entry);
    const entry = entryBeside(catalogV1.url);
    expect(entries).toEqual([entry, `${entry}?attempt=1`, `${entry}?attempt=2`]);
    // A retry revalidates the manifest: a build published since the failure is seen.
    expect(manifestFetches().map(([, init]) => init)).toEqual([
      undefined,
      { cache: 'no-cache' },
      { cache: 'no-cache' },
    ]);
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
    loadRemote.mockResolvedValue(routesModule(FITTING_RANGE));

    expect((await loadRemoteModule('catalog')).version).toBe('0.1.0-bbb');
    expect(pointerFetches()).toHaveLength(0);
    expect(document.getElementById('remotes-pointer')).toBeNull();
    expect(registerRemotes).toHaveBeenCalledWith(registered(entryBeside(catalogV2.url)), { force: false });

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
    loadRemote.mockResolvedValue(routesModule(FITTING_RANGE));

    const loaded = await loadRemoteModule('catalog');
    expect(loaded.version).toBe('ccc');
    expect(pointerFetches()).toHaveLength(0);
  });

  it('shares one load between callers while it is under way, and a retry starts its own', async () => {
    const { loadRemoteModule, loadRemote } = await loadFresh();
    let finish: (module: { default: RemoteModule }) => void = () => undefined;
    loadRemote.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const early = loadRemoteModule('catalog');
    const area = loadRemoteModule('catalog');
    expect(area).toBe(early);
    finish(routesModule(FITTING_RANGE));
    await expect(area).resolves.toMatchObject({ version: '0.1.0-aaa' });
    expect(loadRemote).toHaveBeenCalledTimes(1);

    loadRemote.mockResolvedValue(routesModule(FITTING_RANGE));
    await loadRemoteModule('catalog', { isRetry: true });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      'another federation runtime',
      { federationRuntime: { mode: 'hosted', version: '3.0.0' } },
      "it needs the shell's federation runtime 3.0.0, this shell provides 2.9.2",
    ],
    [
      'a shared name this shell does not provide',
      { sharedExports: { needs: { 'react-router-dom': ['useMatch'] } } },
      "it needs react-router-dom's useMatch, which this shell does not provide",
    ],
  ])('refuses a build for %s before its entry runs', async (_case, metaData, reason) => {
    const { loadRemoteModule, registerRemotes, loadRemote, RemoteUnavailableError } = await loadFresh();
    manifests[catalogV1.url] = buildManifest(metaData);
    const failure = await loadRemoteModule('catalog').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect(failure).toMatchObject({ remote: 'catalog', version: '0.1.0-aaa' });
    expect((failure as Error).message).toBe(`${catalogV1.url} was refused: ${reason}`);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('fails with the version when the manifest is missing, and a retry loads it once it is there', async () => {
    const { loadRemoteModule, registerRemotes, loadRemote } = await loadFresh();
    loadRemote.mockResolvedValue(routesModule(FITTING_RANGE));
    manifests[catalogV1.url] = 404;
    await expect(loadRemoteModule('catalog')).rejects.toMatchObject({
      version: '0.1.0-aaa',
      message: `${catalogV1.url} could not be read (404)`,
    });
    expect(registerRemotes).not.toHaveBeenCalled();

    delete manifests[catalogV1.url];
    await expect(loadRemoteModule('catalog', { isRetry: true })).resolves.toMatchObject({ version: '0.1.0-aaa' });
    expect(registerRemotes).toHaveBeenCalledWith(registered(`${entryBeside(catalogV1.url)}?attempt=1`), {
      force: false,
    });
  });

  it("finds the entry under the manifest's public path and entry folder when they are given", async () => {
    const { loadRemoteModule, registerRemotes, loadRemote } = await loadFresh();
    loadRemote.mockResolvedValue(routesModule(FITTING_RANGE));
    manifests[catalogV1.url] = buildManifest({
      publicPath: 'https://static.example/catalog/',
      remoteEntry: { name: 'remoteEntry.js', path: '/entry/', type: 'global' },
    });
    await loadRemoteModule('catalog');
    expect(registerRemotes).toHaveBeenCalledWith(registered('https://static.example/catalog/entry/remoteEntry.js'), {
      force: false,
    });
  });

  it("starts fetching the routes module's scripts while the entry loads, unless the page already preloads them", async () => {
    const { loadRemoteModule, loadRemote } = await loadFresh();
    loadRemote.mockResolvedValue(routesModule(FITTING_RANGE));
    await loadRemoteModule('catalog');
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => l.href);
    expect(preloads()).toEqual(['https://cdn.example/catalog/aaa/__federation_expose_routes.1.js']);

    // The landing page's hints (page-hints.ts) already name v2's: nothing is added twice.
    document.head.innerHTML =
      '<link rel="preload" as="script" href="https://cdn.example/catalog/bbb/__federation_expose_routes.1.js">';
    pointerRemotes = { catalog: catalogV2 };
    await loadRemoteModule('catalog', { isRetry: true });
    expect(preloads()).toEqual(['https://cdn.example/catalog/bbb/__federation_expose_routes.1.js']);
  });
  describe("on a retry, what an earlier preload of the routes module's scripts left", () => {
    const routesScript = 'https://cdn.example/catalog/aaa/__federation_expose_routes.1.js';
    const preloadLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];
    /** The scripts put into the page since the last call (a throwaway script leaves it at once). */
    const watchScripts = () => {
      let added: HTMLScriptElement[] = [];
      const collect = (records: MutationRecord[]) =>
        added.push(
          ...records
            .flatMap((record) => [...record.addedNodes])
            .filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement),
        );
      const observer = new MutationObserver(collect);
      observer.observe(document.head, { childList: true });
      return () => {
        collect(observer.takeRecords());
        const since = added;
        added = [];
        return since;
      };
    };

    it('is taken by a script before the fresh entry loads, and a failed one is preloaded afresh', async () => {
      const { loadRemoteModule, loadRemote } = await loadFresh();
      // The remote was down: its entry failed, and so did the preload of its routes module.
      loadRemote.mockRejectedValueOnce(new Error('Failed to load script resources'));
      await expect(loadRemoteModule('catalog')).rejects.toThrow('Failed to load script resources');
      const failedPreload = preloadLinks()[0];
      expect(failedPreload?.href).toBe(routesScript);

      const scriptsAdded = watchScripts();
      let takenBeforeTheEntry: HTMLScriptElement[] = [];
      loadRemote.mockImplementation(async () => {
        takenBeforeTheEntry = scriptsAdded();
        return routesModule(FITTING_RANGE);
      });
      await expect(loadRemoteModule('catalog', { isRetry: true })).resolves.toMatchObject({ version: '0.1.0-aaa' });

      // Chromium hands a failed preload to the next script of its URL: that must not be the remote's own.
      expect(takenBeforeTheEntry.map((script) => script.src)).toEqual([routesScript]);
      expect(takenBeforeTheEntry[0]?.isConnected).toBe(false);
      // It fails at once (the old failure); the script is then preloaded afresh beside the entry.
      takenBeforeTheEntry[0]?.dispatchEvent(new Event('error'));
      expect(preloadLinks().map((link) => link.href)).toEqual([routesScript]);
      expect(preloadLinks()[0]).not.toBe(failedPreload);
    });

    it("takes the page's preload of the landing page's own chunk too, and leaves other builds' preloads", async () => {
      const { loadRemoteModule, loadRemote } = await loadFresh();
      const pageChunk = 'https://cdn.example/catalog/aaa/page-home.1.js';
      const otherBuild = 'https://cdn.example/checkout/ccc/page-cart.1.js';
      // The entry is loaded afresh under another address on a retry: its preload is not taken.
      const entry = 'https://cdn.example/catalog/aaa/remoteEntry.js';
      document.head.innerHTML = `<link rel="preload" as="script" href="${pageChunk}"><link rel="preload" as="script" href="${otherBuild}"><link rel="preload" as="script" href="${entry}">`;
      loadRemote.mockRejectedValueOnce(new Error('Failed to load script resources'));
      await expect(loadRemoteModule('catalog')).rejects.toThrow();
      const scriptsAdded = watchScripts();
      loadRemote.mockResolvedValue(routesModule(FITTING_RANGE));
      await loadRemoteModule('catalog', { isRetry: true });
      // Its failed preload would fail the page once the routes loaded: taken (with the routes script the
      // first attempt preloaded), and preloaded afresh; another remote's build is not this one's to take.
      const taken = scriptsAdded();
      expect(taken.map((script) => script.src)).toEqual([pageChunk, routesScript]);
      taken[0]?.dispatchEvent(new Event('error'));
      expect(preloadLinks().map((link) => link.href)).toEqual(
        expect.arrayContaining([pageChunk, otherBuild, routesScript]),
      );
    });

    it("is taken from the page's own preload too, and one that had arrived is not preloaded again", async () => {
      const { loadRemoteModule, loadRemote } = await loadFresh();
      document.head.innerHTML = `<link rel="preload" as="script" href="${routesScript}">`;
      const pagePreload = preloadLinks()[0];
      const scriptsAdded = watchScripts();
      loadRemote.mockRejectedValueOnce(new Error('Failed to load script resources'));
      await expect(loadRemoteModule('catalog')).rejects.toThrow();
      // A first load uses the page's preload as it is.
      expect(scriptsAdded()).toEqual([]);

      loadRemote.mockResolvedValue(routesModule(FITTING_RANGE));
      await loadRemoteModule('catalog', { isRetry: true });
      const taken = scriptsAdded();
      expect(taken.map((script) => script.src)).toEqual([routesScript]);
      taken[0]?.dispatchEvent(new Event('load'));
      expect(preloadLinks()).toEqual([pagePreload]);
    });
  });
});
