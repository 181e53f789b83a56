import fs from 'node:fs';
import { activate, publishRemote, readPointer, writePointer } from './releases.mjs';
import { REMOTES } from './workspace.mjs';

/**
 * Publishes each remote's current build and points remotes.json at it when the build is new or the
 * remote has no active version yet; a version a release manager promoted by hand is otherwise kept.
 */
export function publishAll(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  let pointer = readPointer(dataDir);
  for (const remote of REMOTES) {
    const { version, isNew } = publishRemote(remote, dataDir);
    if (isNew || !pointer.remotes[remote.name]) pointer = activate(pointer, remote, version);
  }
  writePointer(dataDir, pointer);
  return pointer;
}
