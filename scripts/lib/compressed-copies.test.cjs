const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { dropStaleCompressedCopies } = require('./compressed-copies.cjs');

describe('dropStaleCompressedCopies', () => {
  let dir;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compressed-copies-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps copies that match their file and drops edited, orphaned and broken ones', () => {
    const write = (name, body) => fs.writeFileSync(path.join(dir, name), body);
    write('main.js', 'console.log(1)');
    write('main.js.br', zlib.brotliCompressSync('console.log(1)'));
    write('main.js.gz', zlib.gzipSync('console.log(1)'));
    write('page.js', 'edited after the build');
    write('page.js.br', zlib.brotliCompressSync('as built'));
    write('gone.js.gz', zlib.gzipSync('x'));
    write('style.css', 'a{}');
    write('style.css.gz', 'not gzip');

    expect(dropStaleCompressedCopies(dir)).toEqual(['gone.js.gz', 'page.js.br', 'style.css.gz']);
    expect(fs.readdirSync(dir).sort()).toEqual(['main.js', 'main.js.br', 'main.js.gz', 'page.js', 'style.css']);
  });
});
