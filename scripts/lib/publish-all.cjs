const fs = require('node:fs');
const { activate, publishRemote, readPointer, writePointer } = require('./releases.cjs');
const { REMOTES } = require('./workspace.cjs');

/**
 * Publishes each remote's current build and points remotes.json at it when the build is new or the
 * remote has no active version yet; a version a release manager promoted by hand is otherwise kept.
 */
function publishAll(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  let pointer = readPointer(dataDir);
  for (const remote of REMOTES) {
    const { version, isNew } = publishRemote(remote, dataDir);
    if (isNew || !pointer.remotes[remote.name]) pointer = activate(pointer, remote, version);
  }
  writePointer(dataDir, pointer);
  return pointer;
}

module.exports = { publishAll };
