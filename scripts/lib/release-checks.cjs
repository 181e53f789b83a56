// What promote checks before it switches a remote: the build is stored, its shared singletons fit
// the host's, and it answers over HTTP where buyers will fetch it. Each check returns the reasons it
// refuses (empty when it passes), so the CLI can print all of them at once.
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');
const { foreignBuildProblem, readRelease, releaseDir, versionNameProblem } = require('./releases.cjs');

const readManifest = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/**
 * The stored build must exist whole (its folder, manifest, entry and release record) and be a build
 * of this remote: another remote's build under its name would mount nothing where its pages belong.
 */
function checkStored(remote, dataDir, version) {
  const badName = versionNameProblem(version);
  if (badName) return [badName];
  const dir = releaseDir(remote, dataDir, version);
  if (!fs.existsSync(dir)) return [`${remote.name} ${version} is not stored (no ${dir})`];
  const manifest = readManifest(path.join(dir, 'mf-manifest.json'));
  const release = readRelease(remote, dataDir, version);
  const reasons = [];
  if (!manifest) reasons.push(`${remote.name} ${version} has no readable mf-manifest.json`);
  else if (!fs.existsSync(path.join(dir, manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'))) {
    reasons.push(`${remote.name} ${version} has no remote entry file`);
  }
  if (!release) reasons.push(`${remote.name} ${version} has no release.json`);
  const foreign = manifest && foreignBuildProblem(remote, manifest, release);
  if (foreign) reasons.push(`${remote.name} ${version} ${foreign}`);
  return reasons;
}

/**
 * Every singleton the remote shares must be one the host provides, at a version inside the range the
 * remote was built for (a remote built against another kernel major is refused here).
 */
function checkSharedFit(remoteManifest, hostManifest) {
  if (!remoteManifest) return ['the remote has no manifest to compare'];
  if (!hostManifest) return ['the host has no build to compare against (run npm run build)'];
  const provided = new Map(hostManifest.shared.map((entry) => [entry.name, entry.version]));
  const reasons = [];
  for (const shared of remoteManifest.shared.filter((entry) => entry.singleton)) {
    const hostVersion = provided.get(shared.name);
    if (!hostVersion) reasons.push(`${shared.name} is not shared by the host`);
    else if (shared.requiredVersion && !semver.satisfies(hostVersion, shared.requiredVersion)) {
      reasons.push(`${shared.name}: built for ${shared.requiredVersion}, the host provides ${hostVersion}`);
    }
  }
  return reasons;
}

/**
 * A remote built to take the federation runtime from its host (`metaData.federationRuntime.mode`, see
 * scripts/webpack/create-config.cjs) needs a host that provides it at the same major.minor: 'external'
 * takes runtime-core, 'hosted' also the bundler runtime (the host's `bundlerRuntime: true`); otherwise
 * its entry would boot against a missing or different runtime. Builds without the field carry their own
 * runtime and fit any host.
 */
function checkRuntimeFit(remoteManifest, hostManifest) {
  const needs = remoteManifest?.metaData?.federationRuntime;
  if (!needs || needs.mode === 'bundled') return [];
  if (needs.mode !== 'external' && needs.mode !== 'hosted') {
    return [`the remote declares an unknown federation runtime mode '${needs.mode}'`];
  }
  const provides = hostManifest?.metaData?.federationRuntime;
  if (provides?.mode !== 'provides') {
    return [`the remote needs the host's federation runtime ${needs.version}, the host does not provide one`];
  }
  if (needs.mode === 'hosted' && provides.bundlerRuntime !== true) {
    return [`the remote needs the host's federation bundler runtime, the host provides runtime-core only`];
  }
  const majorMinor = (version) => `${semver.major(version)}.${semver.minor(version)}`;
  if (!semver.valid(needs.version) || majorMinor(needs.version) !== majorMinor(provides.version)) {
    return [`the remote needs federation runtime ${needs.version}, the host provides ${provides.version}`];
  }
  return [];
}

/**
 * The host provides React Router and RxJS slimmed to the names its build lists
 * (`metaData.sharedExports.provides`, scripts/webpack/shared-exports.cjs); every remote uses the host's
 * copy, so each name a remote needs (`metaData.sharedExports.needs`) must be one the host provides.
 * A host without the record provides the whole libraries. A remote without it was built against the
 * whole libraries: what it needs is unknown, so it is refused by a host that slims what it shares.
 */
function checkSharedExportsFit(remoteManifest, hostManifest) {
  const provides = hostManifest?.metaData?.sharedExports?.provides;
  if (!provides) return [];
  const needs = remoteManifest?.metaData?.sharedExports?.needs;
  const sharedByRemote = new Set((remoteManifest?.shared ?? []).map((entry) => entry.name));
  const reasons = [];
  for (const [shareKey, provided] of Object.entries(provides)) {
    if (!needs) {
      if (sharedByRemote.has(shareKey)) {
        reasons.push(
          `${shareKey}: the remote does not record the names it uses (built before shared libraries were slimmed); the host provides only ${provided.join(', ')}`,
        );
      }
      continue;
    }
    const missing = (needs[shareKey] ?? []).filter((name) => !provided.includes(name));
    if (missing.length) {
      const what = missing.map((name) => (name === '*' ? 'the whole library' : name)).join(', ');
      reasons.push(`${shareKey}: the remote needs ${what}, which the host does not provide`);
    }
  }
  return reasons;
}

/** The manifest and entry must answer where buyers will fetch them (the site, or a CDN base URL). */
async function checkReachable(manifestUrl, { timeoutMs = 5_000 } = {}) {
  const get = async (url) => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? response : `${url} answered ${response.status}`;
    } catch (error) {
      return `${url} is not reachable (${error.cause?.code ?? error.message})`;
    }
  };
  const manifestAnswer = await get(manifestUrl);
  if (typeof manifestAnswer === 'string') return [manifestAnswer];
  const manifest = await manifestAnswer.json().catch(() => null);
  if (!manifest?.metaData) return [`${manifestUrl} is not a federation manifest`];
  const entryUrl = new URL(manifest.metaData.remoteEntry?.name ?? 'remoteEntry.js', manifestUrl).href;
  const entryAnswer = await get(entryUrl);
  return typeof entryAnswer === 'string' ? [entryAnswer] : [];
}

module.exports = {
  checkStored,
  checkSharedFit,
  checkRuntimeFit,
  checkSharedExportsFit,
  checkReachable,
  readManifest,
};
