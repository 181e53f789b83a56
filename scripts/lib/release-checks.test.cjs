const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const {
  checkReachable,
  checkRuntimeFit,
  checkSharedExportsFit,
  checkSharedFit,
  checkStored,
} = require('./release-checks.cjs');

const shared = (name, version, requiredVersion) => ({ name, version, requiredVersion, singleton: true });
const host = {
  shared: [shared('react', '19.3.1', '^19.2.0'), shared('@storefront/shared-kernel', '0.1.0', '^0.1.0')],
};

describe('checkSharedFit', () => {
  it('passes a remote whose singletons the host provides in range', () => {
    const remote = {
      shared: [shared('react', '19.3.1', '^19.2.0'), shared('@storefront/shared-kernel', '0.1.0', '^0.1.0')],
    };
    expect(checkSharedFit(remote, host)).toEqual([]);
  });

  it('refuses a remote built against another kernel major, and a singleton the host lacks', () => {
    const remote = {
      shared: [shared('@storefront/shared-kernel', '1.0.0', '^1.0.0'), shared('lodash', '4.17.0', '^4.0.0')],
    };
    expect(checkSharedFit(remote, host)).toEqual([
      '@storefront/shared-kernel: built for ^1.0.0, the host provides 0.1.0',
      'lodash is not shared by the host',
    ]);
  });

  it('refuses when either manifest is missing', () => {
    expect(checkSharedFit(null, host)).toHaveLength(1);
    expect(checkSharedFit({ shared: [] }, null)).toEqual([
      'the host has no build to compare against (run npm run build)',
    ]);
  });
});

describe('checkRuntimeFit', () => {
  const withRuntime = (mode, version) => ({ metaData: { federationRuntime: { mode, version } }, shared: [] });
  const runtimeHost = withRuntime('provides', '2.9.2');
  const wholeRuntimeHost = {
    ...runtimeHost,
    metaData: { federationRuntime: { mode: 'provides', version: '2.9.2', bundlerRuntime: true } },
  };

  it('passes a remote that takes the runtime the host provides, and one that carries its own', () => {
    expect(checkRuntimeFit(withRuntime('external', '2.9.0'), runtimeHost)).toEqual([]);
    expect(checkRuntimeFit(withRuntime('external', '2.9.0'), wholeRuntimeHost)).toEqual([]);
    expect(checkRuntimeFit(withRuntime('hosted', '2.9.3'), wholeRuntimeHost)).toEqual([]);
    expect(checkRuntimeFit(withRuntime('bundled', '2.9.2'), host)).toEqual([]);
    expect(checkRuntimeFit({ metaData: {}, shared: [] }, host)).toEqual([]);
  });

  const noRuntime = "the remote needs the host's federation runtime 2.9.2, the host does not provide one";
  it.each([
    ['a runtime from a host that provides none', withRuntime('external', '2.9.2'), host, noRuntime],
    ['the bundler runtime too from a host that provides none', withRuntime('hosted', '2.9.2'), host, noRuntime],
    [
      'a runtime at another minor',
      withRuntime('external', '2.10.0'),
      runtimeHost,
      'the remote needs federation runtime 2.10.0, the host provides 2.9.2',
    ],
    [
      'the bundler runtime at another minor',
      withRuntime('hosted', '2.10.0'),
      wholeRuntimeHost,
      'the remote needs federation runtime 2.10.0, the host provides 2.9.2',
    ],
    [
      'the bundler runtime too from a host that provides runtime-core only',
      withRuntime('hosted', '2.9.2'),
      runtimeHost,
      "the remote needs the host's federation bundler runtime, the host provides runtime-core only",
    ],
    [
      'an unknown runtime mode',
      withRuntime('shared', '2.9.2'),
      runtimeHost,
      "the remote declares an unknown federation runtime mode 'shared'",
    ],
  ])('refuses a remote that needs %s', (_case, remote, hostManifest, reason) => {
    expect(checkRuntimeFit(remote, hostManifest)).toEqual([reason]);
  });
});

describe('checkSharedExportsFit', () => {
  const routerNames = ['Link', 'useLocation', 'useNavigate'];
  const slimHost = {
    metaData: { sharedExports: { provides: { 'react-router-dom': routerNames, rxjs: ['Subject'] } } },
    shared: [],
  };
  const needing = (needs) => ({
    metaData: { sharedExports: { needs } },
    shared: [shared('react-router-dom', '7.18.5', '^7.18.0'), shared('rxjs', '7.8.2', '^7.8.2')],
  });

  it('passes a remote that needs only names the host provides, and any remote of a host that slims nothing', () => {
    expect(checkSharedExportsFit(needing({ 'react-router-dom': ['Link'], rxjs: [] }), slimHost)).toEqual([]);
    expect(checkSharedExportsFit(needing({ 'react-router-dom': ['useMatch'] }), host)).toEqual([]);
    expect(checkSharedExportsFit({ metaData: {}, shared: [] }, host)).toEqual([]);
  });

  it('refuses a remote that needs a name or the whole library the host does not provide, naming them', () => {
    expect(
      checkSharedExportsFit(needing({ 'react-router-dom': ['Link', 'useMatch', 'useBlocker'], rxjs: ['*'] }), slimHost),
    ).toEqual([
      'react-router-dom: the remote needs useMatch, useBlocker, which the host does not provide',
      'rxjs: the remote needs the whole library, which the host does not provide',
    ]);
  });

  it('refuses a remote that does not record what it needs from a library the host slims', () => {
    const older = { metaData: {}, shared: [shared('react-router-dom', '7.18.5', '^7.18.0')] };
    expect(checkSharedExportsFit(older, slimHost)).toEqual([
      'react-router-dom: the remote does not record the names it uses (built before shared libraries were slimmed); the host provides only Link, useLocation, useNavigate',
    ]);
  });
});

