const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { activate, pointerFile, readPointer, rollBack, updatePointer } = require('./pointer.cjs');

const catalog = { name: 'catalog', dir: 'mf-catalog', federationName: 'mf_catalog' };
let dataDir;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pointer-test-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const versions = (pointer) => [
  pointer.remotes.catalog.version,
  ...pointer.remotes.catalog.history.map((entry) => entry.version).reverse(),
];

describe('activate and rollBack', () => {
  it('puts the replaced version on the history and points at the new one', () => {
    let pointer = activate({ remotes: {} }, catalog, 'v1');
    pointer = activate(pointer, catalog, 'v2');
    expect(pointer.remotes.catalog).toMatchObject({
      federationName: 'mf_catalog',
      version: 'v2',
      url: '/remotes/mf-catalog/v2/mf-manifest.json',
    });
    expect(versions(pointer)).toEqual(['v2', 'v1']);
  });

  it('uses a base URL for a remote on another origin', () => {
    const pointer = activate({ remotes: {} }, catalog, 'v1', { baseUrl: 'https://cdn.test/storefront/' });
    expect(pointer.remotes.catalog.url).toBe('https://cdn.test/storefront/mf-catalog/v1/mf-manifest.json');
  });

  it('rolls back one step at a time, then refuses when nothing is left', () => {
    let pointer = ['v1', 'v2', 'v3'].reduce((p, v) => activate(p, catalog, v), { remotes: {} });
    pointer = rollBack(pointer, catalog);
    expect(versions(pointer)).toEqual(['v2', 'v1']);
    expect(pointer.remotes.catalog.rolledBackFrom).toBe('v3');
    pointer = rollBack(pointer, catalog);
    expect(versions(pointer)).toEqual(['v1']);
    expect(() => rollBack(pointer, catalog)).toThrow('no earlier version');
  });

  it('a promote of the active version again changes no history, so one rollback still goes back', () => {
    let pointer = ['v1', 'v2', 'v2'].reduce((p, v) => activate(p, catalog, v), { remotes: {} });
    expect(pointer.remotes.catalog.history.map((entry) => entry.version)).toEqual(['v1']);
    // A history an older tool left with the active version on top: that entry is skipped.
    pointer.remotes.catalog.history.push({ version: 'v2', url: '/remotes/mf-catalog/v2/mf-manifest.json' });
    pointer = rollBack(pointer, catalog);
    expect(pointer.remotes.catalog.version).toBe('v1');
  });

  it('rolls back to a named version, keeping its URL', () => {
    let pointer = activate({ remotes: {} }, catalog, 'v1', { baseUrl: 'https://cdn.test' });
    pointer = ['v2', 'v3'].reduce((p, v) => activate(p, catalog, v), pointer);
    pointer = rollBack(pointer, catalog, { to: 'v1' });
    expect(pointer.remotes.catalog).toMatchObject({
      version: 'v1',
      url: 'https://cdn.test/mf-catalog/v1/mf-manifest.json',
    });
    expect(pointer.remotes.catalog.history).toEqual([]);
  });

  it('refuses a rollback whose step back is no longer the version it was checked for', () => {
    let pointer = ['v1', 'v2', 'v3'].reduce((p, v) => activate(p, catalog, v), { remotes: {} });
    // Planned (and checked) on this pointer: back to v2. Then another command rolls back first.
    const checked = rollBack(pointer, catalog).remotes.catalog;
    pointer = rollBack(pointer, catalog);
    expect(() => rollBack(pointer, catalog, { expectTarget: checked })).toThrow(
      'catalog changed while its rollback was checked: it would now go back to v1 at /remotes/mf-catalog/v1/mf-manifest.json, not v2 at /remotes/mf-catalog/v2/mf-manifest.json',
    );
    const v1 = { version: 'v1', url: '/remotes/mf-catalog/v1/mf-manifest.json' };
    expect(rollBack(pointer, catalog, { expectTarget: v1 }).remotes.catalog.version).toBe('v1');
  });

  it('refuses a rollback whose step back now leads to the same version at another URL', () => {
    let pointer = activate({ remotes: {} }, catalog, 'v1');
    pointer = ['v2', 'v3'].reduce((p, v) => activate(p, catalog, v), pointer);
    const checked = rollBack(pointer, catalog).remotes.catalog;
    // Meanwhile v2 was promoted again from a CDN, then v3 again: the step back is v2 at the CDN.
    pointer = activate(pointer, catalog, 'v2', { baseUrl: 'https://cdn.test' });
    pointer = activate(pointer, catalog, 'v3');
    expect(() => rollBack(pointer, catalog, { expectTarget: checked })).toThrow(
      'it would now go back to v2 at https://cdn.test/mf-catalog/v2/mf-manifest.json',
    );
  });

  it('refuses a rollback to the active version', () => {
    const pointer = ['v1', 'v2'].reduce((p, v) => activate(p, catalog, v), { remotes: {} });
    expect(() => rollBack(pointer, catalog, { to: 'v2' })).toThrow('catalog already runs v2');
  });

  it('refuses a rollback to a version that was not active before the current one, pointing to promote', () => {
    // v3 is stored but newer: going to it is a promote, which keeps v2 in the history to come back to.
    const pointer = ['v1', 'v2'].reduce((p, v) => activate(p, catalog, v), { remotes: {} });
    expect(() => rollBack(pointer, catalog, { to: 'v3' })).toThrow(
      'catalog never ran v3 before v2, so there is no going back to it: promote it instead (npm run release -- promote catalog v3)',
    );
  });

  it('refuses to roll back a remote that was never activated', () => {
    expect(() => rollBack({ remotes: {} }, catalog)).toThrow('no active version');
  });
});

