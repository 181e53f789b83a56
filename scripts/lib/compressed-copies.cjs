// Builds carry brotli and gzip copies of their files (scripts/webpack/create-config.cjs), which the
// server sends as they are. A copy that no longer matches its file (a build edited after it was
// built) would serve the old content to every browser that accepts compression, so it is dropped.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const DECOMPRESS = { '.br': zlib.brotliDecompressSync, '.gz': zlib.gunzipSync };

/** Removes the compressed copies under `dir` that do not decompress to their file; returns their names. */
function dropStaleCompressedCopies(dir) {
  const dropped = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const decompress = DECOMPRESS[path.extname(entry.name)];
    if (!entry.isFile() || !decompress) continue;
    const copy = path.join(entry.parentPath, entry.name);
    const original = copy.slice(0, -path.extname(copy).length);
    let matches = false;
    try {
      matches = fs.existsSync(original) && decompress(fs.readFileSync(copy)).equals(fs.readFileSync(original));
    } catch {
      matches = false; // not a valid compressed file
    }
    if (!matches) {
      fs.rmSync(copy);
      dropped.push(path.relative(dir, copy));
    }
  }
  return dropped.sort();
}

module.exports = { dropStaleCompressedCopies };
