// One webpack configuration shape for the host and every remote, so the Module Federation rules
// (shared singletons, public paths, manifests) are written once and cannot drift between them.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  FEDERATION_RUNTIME_VERSION,
  SERVER_DIR,
  SINGLETONS,
  bundleDefinitions,
  cssModuleNaming,
  typeScriptRule,
} = require('./bundle-definitions.cjs');
const {
  SLIM_SHARED,
  installedVersion,
  neededExports,
  providedExports,
  facadeAliases,
  writeFacades,
} = require('./shared-exports.cjs');

/**
 * What `experiments.provideExternalRuntime` adds to the host, taken as its ES module build: the flag
 * resolves the plugin's CommonJS build, which pulls a second, CommonJS copy of runtime-core into the
 * host next to the ES one the bundler runtime uses (24 KB gzip twice instead of once).
 */
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** The host also provides its bundler runtime, and a production remote takes it (both files say how). */
const PROVIDE_BUNDLER_RUNTIME_PLUGIN = path.join(__dirname, 'provide-bundler-runtime.js');
const takeHostBundlerRuntime = () =>
  new NormalModuleReplacementPlugin(
    /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
    path.join(__dirname, 'host-bundler-runtime.js'),
  );

/**
 * The host's boot chunks (the `./bootstrap` import and the shared libraries the host provides, the
 * async chunk groups right under the entry) as `<link rel="preload">` in index.html: the browser
 * fetches them alongside main.js instead of one round trip after it.
 */
class PreloadBootChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const files = new Set();
        for (const entry of compilation.entrypoints.values()) {
          for (const group of entry.childrenIterable) {
            for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
          }
        }
        const links = [...files]
          .filter((file) => /\.(js|css)$/.test(file))
          .sort()
          .map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: {
              rel: 'preload',
              as: file.endsWith('.css') ? 'style' : 'script',
              href: `${publicPath}${file}`,
            },
          }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/**
 * The files of each page chunk a remote names `page-<path>` (webpackChunkName in its routes.tsx, e.g.
 * `page-search` for /search, `page-home` for /), with the chunks split off from it: the server
 * preloads the landing page's files so they do not wait for the routes module to run.
 */
const pageAssetsOf = (compilation) => {
  const pages = {};
  for (const group of compilation.chunkGroups) {
    if (!group.name?.startsWith('page-')) continue;
    const files = [...group.chunks].flatMap((chunk) => [...chunk.files]);
    pages[group.name] = files.filter((file) => /\.(js|css)$/.test(file)).sort();
  }
  return pages;
};

/**
 * Brotli and gzip copies of every emitted script, style and manifest, written once at build time:
 * the server sends them as they are (@fastify/static `preCompressed`) instead of compressing each
 * response again, which cost it 5-35 ms of CPU per file on every cold page load.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const zlib = require('node:zlib');
      const fs = require('node:fs');
      const outputPath = compilation.outputOptions.path;
      for (const name of Object.keys(compilation.assets)) {
        if (!/\.(js|css|json|html)$/.test(name)) continue;
        const file = path.join(outputPath, name);
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, brotli));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    });
  }
}

/**
 * The singletons, each with the caret range of package.json. The slimmed libraries
 * (scripts/webpack/shared-exports.cjs) are provided as their facade, at the installed version of the
 * library, so version checks between builds stay those of the real package.
 */
const sharedFrom = (dependencies, packageDir) => {
  const facades = writeFacades();
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([request, packageName]) => {
      // Caret ranges from package.json: an exact pin would become an exact requiredVersion.
      const shared = { singleton: true, requiredVersion: dependencies[packageName] };
      if (!SLIM_SHARED[request]) return [request, shared];
      return [request, { ...shared, import: facades[request], version: installedVersion(packageName, packageDir) }];
    }),
  );
};

/** The dev pointer: every remote at its dev server's manifest (ports from scripts/lib/workspace.cjs). */
const serveDevPointer = (middlewares, devServer) => {
  const { REMOTES } = require('../lib/workspace.cjs');
  const remotes = Object.fromEntries(
    REMOTES.map((remote) => [
      remote.name,
      {
        federationName: remote.federationName,
        version: 'dev',
        url: `http://localhost:${remote.devPort}/mf-manifest.json`,
      },
    ]),
  );
  devServer.app.get('/remotes.json', (_request, response) => {
    response.set('cache-control', 'no-cache').json({ remotes });
  });
  return middlewares;
};

/**
 * @param {object} options
 * @param {string} options.packageDir the package folder (its package.json names and versions the bundle)
 * @param {Record<string,string>} [options.exposes] what a remote offers; the host exposes nothing
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (the host's error reporting)
 */
