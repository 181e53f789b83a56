// Facts about the monorepo that the build, start, test and release scripts share.
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The four remotes: their short name (used in the pointer and on the page) and their package folder. */
const REMOTES = [
  { name: 'catalog', dir: 'mf-catalog', federationName: 'mf_catalog', devPort: 3001 },
  { name: 'checkout', dir: 'mf-checkout', federationName: 'mf_checkout', devPort: 3002 },
  { name: 'account', dir: 'mf-account', federationName: 'mf_account', devPort: 3003 },
  { name: 'admin', dir: 'mf-admin', federationName: 'mf_admin', devPort: 3004 },
];

const BUNDLES = [{ name: 'host', dir: 'host', federationName: 'host', devPort: 3000 }, ...REMOTES];

const dataDirFrom = (env = process.env) => path.resolve(REPO_ROOT, env.DATA_DIR ?? 'var');

module.exports = { REPO_ROOT, REMOTES, BUNDLES, dataDirFrom };
