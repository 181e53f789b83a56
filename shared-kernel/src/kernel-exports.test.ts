import fs from 'node:fs';
import path from 'node:path';
import * as kernel from './index';

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, file), 'utf8'));

// The kernel is one instance at run time, the host's: a remote built against names the host's kernel
// lacks breaks when it mounts, and the release checks tell only by the kernel's version (a remote
// asks for ^0.1.1, the host provides 0.1.0: refused). So the names it exports are recorded with the
// version that first had them. A change of names must come with a new version, and with it every
// package's range (a new name: the patch, 0.1.1 -> 0.1.2; a name gone or changed: the minor), then the
// names recorded again here. docs/releasing.md says why.
describe("the kernel's exported names", () => {
  it('are the ones recorded for its version', () => {
    const { version } = readJson('../package.json') as { version: string };
    expect({ version, names: Object.keys(kernel).sort() }).toEqual(readJson('kernel-exports.json'));
  });
});
