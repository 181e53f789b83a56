const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { publishRemote, readRelease } = require('./releases.cjs');

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
});
