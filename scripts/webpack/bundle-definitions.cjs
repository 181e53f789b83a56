// What a bundle's browser build and its server module must agree on: how its TypeScript is compiled,
// the constants compiled into its code and the names of its CSS module classes (the server's markup
// uses the browser's styles).
const path = require('node:path');
const { defaultGetLocalIdent } = require('css-loader');
const { providedExports } = require('./shared-exports.cjs');

const FEDERATION_RUNTIME_VERSION = require(
  path.join(path.dirname(require.resolve('@module-federation/runtime-core')), '..', 'package.json'),
).version;

/** The bundle's container name (scripts/lib/workspace.cjs lists them once). */
const federationNameOf = (packageDir) => {
  const { BUNDLES } = require('../lib/workspace.cjs');
  return BUNDLES.find((bundle) => bundle.dir === path.basename(packageDir)).federationName;
};

const KERNEL_DIR = path.dirname(require.resolve('@storefront/shared-kernel/package.json'));
const KERNEL_IDENT = 'kernel__[local]__[hash:base64:5]';

/**
 * How CSS module classes are named: after the bundle whose sources they come from, so remotes cannot
 * restyle each other. The kernel's are named after the kernel in every bundle that compiles it: the
 * browser uses the host's copy, a remote's server module its own, and both must write the same names.
 */
const cssModuleNaming = (packageDir) => ({
  localIdentName: `${federationNameOf(packageDir)}__[local]__[hash:base64:5]`,
  // undefined: css-loader names the class by localIdentName. A name returned here is used as it is:
  // css-loader fills in [local] only in the names it makes itself.
  getLocalIdent: (context, _localIdentName, localName, options) =>
    context.resourcePath.startsWith(KERNEL_DIR + path.sep)
      ? defaultGetLocalIdent(context, KERNEL_IDENT, localName, options).replace(/\[local\]/gi, localName)
      : undefined,
});

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

/**
 * The libraries every bundle must share as one instance, by import name and package; without the kernel
 * here each remote gets its own bus and stores. The browser shares them through federation; the server
 * modules as the host's (create-server-config.cjs).
 */
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  'react-router-dom': 'react-router-dom',
  rxjs: 'rxjs',
  '@tanstack/react-query': '@tanstack/react-query',
  '@storefront/shared-kernel': '@storefront/shared-kernel',
};

/** Where a bundle's server module is built, inside its dist folder (never served: api site.plugin.ts). */
const SERVER_DIR = 'server';

module.exports = {
  SERVER_DIR,
  SINGLETONS,
  FEDERATION_RUNTIME_VERSION,
  bundleDefinitions,
  federationNameOf,
  cssModuleNaming,
  typeScriptRule,
};
