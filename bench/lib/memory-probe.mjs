// Loaded into the server under test (NODE_OPTIONS=--import) by bench/lib/memory-under-load.mjs: once a
// second it writes the process's own memory breakdown to MEMORY_PROBE_FILE, so the bench can say what
// its RSS is made of (V8 heap, memory outside it, what is left: native allocations and WASM) without
// changing the server. Nothing else runs in the server; the timer never keeps it alive.
import fs from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.MEMORY_PROBE_FILE;
// Processes the server starts later must not write over it.
delete process.env.MEMORY_PROBE_FILE;
if (file && isMainThread) {
  const write = () => {
    const sample = { at: Date.now(), ...process.memoryUsage() };
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(sample));
    fs.renameSync(`${file}.tmp`, file);
  };
  write();
  setInterval(write, 1000).unref();
}
