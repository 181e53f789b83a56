// Immutable, versioned remote builds under <data>/releases/<remote>/<version>/ and the pointer file
// <data>/remotes.json that names the active one of each. The pointer is the only mutable thing.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
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

/**
 * Copies a remote's built dist into its versioned release folder. The version is the package's, the
 * commit, and a hash of the build, so the same build is never stored twice and a folder is never
 * overwritten.
 * @returns {{ version: string, dir: string, isNew: boolean }}
 */
function publishRemote(remote, dataDir) {
  const packageDir = path.join(REPO_ROOT, remote.dir);
  const dist = path.join(packageDir, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json')))
    throw new Error(`${remote.dir} has no build: run npm run build first`);
  const pkg = readJson(path.join(packageDir, 'package.json'), {});
  const version = `${pkg.version}-${gitCommit()}-${hashFolder(dist)}`;
  const dir = path.join(dataDir, 'releases', remote.dir, version);
  if (fs.existsSync(dir)) return { version, dir, isNew: false };
  const staging = `${dir}.tmp-${process.pid}`;
  fs.cpSync(dist, staging, { recursive: true, filter: (src) => path.basename(src) !== '.build-stamp' });
  const kernel = readJson(path.join(REPO_ROOT, 'shared-kernel', 'package.json'), {});
  fs.writeFileSync(
    path.join(staging, 'release.json'),
    JSON.stringify(
      {
        remote: remote.name,
        package: pkg.name,
        version,
        builtAt: new Date().toISOString(),
        builtAgainst: {
          '@storefront/shared-kernel': {
            range: pkg.dependencies['@storefront/shared-kernel'],
            version: kernel.version,
          },
          react: pkg.dependencies.react,
          'react-dom': pkg.dependencies['react-dom'],
          'react-router-dom': pkg.dependencies['react-router-dom'],
        },
      },
      null,
      2,
    ),
  );
  fs.renameSync(staging, dir);
  return { version, dir, isNew: true };
}

const pointerFile = (dataDir) => path.join(dataDir, 'remotes.json');

const readPointer = (dataDir) => readJson(pointerFile(dataDir), { remotes: {} });

/** Writes the pointer atomically: a reader sees the old file or the new one, never half of either. */
function writePointer(dataDir, pointer) {
  const file = pointerFile(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(pointer, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** Makes `version` the active build of `remote`, keeping the earlier ones in its history. */
function activate(pointer, remote, version, baseUrl = '/remotes') {
  const previous = pointer.remotes[remote.name];
  const history = previous
    ? [...(previous.history ?? []), { version: previous.version, until: new Date().toISOString() }]
    : [];
  return {
    ...pointer,
    remotes: {
      ...pointer.remotes,
      [remote.name]: {
        federationName: remote.federationName,
        version,
        url: `${baseUrl}/${remote.dir}/${version}/mf-manifest.json`,
        activatedAt: new Date().toISOString(),
        history,
      },
    },
  };
}

module.exports = { publishRemote, pointerFile, readPointer, writePointer, activate };
