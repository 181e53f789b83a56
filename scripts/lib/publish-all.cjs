const fs = require('node:fs');
const { activate, updatePointer } = require('./pointer.cjs');
const { publishRemote } = require('./releases.cjs');
const { REMOTES } = require('./workspace.cjs');

/**
 * Publishes each remote's current build and points remotes.json at it when the build is new or the
 * remote has no active version yet; a version a release manager promoted by hand is otherwise kept.
 */
function publishAll(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  const published = REMOTES.map((remote) => ({ remote, ...publishRemote(remote, dataDir) }));
  return updatePointer(dataDir, (pointer) =>
    published.reduce(
      (next, { remote, version, isNew }) =>
        isNew || !next.remotes[remote.name] ? activate(next, remote, version) : next,
      pointer,
    ),
  );
}

module.exports = { publishAll };