module.exports = function createConfig({ packageDir, exposes, runtimePlugins = [] }) {
  const pkg = require(path.join(packageDir, 'package.json'));
  // Container names and dev ports are listed once, in scripts/lib/workspace.cjs.
  const { BUNDLES } = require('../lib/workspace.cjs');
  const { federationName, devPort } = BUNDLES.find((bundle) => bundle.dir === path.basename(packageDir));
  const isHost = !exposes;
  return (_env, argv) => {
    const isProduction = argv.mode !== 'development';
    // The federation runtime ships once, in the host: a production remote takes the host's runtime-core
    // (`experiments.externalRuntime`) and bundler runtime (takeHostBundlerRuntime) instead of bundling
    // its own ('hosted'). Each build's manifest says which runtime it provides or needs
    // (FEDERATION_RUNTIME_VERSION), so promote (scripts/lib/release-checks.cjs) and the host's loader can
    // refuse a remote built for another. A remote's own dev server (standalone) has no host to take the
    // runtime from, so it keeps its own.
    const runtimeMode = isHost ? 'provides' : isProduction ? 'hosted' : 'bundled';
    return {
      context: packageDir,
      // The host boots its shell; a remote's entry is only used by its standalone dev server.
      entry: isHost ? './src/index.ts' : path.join(__dirname, 'standalone/index.ts'),
      mode: isProduction ? 'production' : 'development',
      devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(packageDir, 'dist'),
        // The host serves deep links from '/', a remote is loaded from whichever versioned folder holds it.
        publicPath: isHost ? '/' : 'auto',
        filename: isProduction ? '[name].[fullhash:12].js' : '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:12].js' : '[name].js',
        uniqueName: federationName,
        // A page chunk that does not arrive fails after the 10 s a remote's area waits
        // (host/src/federation/remote-loader.ts), so its area falls back with Retry; webpack's own
        // limit is 120 s of spinner.
        chunkLoadTimeout: 10_000,
        // The server module (create-server-config.cjs) is built beside it by the same webpack run.
        clean: { keep: new RegExp(`^${SERVER_DIR}[\\\\/]`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          ...facadeAliases(),
          ...(!isHost && { 'remote-routes': path.join(packageDir, 'src/routes.tsx') }),
        },
      },
      module: {
        rules: [
          typeScriptRule(packageDir),
          {
            test: /\.module\.css$/,
            use: [
              isProduction ? MiniCssExtractPlugin.loader : 'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: { ...cssModuleNaming(packageDir), namedExport: false },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [isProduction ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
        ],
      },
      plugins: [
        ...(runtimeMode === 'hosted' ? [takeHostBundlerRuntime()] : []),
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedFrom(pkg.dependencies, packageDir),
          runtimePlugins:
            runtimeMode === 'provides'
              ? [...runtimePlugins, PROVIDE_RUNTIME_PLUGIN, PROVIDE_BUNDLER_RUNTIME_PLUGIN]
              : runtimePlugins,
          experiments: {
            ...(runtimeMode === 'hosted' && { externalRuntime: true }),
            // Browser-only bundles: the runtime's Node.js loading paths are left out. The shell reads each
            // build's manifest itself and gives the runtime the entry (host/src/federation/build-entry.ts),
            // so the runtime it provides goes without its manifest ("snapshot") plugin.
            optimization: { target: 'web', ...(runtimeMode === 'provides' && { disableSnapshot: true }) },
          },
          manifest: {
            additionalData: ({ stats, compilation }) => {
              stats.metaData.federationRuntime = {
                mode: runtimeMode,
                version: FEDERATION_RUNTIME_VERSION,
                ...(runtimeMode === 'provides' && { bundlerRuntime: true }),
              };
              stats.metaData.pageAssets = pageAssetsOf(compilation);
              stats.metaData.sharedExports = { provides: providedExports(), needs: neededExports(compilation) };
              return stats;
            },
          },
          dts: false,
        }),
        new DefinePlugin(bundleDefinitions(packageDir)),
        new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title: 'Wholesale Storefront' }),
        ...(isHost && isProduction ? [new PreloadBootChunksPlugin()] : []),
        ...(isProduction ? [new PrecompressPlugin()] : []),
        ...(isProduction ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:12].css' })] : []),
      ],
      performance: { hints: false },
      devServer: {
        port: devPort,
        // In development the shell loads each remote from its own dev server instead of a release.
        ...(isHost && { setupMiddlewares: serveDevPointer }),
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/uploads', '/remotes'],
            target: process.env.API_ORIGIN ?? 'http://127.0.0.1:8080',
          },
        ],
      },
    };
  };
};
