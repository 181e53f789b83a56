// Immutable, versioned remote builds under <data>/releases/<remote>/<version>/, each with the
// release.json that says what it was built against. Folders are never overwritten.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { dropStaleCompressedCopies } = require('./compressed-copies.cjs');
const { REPO_ROOT } = require('./workspace.cjs');

const gitCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return 'nogit';
  }
};

const hashFolder = (dir) => {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name !== '.build-stamp')
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  for (const file of files) {
    hash.update(path.relative(dir, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 8);
};

const readJson = (file, fallback) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
};

const releaseDir = (remote, dataDir, version) => path.join(dataDir, 'releases', remote.dir, version);

/**
 * Copies a remote's build (its dist, or `from`: a build made elsewhere, e.g. by CI) into its
 * versioned release folder. The version is the package's, the commit, and a hash of the build, so
 * the same build is never stored twice and a folder is never overwritten.
 * @returns {{ version: string, dir: string, isNew: boolean }}
 */
function publishRemote(remote, dataDir, { from } = {}) {
  const packageDir = path.join(REPO_ROOT, remote.dir);
  const dist = from ? path.resolve(from) : path.join(packageDir, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Error(`${from ? dist : remote.dir} has no build (no mf-manifest.json): run npm run build first`);
  }
  const pkg = readJson(path.join(packageDir, 'package.json'), {});
  const version = `${pkg.version}-${gitCommit()}-${hashFolder(dist)}`;
  const dir = releaseDir(remote, dataDir, version);
  if (fs.existsSync(dir)) return { version, dir, isNew: false };
  const staging = `${dir}.tmp-${process.pid}`;
  fs.cpSync(dist, staging, { recursive: true, filter: (src) => path.basename(src) !== '.build-stamp' });
  dropStaleCompressedCopies(staging);
  const kernel = readJson(path.join(REPO_ROOT, 'shared-kernel', 'package.json'), {});
  // What the build itself says it was made against (its manifest's shared entries): a build made
  // elsewhere (`from`) may not match this checkout's package.json, which release.json used to copy.
  const manifestPath = path.join(dist, 'mf-manifest.json');
  const shared = new Map((readJson(manifestPath, {}).shared ?? []).map((entry) => [entry.name, entry]));
  const rangeOf = (name) => shared.get(name)?.requiredVersion ?? pkg.dependencies[name];
  fs.writeFileSync(
    path.join(staging, 'release.json'),
    JSON.stringify(
      {
        remote: remote.name,
        package: pkg.name,
        version,
        // A build made here is made now; one made elsewhere, when its manifest was written.
        builtAt: (from ? fs.statSync(manifestPath).mtime : new Date()).toISOString(),
        builtAgainst: {
          '@storefront/shared-kernel': {
            range: rangeOf('@storefront/shared-kernel'),
            version: shared.get('@storefront/shared-kernel')?.version ?? kernel.version,
          },
          react: rangeOf('react'),
          'react-dom': rangeOf('react-dom'),
          'react-router-dom': rangeOf('react-router-dom'),
        },
      },
      null,
      2,
    ),
  );
  fs.renameSync(staging, dir);
  return { version, dir, isNew: true };
}

/** The release.json of one stored version, or null when there is no such build. */
const readRelease = (remote, dataDir, version) =>
  readJson(path.join(releaseDir(remote, dataDir, version), 'release.json'), null);

/** Every stored version of a remote, oldest first. */
function listReleases(remote, dataDir) {
  const root = path.join(dataDir, 'releases', remote.dir);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.includes('.tmp-'))
    .map((entry) => readRelease(remote, dataDir, entry.name) ?? { version: entry.name, builtAt: '' })
    .sort((a, b) => String(a.builtAt).localeCompare(String(b.builtAt)));
}

module.exports = { publishRemote, listReleases, readRelease, releaseDir };
