// The pointer file <data>/remotes.json: which build of each remote the site runs, and the ones it
// ran before. It is the only mutable thing of a release; every change is written whole (write then
// rename) under a lock, so a reader sees the old file or the new one and two writers never interleave.
const fs = require('node:fs');
const path = require('node:path');

const LOCK_WAIT_MS = 10_000;

const pointerFile = (dataDir) => path.join(dataDir, 'remotes.json');

function readPointer(dataDir) {
  try {
    const pointer = JSON.parse(fs.readFileSync(pointerFile(dataDir), 'utf8'));
    return pointer && typeof pointer.remotes === 'object' ? pointer : { remotes: {} };
  } catch {
    return { remotes: {} };
  }
}

function writePointer(dataDir, pointer) {
  const file = pointerFile(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(pointer, null, 2)}\n`);
  fs.renameSync(temp, file);
}

const isAlive = (pid) => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** The pid in the lock file, or null when the lock was released meanwhile. */
const readHolder = (lock) => {
  try {
    return Number(fs.readFileSync(lock, 'utf8').trim() || NaN);
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
};

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Runs `change(pointer)` under the lock and writes what it returns. A lock left by a dead process is taken over. */
function updatePointer(dataDir, change) {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = `${pointerFile(dataDir)}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  // The lock is made by linking a file that already holds our pid, so no one can read it half-made.
  const mine = `${lock}.${process.pid}`;
  fs.writeFileSync(mine, String(process.pid));
  try {
    for (;;) {
      try {
        fs.linkSync(mine, lock);
        break;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
        const holder = readHolder(lock);
        if (holder === null) continue; // released meanwhile: try again at once
        if (!isAlive(holder)) fs.rmSync(lock, { force: true });
        else if (Date.now() > deadline) throw new Error(`remotes.json is locked by process ${holder}`);
        else sleep(20);
      }
    }
  } finally {
    fs.rmSync(mine, { force: true });
  }
  try {
    const next = change(readPointer(dataDir));
    writePointer(dataDir, next);
    return next;
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

const now = () => new Date().toISOString();

/** The manifest URL of a stored version: under the site's /remotes/ unless a base URL (a CDN) is given. */
const manifestUrl = (remote, version, baseUrl = '/remotes') =>
  `${baseUrl.replace(/\/+$/, '')}/${remote.dir}/${version}/mf-manifest.json`;

/**
 * Makes `version` active; the version it replaces goes on top of the history, to roll back to. Promoting
 * the active version again (a retried command) changes no history: on it, a rollback went nowhere.
 */
function activate(pointer, remote, version, { baseUrl } = {}) {
  const current = pointer.remotes[remote.name];
  const replaced =
    current && current.version !== version
      ? [{ version: current.version, url: current.url, activatedAt: current.activatedAt }]
      : [];
  const history = [...(current?.history ?? []), ...replaced];
  return withRemote(pointer, remote, {
    federationName: remote.federationName,
    version,
    url: manifestUrl(remote, version, baseUrl),
    activatedAt: now(),
    history,
  });
}

/**
 * Goes back to the version active before the current one (or to `to`, which must be in the history
 * or stored). The current version is not pushed on the history: rolling back twice goes back twice.
 * `expectTarget`: the version the rollback was checked for. The checks run before the pointer's lock is
 * taken; if another release command changed the pointer meanwhile, the step back now leads elsewhere,
 * to a version nobody checked, and the rollback is refused instead.
 */
function rollBack(pointer, remote, { to, baseUrl, expectTarget } = {}) {
  const current = pointer.remotes[remote.name];
  if (!current) throw new Error(`${remote.name} has no active version to roll back from`);
  // Entries of the version running now (left by an older tool) are no step back.
  const history = (current.history ?? []).filter((entry) => entry.version !== current.version);
  let index = history.length - 1;
  if (to) index = history.map((entry) => entry.version).lastIndexOf(to);
  if (index < 0 && !to) throw new Error(`${remote.name} has no earlier version to roll back to`);
  const target = index >= 0 ? history[index] : { version: to, url: manifestUrl(remote, to, baseUrl) };
  if (expectTarget !== undefined && target.version !== expectTarget) {
    throw new Error(
      `${remote.name} changed while its rollback was checked: it would now go back to ${target.version}, not ${expectTarget}. Nothing was changed; run the command again.`,
    );
  }
  return withRemote(pointer, remote, {
    federationName: remote.federationName,
    version: target.version,
    url: target.url,
    activatedAt: now(),
    history: index >= 0 ? history.slice(0, index) : history,
    rolledBackFrom: current.version,
  });
}

const withRemote = (pointer, remote, entry) => ({ ...pointer, remotes: { ...pointer.remotes, [remote.name]: entry } });

module.exports = { pointerFile, readPointer, writePointer, updatePointer, activate, rollBack, manifestUrl };
