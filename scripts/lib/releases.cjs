// Immutable, versioned remote builds under <data>/releases/<remote>/<version>/, each with the
// release.json that says what it was built against. Folders are never overwritten.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { dropStaleCompressedCopies } = require('./compressed-copies.cjs');
const { Refusal } = require('./refusal.cjs');
const { REPO_ROOT } = require('./workspace.cjs');

// A version as publish names it: the package's semver, then '-'-separated parts (commit, build hash).
// Nothing else is a version: a name with a path in it would reach outside the remote's folder.
const VERSION_NAME = /^\d+\.\d+\.\d+(?:[-.+][0-9A-Za-z]+)*$/;

/** Why `version` is not a version name, or null when it is one. */
const versionNameProblem = (version) =>
  typeof version === 'string' && VERSION_NAME.test(version)
    ? null
    : `"${version ?? ''}" is not a version name: give one as publish and list print it, e.g. 0.1.0-3f2a9c1-5968681c`;

/**
 * Why a build is not one of `remote`: its manifest names another federation remote, or its
 * release.json (a copy of a stored build) records another remote. Null when it is the remote's.
 */
function foreignBuildProblem(remote, manifest, release) {
  const notOurs = `not of ${remote.name} (${remote.federationName})`;
  if (manifest?.name !== remote.federationName) {
    return `is a build of ${manifest?.name ?? 'an unnamed remote'}, ${notOurs}`;
  }
  if (release?.remote !== undefined && release.remote !== remote.name) {
    return `is recorded in its release.json as a build of ${release.remote}, ${notOurs}`;
  }
  return null;
}

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

/** A hash of the build's files: not the build stamp, nor the release.json a copy of a stored build carries. */
const hashFolder = (dir) => {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name !== '.build-stamp')
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => path.relative(dir, file) !== 'release.json')
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

/** The folders of a remote's stored versions (not a copy still being made), in name order. */
const storedVersions = (remote, dataDir) => {
  const root = path.join(dataDir, 'releases', remote.dir);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.includes('.tmp-'))
    .map((entry) => entry.name)
    .sort();
};

/** Where the build to publish is; refuses a folder that holds no build of `remote`. */
function buildFolder(remote, from) {
  const dist = from ? path.resolve(from) : path.join(REPO_ROOT, remote.dir, 'dist');
  const manifestPath = path.join(dist, 'mf-manifest.json');
  if (from && !fs.existsSync(dist)) throw new Refusal(`--from ${dist}: no such folder`);
  if (!fs.existsSync(manifestPath)) {
    throw new Refusal(
      from
        ? `--from ${dist}: no mf-manifest.json there (give the folder of a finished build, a remote's dist)`
        : `${remote.dir} has no build (no mf-manifest.json): run npm run build first`,
    );
  }
  const manifest = readJson(manifestPath, null);
  if (!manifest) throw new Refusal(`${manifestPath} is not readable JSON`);
  const problem = foreignBuildProblem(remote, manifest, readJson(path.join(dist, 'release.json'), null));
  if (problem) throw new Refusal(`${dist} ${problem}: nothing was stored`);
  return dist;
}

/**
 * Copies a remote's build (its dist, or `from`: a build made elsewhere, e.g. by CI) into its
 * versioned release folder. The version is the package's, the commit, and a hash of the build. A
 * build already stored (the same hash, under any commit) is not stored again: its version is
 * returned, not new, so npm start does not re-activate it after each commit. A folder is never
 * overwritten.
 * @returns {{ version: string, dir: string, isNew: boolean }}
 */
function publishRemote(remote, dataDir, { from } = {}) {
  const dist = buildFolder(remote, from);
  const buildHash = hashFolder(dist);
  const stored = storedVersions(remote, dataDir).find((version) => version.endsWith(`-${buildHash}`));
  if (stored) return { version: stored, dir: releaseDir(remote, dataDir, stored), isNew: false };
  const pkg = readJson(path.join(REPO_ROOT, remote.dir, 'package.json'), {});
  const version = `${pkg.version}-${gitCommit()}-${buildHash}`;
  const dir = releaseDir(remote, dataDir, version);
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
const listReleases = (remote, dataDir) =>
  storedVersions(remote, dataDir)
    .map((version) => readRelease(remote, dataDir, version) ?? { version, builtAt: '' })
    .sort((a, b) => String(a.builtAt).localeCompare(String(b.builtAt)));

module.exports = {
  publishRemote,
  listReleases,
  readRelease,
  releaseDir,
  versionNameProblem,
  foreignBuildProblem,
};
