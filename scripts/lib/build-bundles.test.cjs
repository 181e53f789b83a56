const path = require('node:path');
const { fingerprintInputs } = require('./build-bundles.cjs');
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
});
