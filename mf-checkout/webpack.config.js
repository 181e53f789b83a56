// The checkout remote: exposes only its routes module; everything else is private to the bundle.
module.exports = require('../scripts/webpack/create-config.cjs')({
  packageDir: __dirname,
  federationName: 'mf_checkout',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3002,
});
