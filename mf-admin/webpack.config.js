// The back office remote: exposes only its routes module; everything else is private to the bundle.
module.exports = require('../scripts/webpack/create-config.cjs')({
  packageDir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
