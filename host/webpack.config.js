// The shell: declares no remotes at build time; it reads /remotes.json at boot (see src/federation).
const path = require('node:path');
module.exports = require('../scripts/webpack/create-config.cjs')({
  packageDir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/federation/report-load-failures.ts')],
});
