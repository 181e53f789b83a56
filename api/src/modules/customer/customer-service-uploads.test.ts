import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEFTOVER_PART_MS, sweepLeftoverParts } from './customer-service-uploads';

describe('the partial uploads a crash left behind', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-cs-uploads-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, ageMs: number) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, 'x');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(file, at, at);
  };

  it('are removed once past an hour old; stored files and uploads maybe still on their way stay', async () => {
    write('old.part', LEFTOVER_PART_MS + 60_000);
    write('young.part', 5_000);
    write('stored.pdf', LEFTOVER_PART_MS * 24);
    expect(await sweepLeftoverParts(dir)).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(['stored.pdf', 'young.part']);
  });

  it('are none where no upload ever came (the folder is made with the first file)', async () => {
    expect(await sweepLeftoverParts(path.join(dir, 'not-made'))).toBe(0);
  });
});
