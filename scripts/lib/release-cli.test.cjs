// scripts/release.mjs run as a release manager runs it: a data folder, a host build to check against,
// and a site answering /remotes/ from the stored builds.
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { activate, pointerFile, readPointer, writePointer } = require('./pointer.cjs');
const { publishRemote } = require('./releases.cjs');
const { REMOTES, REPO_ROOT } = require('./workspace.cjs');

const RELEASE_CLI = path.join(REPO_ROOT, 'scripts', 'release.mjs');
const catalog = REMOTES.find((remote) => remote.name === 'catalog');

let work;
let dataDir;
let hostDist;
let site;
let siteUrl;

beforeEach(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cli-test-'));
  dataDir = path.join(work, 'data');
  hostDist = path.join(work, 'host-dist');
  fs.mkdirSync(hostDist);
  fs.writeFileSync(path.join(hostDist, 'mf-manifest.json'), JSON.stringify({ name: 'host', shared: [], metaData: {} }));
  // The site: /remotes/<package>/<version>/<file> answered from the stored builds, as the server does.
  site = http.createServer((request, response) => {
    const relative = decodeURIComponent(request.url).replace(/^\/remotes\//, '');
    const file = path.join(dataDir, 'releases', relative);
    if (!file.startsWith(path.join(dataDir, 'releases')) || !fs.existsSync(file)) response.writeHead(404).end();
    else response.end(fs.readFileSync(file));
  });
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${site.address().port}`;
});

afterEach(async () => {
  await new Promise((resolve) => site.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

/** Runs the CLI against this test's data folder and site; resolves with its exit code and output. */
const release = (...args) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RELEASE_CLI, ...args, '--data-dir', dataDir, '--site-url', siteUrl], {
      cwd: REPO_ROOT,
      env: { ...process.env, HOST_DIST: hostDist },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

/** A finished build of `federationName` whose entry says `text` (different text, different build). */
const buildOf = (federationName, text) => {
  const dir = fs.mkdtempSync(path.join(work, `${federationName}-build-`));
  const manifest = { name: federationName, shared: [], metaData: { remoteEntry: { name: 'remoteEntry.js' } } };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${text} */`);
  return dir;
};

const publishCatalog = (text) => publishRemote(catalog, dataDir, { from: buildOf('mf_catalog', text) }).version;

const expectOneLineRefusal = ({ code, stderr }) => {
  expect(code).toBe(1);
  expect(stderr).not.toMatch(/^\s+at /m); // no stack trace
};

describe('release CLI', () => {
  it('refuses a version that is a path, for every command taking one, before touching anything', async () => {
    const v1 = publishCatalog('v1');
    writePointer(dataDir, activate({ remotes: {} }, catalog, v1));
    const pointerBefore = fs.readFileSync(pointerFile(dataDir), 'utf8');
    const checkoutVersion = publishRemote(
      REMOTES.find((remote) => remote.name === 'checkout'),
      dataDir,
      { from: buildOf('mf_checkout', 'checkout') },
    ).version;
    const outside = `../mf-checkout/${checkoutVersion}`;

    for (const args of [
      ['promote', 'catalog', outside],
      ['rollback', 'catalog', '--to', outside],
      ['preview', 'catalog', outside],
    ]) {
      const result = await release(...args);
      expectOneLineRefusal(result);
      expect(result.stderr).toContain(`"${outside}" is not a version name`);
    }
    expect(fs.readFileSync(pointerFile(dataDir), 'utf8')).toBe(pointerBefore);
  });

  it('refuses every command that reads an unreadable pointer, naming the file, and writes nothing', async () => {
    const v1 = publishCatalog('v1');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(pointerFile(dataDir), '{"remotes": {"catalog": {"vers');

    for (const args of [['status'], ['list', 'catalog'], ['promote', 'catalog', v1]]) {
      const result = await release(...args);
      expectOneLineRefusal(result);
      expect(result.stderr).toContain(`${pointerFile(dataDir)} cannot be used`);
    }
    expect(fs.readFileSync(pointerFile(dataDir), 'utf8')).toBe('{"remotes": {"catalog": {"vers');
  });

  it('checks a rollback at the URL it switches to, the one its history recorded', async () => {
    const [v1, v2] = [publishCatalog('v1'), publishCatalog('v2')];
    let pointer = activate({ remotes: {} }, catalog, v1);
    pointer = activate(pointer, catalog, v2, { baseUrl: 'http://127.0.0.1:9/cdn' }); // forced: nothing answers there
    pointer = activate(pointer, catalog, v1);
    writePointer(dataDir, pointer);

    const refused = await release('rollback', 'catalog');
    expectOneLineRefusal(refused);
    expect(refused.stderr).toContain(`http://127.0.0.1:9/cdn/mf-catalog/${v2}/mf-manifest.json is not reachable`);
    expect(readPointer(dataDir).remotes.catalog.version).toBe(v1);

    const forced = await release('rollback', 'catalog', '--force');
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('Warning (forced)');
    expect(readPointer(dataDir).remotes.catalog).toMatchObject({
      version: v2,
      url: `http://127.0.0.1:9/cdn/mf-catalog/${v2}/mf-manifest.json`,
    });
  });

  it('rolls back to the version before, checked where the site serves it', async () => {
    const [v1, v2] = [publishCatalog('v1'), publishCatalog('v2')];
    writePointer(dataDir, activate(activate({ remotes: {} }, catalog, v1), catalog, v2));
    const result = await release('rollback', 'catalog');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(readPointer(dataDir).remotes.catalog).toMatchObject({ version: v1, rolledBackFrom: v2 });
  });

  it('refuses a rollback to the active version', async () => {
    const [v1, v2] = [publishCatalog('v1'), publishCatalog('v2')];
    writePointer(dataDir, activate(activate({ remotes: {} }, catalog, v1), catalog, v2));
    const result = await release('rollback', 'catalog', '--to', v2);
    expectOneLineRefusal(result);
    expect(result.stderr).toContain(`catalog already runs ${v2}`);
    expect(readPointer(dataDir).remotes.catalog.rolledBackFrom).toBeUndefined();
  });

  it('answers an unknown option with one line and the usage, not a stack trace', async () => {
    const result = await release('status', '--bogus');
    expectOneLineRefusal(result);
    expect(result.stderr.split('\n')[0]).toContain("Unknown option '--bogus'");
    expect(result.stderr).toContain('Usage: npm run release');
  });

  it('names the --from folder that holds no build', async () => {
    const missing = path.join(work, 'nonexistent');
    const result = await release('publish', 'catalog', '--from', missing);
    expectOneLineRefusal(result);
    expect(result.stderr.trim()).toBe(`--from ${missing}: no such folder`);
  });
});
