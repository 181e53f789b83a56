// The server module of a bundle (`src/server/first-paint.tsx` -> `dist/server/first-paint.js`): the API
// server requires it to send a landing page's first paint (api/src/site/first-paint.ts). It is built
// from the same sources as the browser bundle, with the same CSS class names, and released with it, so
// rolling a remote back rolls its first paint back too. The host's bundles everything it needs and
// gives the shared libraries to the remotes', which leave them out: the page is drawn as one tree, by
// one React, as in the browser (api/src/site/first-paint.ts hands them over).
const path = require('node:path');
const { DefinePlugin, optimize } = require('webpack');
const {
  SERVER_DIR,
  SINGLETONS,
  bundleDefinitions,
  cssModuleNaming,
  typeScriptRule,
} = require('./bundle-definitions.cjs');

/** @param {{ packageDir: string, providesShared?: boolean }} options */
module.exports = function createServerConfig({ packageDir, providesShared = false }) {
  return () => ({
    name: 'server',
    target: 'node20',
    context: packageDir,
    entry: './src/server/first-paint.tsx',
    mode: 'production',
    devtool: false,
    // Into the browser build's folder (the build script's --output-path applies to both), which keeps
    // this folder when it cleans.
    output: {
      path: path.join(packageDir, 'dist'),
      filename: `${SERVER_DIR}/first-paint.js`,
      library: { type: 'commonjs2' },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typeScriptRule(packageDir),
        {
          // Only the class names: the browser bundle brings the styles.
          test: /\.module\.css$/,
          loader: 'css-loader',
          options: {
            modules: { ...cssModuleNaming(packageDir), namedExport: false, exportOnlyLocals: true },
          },
        },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source' },
      ],
    },
    // A remote's: required by name, which the server answers with the host's copy.
    externals: providesShared ? {} : Object.fromEntries(Object.keys(SINGLETONS).map((name) => [name, name])),
    externalsType: 'commonjs',
    // One file: the server runs it outside Node's module cache (a page's lazy code comes with it).
    plugins: [new DefinePlugin(bundleDefinitions(packageDir)), new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    // Read once by the server; names stay readable in its stack traces.
    optimization: { minimize: false },
    performance: { hints: false },
  });
};
