// Builds the host and remote bundles that are missing or older than their sources.
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { BUNDLES, REPO_ROOT } = require('./workspace.cjs');

const STAMP = '.build-stamp';

const listFiles = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

/**
 * Everything a bundle is built from: its sources, the kernel's, the build config, and the lockfile, which
 * pins the versions of what the bundle takes in from node_modules (React, the router, the federation
 * runtime): without it a dependency upgraded by the lockfile alone left the bundles of the old versions.
 */
const fingerprintInputs = (bundleDir, root = REPO_ROOT) =>
  [
    ...listFiles(path.join(root, bundleDir, 'src')),
    path.join(root, bundleDir, 'package.json'),
    path.join(root, bundleDir, 'webpack.config.js'),
    ...listFiles(path.join(root, 'shared-kernel', 'src')),
    path.join(root, 'shared-kernel', 'package.json'),
    ...listFiles(path.join(root, 'scripts', 'webpack')),
    // A checkout without a lockfile still builds (from whatever npm installed).
    ...[path.join(root, 'package-lock.json')].filter((file) => fs.existsSync(file)),
  ].sort();

/** A fingerprint of a bundle's inputs (fingerprintInputs) under `root`: their paths and contents. */
const sourceFingerprint = (bundleDir, root = REPO_ROOT) => {
  const hash = createHash('sha256');
  for (const file of fingerprintInputs(bundleDir, root)) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
};

const isUpToDate = (bundleDir, fingerprint) => {
  try {
    return fs.readFileSync(path.join(REPO_ROOT, bundleDir, 'dist', STAMP), 'utf8') === fingerprint;
  } catch {
    return false;
  }
};

/**
 * Builds each bundle whose sources changed since its last build (or every one with `force`).
 * @returns {string[]} the folders that were built
 */
function buildBundles({ force = false, only } = {}) {
  const built = [];
  for (const bundle of BUNDLES.filter((b) => !only || only.includes(b.name) || only.includes(b.dir))) {
    const fingerprint = sourceFingerprint(bundle.dir);
    if (!force && isUpToDate(bundle.dir, fingerprint)) continue;
    process.stdout.write(`Building ${bundle.dir}...\n`);
    const dist = path.join(REPO_ROOT, bundle.dir, 'dist');
    // Built beside dist and swapped in whole, so a server or a parallel run never reads half a build.
    const staging = `${dist}.build-${process.pid}`;
    const result = spawnSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '--output-path',
        staging,
        '--stats',
        'errors-only',
      ],
      {
        cwd: path.join(REPO_ROOT, bundle.dir),
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (result.status !== 0) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new Error(`The build of ${bundle.dir} failed`);
    }
    fs.writeFileSync(path.join(staging, STAMP), fingerprint);
    const previous = `${dist}.old-${process.pid}`;
    if (fs.existsSync(dist)) fs.renameSync(dist, previous);
    fs.renameSync(staging, dist);
    fs.rmSync(previous, { recursive: true, force: true });
    built.push(bundle.dir);
  }
  return built;
}

module.exports = { fingerprintInputs, sourceFingerprint, buildBundles };