describe('updatePointer', () => {
  it('writes the whole file through a rename and leaves no lock or temp file behind', () => {
    updatePointer(dataDir, (pointer) => activate(pointer, catalog, 'v1'));
    expect(readPointer(dataDir).remotes.catalog.version).toBe('v1');
    expect(fs.readdirSync(dataDir)).toEqual(['remotes.json']);
  });

  it('keeps the old pointer when the change throws', () => {
    updatePointer(dataDir, (pointer) => activate(pointer, catalog, 'v1'));
    expect(() =>
      updatePointer(dataDir, () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(readPointer(dataDir).remotes.catalog.version).toBe('v1');
    expect(fs.existsSync(`${pointerFile(dataDir)}.lock`)).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    fs.writeFileSync(`${pointerFile(dataDir)}.lock`, '999999999');
    updatePointer(dataDir, (pointer) => activate(pointer, catalog, 'v1'));
    expect(readPointer(dataDir).remotes.catalog.version).toBe('v1');
  });

  it('serialises writers: changes from parallel processes are all kept', async () => {
    const script = `
      const { updatePointer } = require(${JSON.stringify(path.join(__dirname, 'pointer.cjs'))});
      for (let i = 0; i < 25; i += 1) {
        updatePointer(process.argv[1], (p) => ({ ...p, count: (p.count ?? 0) + 1 }));
      }`;
    const run = () =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['-e', script, dataDir], { stdio: 'inherit' });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
      });
    await Promise.all([run(), run(), run()]);
    expect(readPointer(dataDir).count).toBe(75);
  });

  it('reads a pointer whose history the first release tool wrote (no URLs), and rolls back to its place', () => {
    const old = {
      remotes: {
        catalog: {
          version: 'v2',
          url: '/remotes/mf-catalog/v2/mf-manifest.json',
          history: [{ version: 'v1', until: '2025-01-01T00:00:00.000Z' }],
        },
      },
    };
    fs.writeFileSync(pointerFile(dataDir), JSON.stringify(old));
    const back = rollBack(readPointer(dataDir), catalog).remotes.catalog;
    expect(back).toMatchObject({ version: 'v1', url: '/remotes/mf-catalog/v1/mf-manifest.json' });
  });

  it('reads a missing pointer file as nothing active yet', () => {
    expect(readPointer(dataDir)).toEqual({ remotes: {} });
  });

  it.each([
    ['truncated', '{"remotes": {"catalog": {"vers', 'it is not JSON'],
    ['without remotes', '{"catalog": {}}', 'it has no "remotes" object'],
    ['with a remote lacking its version', '{"remotes": {"catalog": {"url": "/x"}}}', 'catalog has no version or url'],
    [
      'with a history that is not a list',
      '{"remotes": {"catalog": {"version": "v1", "url": "/x", "history": {}}}}',
      'the history of catalog is not a list of versions',
    ],
  ])('refuses a pointer file %s, naming it, and writes nothing', (_case, text, reason) => {
    fs.writeFileSync(pointerFile(dataDir), text);
    expect(() => readPointer(dataDir)).toThrow(`${pointerFile(dataDir)} cannot be used: ${reason}`);
    expect(() => updatePointer(dataDir, (pointer) => activate(pointer, catalog, 'v1'))).toThrow(pointerFile(dataDir));
    expect(fs.readFileSync(pointerFile(dataDir), 'utf8')).toBe(text);
    expect(fs.readdirSync(dataDir)).toEqual(['remotes.json']);
  });
});
