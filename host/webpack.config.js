// The shell: declares no remotes at build time; it reads /remotes.json at boot (see src/federation). A
// production build also makes its server module (the shell around a landing page's first paint).
const path = require('node:path');
const createConfig = require('../scripts/webpack/create-config.cjs')({
  packageDir: __dirname,
  runtimePlugins: [
    path.join(__dirname, 'src/federation/report-load-failures.ts'),
    path.join(__dirname, 'src/federation/singleton-check.ts'),
  ],
});
const createServerConfig = require('../scripts/webpack/create-server-config.cjs')({
  packageDir: __dirname,
  providesShared: true,
});

/**
 * The route table (the kernel's one table, domain/route-owners.ts) as a file beside index.html: the
 * server reads it to preload the landing route's remote, and a rebuilt host shows it without a restart.
 */
class EmitRouteOwnersPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRouteOwnersPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitRouteOwnersPlugin', stage: 0 }, () => {
        const table = path.join(__dirname, '../shared-kernel/src/domain/route-owners.ts');
        const { ROUTE_OWNERS } = require('tsx/cjs/api').require(table, __filename);
        const source = JSON.stringify(ROUTE_OWNERS);
        compilation.emitAsset('route-owners.json', new compiler.webpack.sources.RawSource(source));
      });
    });
  }
}

module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  config.plugins.push(new EmitRouteOwnersPlugin());
  return argv.mode === 'development' ? config : [config, createServerConfig(env, argv)];
};
