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
import { createPreview } from './lib/previews.cjs';
import { Refusal } from './lib/refusal.cjs';
import { listReleases, publishRemote, releaseDir, versionNameProblem } from './lib/releases.cjs';
import { dataDirFrom, REMOTES, REPO_ROOT } from './lib/workspace.cjs';

const USAGE = `Usage: npm run release -- <command>
  publish <remote> [--from <dir>]         build (when sources changed) and store a new immutable version
  promote <remote> <version> [--force]    check, then make that version the active one
  rollback <remote> [--to <version>] [--force]
                                          go back to the previous (or the named earlier) version
  status                                  every remote's active version, history and health
  list <remote>                           the stored versions of one remote
  preview <remote> <version>              how to try a version in your own browser only
Options: --base-url <url> (the remote lives on another origin, e.g. a CDN), --site-url <url>
(where the running site answers; default http://localhost:$PORT or 8080), --data-dir <dir>.
Remotes: ${REMOTES.map((r) => r.name).join(', ')}`;

const print = (line = '') => process.stdout.write(`${line}\n`);
/** An operator mistake: one line (and the usage when the command line itself is wrong), exit 1. */
const refuse = (message, { withUsage = false } = {}) => {
  process.stderr.write(`${message}\n${withUsage ? `${USAGE}\n` : ''}`);
  process.exit(1);
};

let parsed;
try {
  parsed = parseArgs({
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
} catch (error) {
  if (!error.code?.startsWith('ERR_PARSE_ARGS_')) throw error;
  // Only the first sentence: node's advice on '--' is about positionals, which no command here takes.
  refuse(error.message.split(/(?<=\.) /)[0], { withUsage: true });
}
const { values: options, positionals } = parsed;

const dataDir = options['data-dir'] ? path.resolve(options['data-dir']) : dataDirFrom();
const siteUrl = (
  options['site-url'] ??
  process.env.STOREFRONT_URL ??
  `http://localhost:${process.env.PORT || 8080}`
).replace(/\/+$/, '');

const remoteNamed = (name) => {
  const remote = REMOTES.find((r) => r.name === name || r.dir === name);
  if (!remote) throw new Refusal(`Unknown remote "${name ?? ''}". Remotes: ${REMOTES.map((r) => r.name).join(', ')}`);
  return remote;
};

/** The version a command was given, refused before anything is read or written unless it is a version name. */
const versionNamed = (version, command) => {
  if (!version) throw new Refusal(`${command} needs a version: see npm run release -- list <remote>`);
  const problem = versionNameProblem(version);
  if (problem) throw new Refusal(problem);
  return version;
};

const absolute = (url) => {
  if (URL.canParse(url, `${siteUrl}/`)) return new URL(url, `${siteUrl}/`).href;
  throw new Refusal(`--site-url "${siteUrl}" is not a URL, e.g. http://localhost:8080`);
};

/** The checks of docs/releasing.md for `version`, reached at `url`: where buyers will fetch it once switched. */
async function checksFor(remote, version, url) {
  const stored = checkStored(remote, dataDir, version);
  if (stored.length) return stored;
  const remoteManifest = readManifest(path.join(releaseDir(remote, dataDir, version), 'mf-manifest.json'));
  const hostManifest = readManifest(path.resolve(REPO_ROOT, process.env.HOST_DIST ?? 'host/dist', 'mf-manifest.json'));
  return [
    ...checkSharedFit(remoteManifest, hostManifest),
    ...checkRuntimeFit(remoteManifest, hostManifest),
    ...checkSharedExportsFit(remoteManifest, hostManifest),
    ...(await checkReachable(absolute(url))),
  ];
}

async function switchTo(remote, { version, url }, change) {
  const reasons = await checksFor(remote, version, url);
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
    versionNamed(version, 'promote');
    readPointer(dataDir); // an unreadable pointer is refused before the checks, not after them
    const baseUrl = options['base-url'];
    const url = manifestUrl(remote, version, baseUrl);
    await switchTo(remote, { version, url }, (pointer) => activate(pointer, remote, version, { baseUrl }));
  },
  rollback: async ([name]) => {
    const remote = remoteNamed(name);
    const to = options.to === undefined ? undefined : versionNamed(options.to, 'rollback --to');
    if (options['base-url'] !== undefined) {
      throw new Refusal('rollback goes back to the URL its history recorded; --base-url is for promote');
    }
    const target = rollBack(readPointer(dataDir), remote, { to }).remotes[remote.name];
    // Checked at the URL it switches to, outside the lock; under it, the step back must still lead there.
    await switchTo(remote, target, (pointer) => rollBack(pointer, remote, { to, expectTarget: target }));
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
    versionNamed(version, 'preview');
    const stored = checkStored(remote, dataDir, version);
    if (stored.length) throw new Refusal(stored.join('\n'));
    const token = createPreview(dataDir, { [remote.name]: { version } });
    print(`Open this in your browser within a day; only that browser runs ${remote.name} ${version}:`);
    print(`  ${siteUrl}/?remotes-preview=${token}`);
    print(`Back to the active versions: ${siteUrl}/?remotes-preview=off`);
  },
};

const [command, ...rest] = positionals;
if (options.help) {
  print(USAGE);
  process.exit(0);
}
if (!commands[command]) refuse(command ? `Unknown command "${command}".` : 'No command given.', { withUsage: true });
try {
  await commands[command](rest);
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
