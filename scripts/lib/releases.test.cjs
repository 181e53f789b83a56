const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { publishRemote, readRelease, releaseDir } = require('./releases.cjs');

const checkout = { name: 'checkout', dir: 'mf-checkout', federationName: 'mf_checkout' };
let work;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-test-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe('publishRemote', () => {
  it("records what a build made elsewhere was made against from its own manifest, not this checkout's", () => {
    const build = path.join(work, 'ci-build');
    fs.mkdirSync(build);
    const manifest = {
      name: 'mf_checkout',
      shared: [
        { name: '@storefront/shared-kernel', version: '1.2.0', requiredVersion: '^1.0.0' },
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0' },
      ],
    };
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify(manifest));
    const builtAt = new Date('2026-01-02T03:04:05Z');
    fs.utimesSync(path.join(build, 'mf-manifest.json'), builtAt, builtAt);

    const { version, isNew } = publishRemote(checkout, path.join(work, 'data'), { from: build });

    expect(isNew).toBe(true);
    const release = readRelease(checkout, path.join(work, 'data'), version);
    expect(release.builtAgainst['@storefront/shared-kernel']).toEqual({ range: '^1.0.0', version: '1.2.0' });
    expect(release.builtAgainst.react).toBe('^19.3.0');
    expect(release.builtAt).toBe(builtAt.toISOString());
  });

  const buildOf = (manifest, files = {}) => {
    const build = fs.mkdtempSync(path.join(work, 'build-'));
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ shared: [], ...manifest }));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(build, name), text);
    return build;
  };
  const storedVersions = () => fs.readdirSync(path.join(work, 'data', 'releases', 'mf-checkout'));

  it.each([
    ['whose manifest names another remote', buildOf.bind(null, { name: 'mf_catalog' }), 'is a build of mf_catalog'],
    ['whose manifest names none', buildOf.bind(null, {}), 'is a build of an unnamed remote'],
    [
      'whose release.json records another remote',
      buildOf.bind(null, { name: 'mf_checkout' }, { 'release.json': '{"remote": "catalog"}' }),
      'is recorded in its release.json as a build of catalog',
    ],
  ])('refuses a build %s and stores nothing', (_case, makeBuild, reason) => {
    const build = makeBuild();
    expect(() => publishRemote(checkout, path.join(work, 'data'), { from: build })).toThrow(
      `${build} ${reason}, not of checkout (mf_checkout): nothing was stored`,
    );
    expect(fs.existsSync(path.join(work, 'data', 'releases'))).toBe(false);
  });

  it('stores a build once: published again after another commit, it names the version already stored', () => {
    const dataDir = path.join(work, 'data');
    const build = buildOf({ name: 'mf_checkout' }, { 'remoteEntry.js': '/* v1 */' });
    const first = publishRemote(checkout, dataDir, { from: build });
    // The same build stored by an earlier commit: the version carries that commit.
    const earlier = first.version.replace(/-[^-]+-([^-]+)$/, '-0000000-$1');
    fs.renameSync(first.dir, releaseDir(checkout, dataDir, earlier));

    expect(publishRemote(checkout, dataDir, { from: build })).toEqual({
      version: earlier,
      dir: releaseDir(checkout, dataDir, earlier),
      isNew: false,
    });
    expect(storedVersions()).toEqual([earlier]);

    fs.writeFileSync(path.join(build, 'remoteEntry.js'), '/* v2 */');
    expect(publishRemote(checkout, dataDir, { from: build }).isNew).toBe(true);
    expect(storedVersions()).toHaveLength(2);
  });

  it('names the --from folder that holds no build', () => {
    const missing = path.join(work, 'nonexistent');
    expect(() => publishRemote(checkout, path.join(work, 'data'), { from: missing })).toThrow(
      `--from ${missing}: no such folder`,
    );
    expect(() => publishRemote(checkout, path.join(work, 'data'), { from: work })).toThrow(
      `--from ${work}: no mf-manifest.json there (give the folder of a finished build, a remote's dist)`,
    );
  });
});
