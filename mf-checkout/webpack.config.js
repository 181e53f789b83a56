// The checkout remote: exposes only its routes module; everything else is private to the bundle. A
// production build also makes its server module (first paint of its cart page).
const createConfig = require('../scripts/webpack/create-config.cjs')({
  packageDir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
const createServerConfig = require('../scripts/webpack/create-server-config.cjs')({ packageDir: __dirname });

module.exports = (env, argv) =>
  argv.mode === 'development' ? createConfig(env, argv) : [createConfig(env, argv), createServerConfig(env, argv)];
