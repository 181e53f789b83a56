// npm run release -- <command>: publish, promote, roll back and inspect one remote at a time.
// See docs/releasing.md. The host is never rebuilt: only remotes.json changes.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildBundles } from './lib/build-bundles.cjs';
import { activate, manifestUrl, readPointer, rollBack, updatePointer } from './lib/pointer.cjs';
import {
  checkReachable,
  checkRuntimeFit,
  checkSharedExportsFit,
  checkSharedFit,
  checkStored,
  readManifest,
} from './lib/release-checks.cjs';
import { listReleases, publishRemote, releaseDir } from './lib/releases.cjs';
import { dataDirFrom, REMOTES, REPO_ROOT } from './lib/workspace.cjs';

const USAGE = `Usage: npm run release -- <command>
  publish <remote> [--from <dir>]         build (when sources changed) and store a new immutable version
  promote <remote> <version> [--force]    check, then make that version the active one
  rollback <remote> [--to <version>]      go back to the previous (or the named) version
  status                                  every remote's active version, history and health
  list <remote>                           the stored versions of one remote
  preview <remote> <version>              how to try a version in your own browser only
Options: --base-url <url> (the remote lives on another origin, e.g. a CDN), --site-url <url>
(where the running site answers; default http://localhost:$PORT or 8080), --data-dir <dir>.
Remotes: ${REMOTES.map((r) => r.name).join(', ')}`;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    force: { type: 'boolean', default: false },
    'base-url': { type: 'string' },
    'site-url': { type: 'string' },
    'data-dir': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

const dataDir = options['data-dir'] ? path.resolve(options['data-dir']) : dataDirFrom();
const siteUrl = (
  options['site-url'] ??
  process.env.STOREFRONT_URL ??
  `http://localhost:${process.env.PORT || 8080}`
).replace(/\/+$/, '');
const print = (line = '') => process.stdout.write(`${line}\n`);

class Refusal extends Error {}

const remoteNamed = (name) => {
  const remote = REMOTES.find((r) => r.name === name || r.dir === name);
  if (!remote) throw new Refusal(`Unknown remote "${name ?? ''}". Remotes: ${REMOTES.map((r) => r.name).join(', ')}`);
  return remote;
};

const absolute = (url) => new URL(url, `${siteUrl}/`).href;

async function checksFor(remote, version, baseUrl) {
  const stored = checkStored(remote, dataDir, version);
  if (stored.length) return stored;
  const remoteManifest = readManifest(path.join(releaseDir(remote, dataDir, version), 'mf-manifest.json'));
  const hostManifest = readManifest(path.join(REPO_ROOT, process.env.HOST_DIST ?? 'host/dist', 'mf-manifest.json'));
  return [
    ...checkSharedFit(remoteManifest, hostManifest),
    ...checkRuntimeFit(remoteManifest, hostManifest),
    ...checkSharedExportsFit(remoteManifest, hostManifest),
    ...(await checkReachable(absolute(manifestUrl(remote, version, baseUrl)))),
  ];
}

async function switchTo(remote, version, change) {
  const reasons = await checksFor(remote, version, options['base-url']);
  if (reasons.length && !options.force) {
    throw new Refusal(
      `Refused: ${remote.name} ${version} cannot be made active:\n${reasons.map((r) => `  - ${r}`).join('\n')}`,
    );
  }
  for (const reason of reasons) print(`Warning (forced): ${reason}`);
  updatePointer(dataDir, change);
  print(`${remote.name} now runs ${version}. Buyers get it at their next page load.`);
}

const commands = {
  publish: ([name]) => {
    const remote = remoteNamed(name);
    if (!options.from) buildBundles({ only: [remote.dir] });
    const { version, dir, isNew } = publishRemote(remote, dataDir, { from: options.from });
    print(
      isNew
        ? `Published ${remote.name} ${version}\n  ${dir}`
        : `${remote.name} ${version} is already stored (same build)`,
    );
    print(`Promote it with: npm run release -- promote ${remote.name} ${version}`);
  },
  promote: async ([name, version]) => {
    const remote = remoteNamed(name);
    if (!version) throw new Refusal('promote needs a version: see npm run release -- list <remote>');
    await switchTo(remote, version, (pointer) => activate(pointer, remote, version, { baseUrl: options['base-url'] }));
  },
  rollback: async ([name]) => {
    const remote = remoteNamed(name);
    const stepBack = (pointer, expectTarget) => {
      try {
        return rollBack(pointer, remote, { to: options.to, baseUrl: options['base-url'], expectTarget });
      } catch (error) {
        throw new Refusal(error.message);
      }
    };
    const target = stepBack(readPointer(dataDir)).remotes[remote.name];
    // Checked outside the lock; under it, the step back must still lead to the version checked.
    await switchTo(remote, target.version, (pointer) => stepBack(pointer, target.version));
  },
  status: async () => {
    const pointer = readPointer(dataDir);
    for (const remote of REMOTES) {
      const active = pointer.remotes[remote.name];
      if (!active) {
        print(`${remote.name}: no active version`);
        continue;
      }
      const problems = await checkReachable(absolute(active.url));
      print(
        `${remote.name}: ${active.version} (since ${active.activatedAt}) ${problems.length ? `UNHEALTHY: ${problems.join('; ')}` : 'healthy'}`,
      );
      print(`  ${active.url}`);
      const history = (active.history ?? []).map((entry) => entry.version).reverse();
      print(`  history: ${history.length ? history.join(' <- ') : 'none'}`);
      if (active.rolledBackFrom) print(`  rolled back from ${active.rolledBackFrom}`);
    }
  },
  list: ([name]) => {
    const remote = remoteNamed(name);
    const active = readPointer(dataDir).remotes[remote.name]?.version;
    const releases = listReleases(remote, dataDir);
    if (!releases.length) print(`${remote.name}: no stored versions`);
    for (const release of releases) {
      const kernel = release.builtAgainst?.['@storefront/shared-kernel']?.range ?? '?';
      print(`${release.version === active ? '*' : ' '} ${release.version}  built ${release.builtAt}  kernel ${kernel}`);
    }
  },
  preview: ([name, version]) => {
    const remote = remoteNamed(name);
    if (!version) throw new Refusal('preview needs a version');
    const stored = checkStored(remote, dataDir, version);
    if (stored.length) throw new Refusal(stored.join('\n'));
    print(`Open this in your browser; only that browser runs ${remote.name} ${version}:`);
    print(`  ${siteUrl}/?remotes-preview=${remote.name}@${version}`);
    print(`Back to the active versions: ${siteUrl}/?remotes-preview=off`);
  },
};

const [command, ...rest] = positionals;
if (options.help || !command || !commands[command]) {
  print(USAGE);
  process.exit(options.help ? 0 : 2);
}
try {
  await commands[command](rest);
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
