import { cacheControlFor } from './cache-headers';

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
