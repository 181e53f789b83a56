// Loaded into the server under test (NODE_OPTIONS=--import) by the bench's memory and soak sections: once a
// second it writes the process's own memory breakdown to MEMORY_PROBE_FILE, so the bench can say what
// its RSS is made of (V8 heap, memory outside it, what is left: native allocations and WASM) without
// changing the server. Nothing else runs in the server; the timer never keeps it alive.
//
// With --expose-gc, SIGUSR2 asks for a full collection and then a sample in MEMORY_PROBE_FILE.gc: what
// the process still holds. That is the measure of a leak; RSS also counts heap V8 has grown into and not
// yet given back, which differs by tens of MB between two moments of a server that keeps nothing.
import fs from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.MEMORY_PROBE_FILE;
// Processes the server starts later must not write over it.
delete process.env.MEMORY_PROBE_FILE;

const writeSample = (target, extra = {}) => {
  const sample = { at: Date.now(), ...process.memoryUsage(), ...extra };
  fs.writeFileSync(`${target}.tmp`, JSON.stringify(sample));
  fs.renameSync(`${target}.tmp`, target);
};

if (file && isMainThread) {
  const write = () => writeSample(file);
  write();
  setInterval(write, 1000).unref();
  if (typeof globalThis.gc === 'function')
    process.on('SIGUSR2', () => {
      globalThis.gc();
      writeSample(`${file}.gc`, { afterGc: true });
    });
}
