const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { fingerprintInputs, sourceFingerprint } = require('./build-bundles.cjs');
const { BUNDLES, REPO_ROOT } = require('./workspace.cjs');

describe("a bundle's fingerprint", () => {
  it('covers its sources, the kernel, the build config and the lockfile, for every bundle', () => {
    for (const bundle of BUNDLES) {
      const inputs = fingerprintInputs(bundle.dir).map((file) => path.relative(REPO_ROOT, file));
      expect(inputs).toEqual(
        expect.arrayContaining([
          `${bundle.dir}/package.json`,
          `${bundle.dir}/webpack.config.js`,
          'shared-kernel/package.json',
          'shared-kernel/src/index.ts',
          'scripts/webpack/create-config.cjs',
          'package-lock.json',
        ]),
      );
      expect(inputs.some((file) => file.startsWith(`${bundle.dir}/src/`))).toBe(true);
      expect(inputs).toEqual([...inputs].sort());
    }
  });

  describe('in a checkout of its own', () => {
    let root;
    const write = (file, text) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
      write('host/src/index.ts', 'export {};');
      write('host/package.json', '{}');
      write('host/webpack.config.js', 'module.exports = {};');
      write('shared-kernel/src/index.ts', 'export {};');
      write('shared-kernel/package.json', '{}');
      write('scripts/webpack/create-config.cjs', 'module.exports = {};');
      write('package-lock.json', '{"packages":{"node_modules/react":{"version":"19.2.0"}}}');
    });
    afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

    it('changes when only the lockfile changes, and stays the same when nothing does', () => {
      const before = sourceFingerprint('host', root);
      expect(sourceFingerprint('host', root)).toBe(before);
      write('package-lock.json', '{"packages":{"node_modules/react":{"version":"19.2.1"}}}');
      expect(sourceFingerprint('host', root)).not.toBe(before);
    });

    it('is taken without a lockfile', () => {
      fs.rmSync(path.join(root, 'package-lock.json'));
      expect(fingerprintInputs('host', root).map((file) => path.relative(root, file))).not.toContain(
        'package-lock.json',
      );
      expect(sourceFingerprint('host', root)).toMatch(/^[0-9a-f]{64}$/);
    });
  });
});
