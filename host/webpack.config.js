// The shell: declares no remotes at build time; it reads /remotes.json at boot (see src/federation). A
// production build also makes its server module (the shell around a landing page's first paint).
const path = require('node:path');
const createConfig = require('../scripts/webpack/create-config.cjs')({
  packageDir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/federation/report-load-failures.ts')],
});
const createServerConfig = require('../scripts/webpack/create-server-config.cjs')({ packageDir: __dirname });

/** The route table as a file beside index.html: the server reads it to preload the landing route's remote. */
class EmitRouteOwnersPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRouteOwnersPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitRouteOwnersPlugin', stage: 0 }, () => {
        const source = require('node:fs').readFileSync(path.join(__dirname, 'src/routing/route-owners.json'));
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
