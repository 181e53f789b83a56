// Hashes passwords (scrypt) on its own thread at the lowest CPU priority. A sign-in costs ~100 ms of one
// core by design; at normal priority a burst of sign-ins takes the cores from the catalogue reads being
// served (docs/performance.md §6, login isolation). Niced, hashing gets what the requests leave over.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';

/** Linux applies setpriority to one thread when given its id: this worker's own, from /proc/thread-self. */
function lowerOwnPriority() {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, 19);
    return os.getPriority(threadId);
  } catch {
    return null; // not Linux, or no /proc: hash at normal priority
  }
}

const priority = lowerOwnPriority();

parentPort.on('message', ({ id, password, salt, keylen, options }) => {
  try {
    const hash = crypto.scryptSync(password, Buffer.from(salt), keylen, options);
    parentPort.postMessage({ id, ok: true, hash });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: error?.message ?? String(error) });
  }
});
parentPort.postMessage({ id: 0, ok: true, priority });
