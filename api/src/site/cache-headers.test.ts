import { cacheControlFor, releaseCacheControl } from './cache-headers';

describe('cacheControlFor', () => {
  it('caches content-hashed files for a year and re-reads pointers, their compressed copies alike', () => {
    for (const file of [
      'main.1f2e3d4c5b6a.js',
      '/x/page-search.2bbb1474fe4b.css',
      'main.1f2e3d4c5b6a.js.br',
      'a.1f2e3d4c5b6a.js.gz',
    ]) {
      expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
    }
    for (const file of [
      'mf-manifest.json',
      'mf-manifest.json.br',
      'remoteEntry.js.gz',
      'remoteEntry.js',
      'index.html.br',
    ]) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
    expect(cacheControlFor('route-owners.json')).toBe('public, max-age=300');
  });
});

describe('releaseCacheControl', () => {
  it('keeps anything inside a version folder for a year', () => {
    for (const file of ['mf-catalog/0.1.0-a-1f2e3d4c/mf-manifest.json', 'mf-catalog/0.1.0-a/remoteEntry.js.br']) {
      expect(releaseCacheControl(file)).toBe('public, max-age=31536000, immutable');
    }
  });

  it('treats a file outside a version folder as any other file', () => {
    expect(releaseCacheControl('mf-catalog/mf-manifest.json')).toBe('no-cache');
    expect(releaseCacheControl('bench/grid.html')).toBe('no-cache');
    expect(releaseCacheControl('../outside/x/remoteEntry.js')).toBe('no-cache');
  });
});
