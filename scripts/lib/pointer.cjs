// The pointer file <data>/remotes.json: which build of each remote the site runs, and the ones it
// ran before. It is the only mutable thing of a release; every change is written whole (write then
// rename) under a lock, so a reader sees the old file or the new one and two writers never interleave.
const fs = require('node:fs');
const path = require('node:path');
const { Refusal } = require('./refusal.cjs');

const LOCK_WAIT_MS = 10_000;

const pointerFile = (dataDir) => path.join(dataDir, 'remotes.json');

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isVersionEntry = (entry) => isObject(entry) && typeof entry.version === 'string' && typeof entry.url === 'string';
// The first release tool kept history entries without their URL ({ version, until }); every promote
// since copies them forward, so they are still read: such a version is at its place under /remotes.
const isHistoryEntry = (entry) =>
  isObject(entry) && typeof entry.version === 'string' && (entry.url === undefined || typeof entry.url === 'string');

/** What makes `pointer` no pointer file, or null when it is one. */
function shapeProblem(pointer) {
  if (!isObject(pointer) || !isObject(pointer.remotes)) return 'it has no "remotes" object';
  for (const [name, active] of Object.entries(pointer.remotes)) {
    if (!isVersionEntry(active)) return `${name} has no version or url`;
    if (active.history !== undefined && !(Array.isArray(active.history) && active.history.every(isHistoryEntry))) {
      return `the history of ${name} is not a list of versions`;
    }
  }
  return null;
}

/**
 * The pointer, or an empty one when the file does not exist yet (nothing active). A file that exists
 * but cannot be read is refused: read as empty, the next change would write it back with one remote
 * and drop every other remote and its history.
 */
function readPointer(dataDir) {
  const file = pointerFile(dataDir);
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return { remotes: {} };
    throw error;
  }
  const refuse = (why) =>
    new Refusal(
      `${file} cannot be used: ${why}. Nothing was changed; restore or repair the file, then run the command again.`,
    );
  let pointer;
  try {
    pointer = JSON.parse(text);
  } catch (error) {
    throw refuse(`it is not JSON (${error.message})`);
  }
  const problem = shapeProblem(pointer);
  if (problem) throw refuse(problem);
  return pointer;
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
        else if (Date.now() > deadline) throw new Refusal(`${pointerFile(dataDir)} is locked by process ${holder}`);
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
 * Goes back to the version active before the current one, or to `to`, which must be in the history:
 * going to any other version (one never active, or newer) is a promote, which keeps the current one
 * in the history. The current version is not pushed on the history: rolling back twice goes back twice.
 * `expectTarget`: the history entry (version and URL) the rollback was checked for. The checks run
 * before the pointer's lock is taken; if another release command changed the pointer meanwhile, the
 * step back now leads elsewhere, to a build nobody checked there, and the rollback is refused instead.
 */
function rollBack(pointer, remote, { to, expectTarget } = {}) {
  const current = pointer.remotes[remote.name];
  if (!current) throw new Refusal(`${remote.name} has no active version to roll back from`);
  if (to === current.version) throw new Refusal(`${remote.name} already runs ${to}: there is nothing to roll back`);
  // Entries of the version running now (left by an older tool) are no step back.
  const history = (current.history ?? []).filter((entry) => entry.version !== current.version);
  const index = to ? history.map((entry) => entry.version).lastIndexOf(to) : history.length - 1;
  if (index < 0 && !to) throw new Refusal(`${remote.name} has no earlier version to roll back to`);
  if (index < 0) {
    throw new Refusal(
      `${remote.name} never ran ${to} before ${current.version}, so there is no going back to it: promote it instead (npm run release -- promote ${remote.name} ${to})`,
    );
  }
  const target = { ...history[index], url: history[index].url ?? manifestUrl(remote, history[index].version) };
  if (expectTarget && (target.version !== expectTarget.version || target.url !== expectTarget.url)) {
    throw new Refusal(
      `${remote.name} changed while its rollback was checked: it would now go back to ${target.version} at ${target.url}, not ${expectTarget.version} at ${expectTarget.url}. Nothing was changed; run the command again.`,
    );
  }
  return withRemote(pointer, remote, {
    federationName: remote.federationName,
    version: target.version,
    url: target.url,
    activatedAt: now(),
    history: history.slice(0, index),
    rolledBackFrom: current.version,
  });
}

const withRemote = (pointer, remote, entry) => ({ ...pointer, remotes: { ...pointer.remotes, [remote.name]: entry } });

module.exports = { pointerFile, readPointer, writePointer, updatePointer, activate, rollBack, manifestUrl };