describe('checkStored', () => {
  const remote = { name: 'catalog', dir: 'mf-catalog', federationName: 'mf_catalog' };
  const manifestOf = (name) =>
    JSON.stringify({ name, metaData: { remoteEntry: { name: 'remoteEntry.js' } }, shared: [] });
  let dataDir;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'checks-test-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const store = (version, files, remoteDir = 'mf-catalog') => {
    const dir = path.join(dataDir, 'releases', remoteDir, version);
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  };

  it('passes a whole build', () => {
    store('0.1.0-abc1234-0000aaaa', {
      'mf-manifest.json': manifestOf('mf_catalog'),
      'remoteEntry.js': '',
      'release.json': '{"remote": "catalog"}',
    });
    expect(checkStored(remote, dataDir, '0.1.0-abc1234-0000aaaa')).toEqual([]);
  });

  it('names what is missing', () => {
    expect(checkStored(remote, dataDir, '0.1.0-abc1234-00000009')[0]).toMatch(
      /catalog 0.1.0-abc1234-00000009 is not stored/,
    );
    store('0.1.0-abc1234-00000002', { 'release.json': '{}' });
    expect(checkStored(remote, dataDir, '0.1.0-abc1234-00000002')).toEqual([
      'catalog 0.1.0-abc1234-00000002 has no readable mf-manifest.json',
    ]);
  });

  it("refuses a build of another remote stored in this remote's folder", () => {
    store('0.1.0-abc1234-0000bbbb', {
      'mf-manifest.json': manifestOf('mf_checkout'),
      'remoteEntry.js': '',
      'release.json': '{"remote": "checkout"}',
    });
    expect(checkStored(remote, dataDir, '0.1.0-abc1234-0000bbbb')).toEqual([
      'catalog 0.1.0-abc1234-0000bbbb is a build of mf_checkout, not of catalog (mf_catalog)',
    ]);
    store('0.1.0-abc1234-0000cccc', {
      'mf-manifest.json': manifestOf('mf_catalog'),
      'remoteEntry.js': '',
      'release.json': '{"remote": "checkout"}',
    });
    expect(checkStored(remote, dataDir, '0.1.0-abc1234-0000cccc')).toEqual([
      'catalog 0.1.0-abc1234-0000cccc is recorded in its release.json as a build of checkout, not of catalog (mf_catalog)',
    ]);
  });

  it('refuses a version that is not a plain version name, without looking outside the remote', () => {
    store(
      '0.1.0-abc1234-0000dddd',
      { 'mf-manifest.json': manifestOf('mf_catalog'), 'remoteEntry.js': '' },
      'mf-checkout',
    );
    for (const version of ['../mf-checkout/0.1.0-abc1234-0000dddd', '0.1.0/..', 'a b', '.hidden', '']) {
      expect(checkStored(remote, dataDir, version)).toEqual([
        expect.stringContaining(`"${version}" is not a version name`),
      ]);
    }
  });
});

describe('checkReachable', () => {
  let server;
  let origin;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/good/mf-manifest.json') {
        response.end(JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
      } else if (request.url === '/good/remoteEntry.js') response.end('');
      else if (request.url === '/no-entry/mf-manifest.json') response.end(JSON.stringify({ metaData: {} }));
      else response.writeHead(404).end();
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('passes a manifest and entry that answer', async () => {
    expect(await checkReachable(`${origin}/good/mf-manifest.json`)).toEqual([]);
  });

  it('names a manifest that answers 404 and an entry that does', async () => {
    expect(await checkReachable(`${origin}/missing/mf-manifest.json`)).toEqual([
      `${origin}/missing/mf-manifest.json answered 404`,
    ]);
    expect(await checkReachable(`${origin}/no-entry/mf-manifest.json`)).toEqual([
      `${origin}/no-entry/remoteEntry.js answered 404`,
    ]);
  });

  it('names a server that does not answer', async () => {
    const closed = http.createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${closed.address().port}/x/mf-manifest.json`;
    await new Promise((resolve) => closed.close(resolve));
    expect((await checkReachable(url))[0]).toMatch(/is not reachable \(ECONNREFUSED\)/);
  });
});
