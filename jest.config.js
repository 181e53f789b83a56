// One jest run for every package: each package is a project with its own environment.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** What the bundler stamps into a bundle (scripts/webpack/bundle-definitions.cjs), as a build of it would. */
const bundleInfoOf = (name) => {
  const pkg = require(`./${name}/package.json`);
  return { packageName: pkg.name, version: pkg.version, kernelRange: pkg.dependencies['@storefront/shared-kernel'] };
};

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  globals: { __BUNDLE_INFO__: bundleInfoOf(name) },
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.css$': '<rootDir>/../scripts/jest/style-mock.cjs' },
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    browserProject('shared-kernel'),
    browserProject('host'),
    browserProject('mf-catalog'),
    browserProject('mf-checkout'),
    browserProject('mf-account'),
    browserProject('mf-admin'),
    {
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.cjs'],
    },
    {
      // The bench's own modules that need no browser or server (bench/lib/*.test.mjs).
      displayName: 'bench',
      rootDir: '<rootDir>/bench',
      testEnvironment: 'node',
      transform: { '^.+\\.mjs$': swc },
      testMatch: ['<rootDir>/lib/**/*.test.mjs'],
    },
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      // A few of the server's dependencies ship only ES modules; they are compiled like our code.
      // file-type (the contact form's types by content) and the ES modules it imports are compiled too.
      transformIgnorePatterns: [
        '/node_modules/(?!(cookie|content-disposition|file-type|strtok3|token-types|peek-readable|uint8array-extras|@borewit/text-codec)/)',
      ],
      // Its exports offer only `import`; the API uses the entry that runs anywhere (file-type/core).
      moduleNameMapper: { '^file-type$': '<rootDir>/../node_modules/file-type/core.js' },
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
  ],
};
