// What a bundle's browser build and its server module must agree on: how its TypeScript is compiled,
// the constants compiled into its code and the names of its CSS module classes (the server's markup
// uses the browser's styles).
const path = require('node:path');
const { providedExports } = require('./shared-exports.cjs');

const FEDERATION_RUNTIME_VERSION = require(
  path.join(path.dirname(require.resolve('@module-federation/runtime-core')), '..', 'package.json'),
).version;

/** The bundle's container name (scripts/lib/workspace.cjs lists them once). */
const federationNameOf = (packageDir) => {
  const { BUNDLES } = require('../lib/workspace.cjs');
  return BUNDLES.find((bundle) => bundle.dir === path.basename(packageDir)).federationName;
};

/** Class names carry the bundle's name so remotes cannot restyle each other. */
const localIdentNameOf = (packageDir) => `${federationNameOf(packageDir)}__[local]__[hash:base64:5]`;

/** TypeScript, transpiled only: type-checking is its own step (tsc -b). */
const typeScriptRule = (packageDir) => ({
  test: /\.tsx?$/,
  loader: 'ts-loader',
  options: {
    transpileOnly: true,
    configFile: path.join(packageDir, 'tsconfig.json'),
    // The kernel's sources are compiled into each bundle that provides it, so the project
    // boundaries of the type-check build (composite, rootDir) do not apply here.
    compilerOptions: {
      rootDir: path.parse(packageDir).root,
      composite: false,
      declaration: false,
      emitDeclarationOnly: false,
    },
  },
});

/** The DefinePlugin constants of a bundle. */
const bundleDefinitions = (packageDir) => {
  const pkg = require(path.join(packageDir, 'package.json'));
  return {
    __BUNDLE_INFO__: JSON.stringify({
      packageName: pkg.name,
      version: pkg.version,
      kernelRange: pkg.dependencies['@storefront/shared-kernel'],
    }),
    __FEDERATION_RUNTIME_VERSION__: JSON.stringify(FEDERATION_RUNTIME_VERSION),
    __SHARED_EXPORTS_PROVIDED__: JSON.stringify(providedExports()),
  };
};

module.exports = { FEDERATION_RUNTIME_VERSION, bundleDefinitions, federationNameOf, localIdentNameOf, typeScriptRule };
