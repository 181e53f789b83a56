import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sitePlugin } from './site.plugin';

/** The site on a data folder of its own: one released build, a stray file, the pointer and a host page. */
describe('what the site lets browsers keep', () => {
  let app: FastifyInstance;
  let root: string;
  const build = '/remotes/mf-catalog/0.1.0-abc1234-1f2e3d4c';

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-caching-'));
    const dataDir = path.join(root, 'data');
    const hostDist = path.join(root, 'host');
    const release = path.join(dataDir, 'releases', 'mf-catalog', '0.1.0-abc1234-1f2e3d4c');
    fs.mkdirSync(release, { recursive: true });
    fs.mkdirSync(hostDist, { recursive: true });
    fs.writeFileSync(path.join(release, 'mf-manifest.json'), '{"metaData":{}}');
    fs.writeFileSync(path.join(release, 'remoteEntry.js'), 'void 0;');
    fs.writeFileSync(path.join(release, 'page-search.1f2e3d4c5b6a.js'), 'void 0;');
    fs.mkdirSync(path.join(release, 'server'));
    fs.writeFileSync(path.join(release, 'server', 'first-paint.js'), 'module.exports = {};');
    fs.mkdirSync(path.join(hostDist, 'server'));
    fs.writeFileSync(path.join(hostDist, 'server', 'first-paint.js'), 'module.exports = {};');
    fs.writeFileSync(path.join(dataDir, 'releases', 'mf-catalog', 'notes.txt'), 'not a build');
    fs.writeFileSync(
      path.join(dataDir, 'remotes.json'),
      JSON.stringify({ remotes: { catalog: { version: '0.1.0-abc1234-1f2e3d4c', url: `${build}/mf-manifest.json` } } }),
    );
    fs.writeFileSync(path.join(hostDist, 'index.html'), '<html><head></head><body></body></html>');
    fs.writeFileSync(path.join(hostDist, 'main.1f2e3d4c5b6a.js'), 'void 0;');
    app = Fastify();
    await app.register(sitePlugin, { dataDir, hostDist });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const cacheControl = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.headers['cache-control'];
  };

  it('keeps every file of a released build for a year, its manifest and entry too: the folder never changes', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'page-search.1f2e3d4c5b6a.js']) {
      expect(await cacheControl(`${build}/${file}`)).toBe('public, max-age=31536000, immutable');
    }
  });

  it('re-reads what a promote or rollback changes: the pointer and the host page', async () => {
    expect(await cacheControl('/remotes.json')).toBe('no-cache');
    expect(await cacheControl('/')).toBe('no-cache');
    expect(await cacheControl('/search')).toBe('no-cache');
  });

  it('keeps files outside a version folder briefly, and the host’s hashed chunks for a year', async () => {
    expect(await cacheControl('/remotes/mf-catalog/notes.txt')).toBe('public, max-age=300');
    expect(await cacheControl('/main.1f2e3d4c5b6a.js')).toBe('public, max-age=31536000, immutable');
  });

  it('never serves a build’s server module, however the path is written', async () => {
    for (const url of [
      `${build}/server/first-paint.js`,
      `${build}//server/first-paint.js`,
      `${build}/%73erver/first-paint.js`,
      '/server/first-paint.js',
      '/server/',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('module.exports');
    }
  });

  it('answers a released build’s folder as not found, not as a refusal', async () => {
    for (const url of [`${build}/`, '/remotes/mf-catalog/', '/remotes/']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('gives a preview link its versions only for a stored, unexpired token', async () => {
    const previews = path.join(root, 'data', 'previews');
    fs.mkdirSync(previews, { recursive: true });
    const token = 'a'.repeat(32);
    const remotes = { catalog: { version: '0.2.0-abc1234-1f2e3d4c' } };
    fs.writeFileSync(
      path.join(previews, `${token}.json`),
      JSON.stringify({ remotes, expiresAt: '2999-01-01T00:00:00Z' }),
    );
    const spent = 'b'.repeat(32);
    fs.writeFileSync(
      path.join(previews, `${spent}.json`),
      JSON.stringify({ remotes, expiresAt: '2001-01-01T00:00:00Z' }),
    );
    const found = await app.inject({ method: 'GET', url: `/remotes-preview/${token}` });
    expect(found.json()).toEqual({ remotes });
    expect(found.headers['cache-control']).toBe('no-store');
    for (const url of [
      `/remotes-preview/${spent}`,
      `/remotes-preview/${'c'.repeat(32)}`,
      '/remotes-preview/catalog@0.2.0',
    ]) {
      expect({ url, status: (await app.inject({ method: 'GET', url })).statusCode }).toEqual({ url, status: 404 });
    }
  });
});
