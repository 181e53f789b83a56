import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { landingOwner, ownerOfPath, pageChunkName, pageHints, pageOfPath, parsePointer } from './page-hints';

const OWNERS = { catalog: ['/', '/search'], account: ['/login', '/order/:orderNo'] };

describe('the hints the served page carries', () => {
  let root: string;
  let source: { releasesDir: string; hostDist: string };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-hints-'));
    source = { releasesDir: path.join(root, 'releases'), hostDist: path.join(root, 'host') };
    fs.mkdirSync(path.join(source.releasesDir, 'mf-catalog', 'v1'), { recursive: true });
    fs.mkdirSync(source.hostDist);
    fs.writeFileSync(path.join(source.hostDist, 'route-owners.json'), JSON.stringify(OWNERS));
    fs.writeFileSync(
      path.join(source.releasesDir, 'mf-catalog', 'v1', 'mf-manifest.json'),
      JSON.stringify({
        metaData: {
          remoteEntry: { name: 'remoteEntry.js' },
          pageAssets: { 'page-search': ['page-search.1.js', 'page-search.2.css'] },
        },
        exposes: [{ assets: { js: { sync: ['expose.3.js'] }, css: { sync: [] } } }],
      }),
    );
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  // The hints of the page at `pathname`, its owner read from the host build as the site reads it.
  const hintsAt = async (pointer: ReturnType<typeof parsePointer>, pathname: string) =>
    pageHints(source, pointer, landingOwner(source.hostDist, pathname));
  const pointer = (url: string) =>
    JSON.stringify({ remotes: { catalog: { federationName: 'mf_catalog', version: 'v1', url } } });

  it('finds the owner and the route pattern of a path, parameters included', () => {
    expect(ownerOfPath(OWNERS, '/search')).toEqual({ remote: 'catalog', pattern: '/search' });
    expect(ownerOfPath(OWNERS, '/order/A-1')).toEqual({ remote: 'account', pattern: '/order/:orderNo' });
    expect(ownerOfPath(OWNERS, '/order')).toBeNull();
    // The shell's router matches regardless of case.
    expect(ownerOfPath(OWNERS, '/Order/A-1/')).toEqual({ remote: 'account', pattern: '/order/:orderNo' });
    expect(pageChunkName('/')).toBe('page-home');
    expect(pageChunkName('/search')).toBe('page-search');
  });

  it("preloads the landing route's manifest, entry, exposed module and page chunk, and inlines the pointer", async () => {
    const html = await hintsAt(parsePointer(pointer('/remotes/mf-catalog/v1/mf-manifest.json')), '/search');
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/mf-catalog/v1/mf-manifest.json">',
    );
    for (const file of ['remoteEntry.js', 'expose.3.js', 'page-search.1.js']) {
      expect(html).toContain(`<link rel="preload" as="script" href="/remotes/mf-catalog/v1/${file}">`);
    }
    expect(html).toContain('<link rel="preload" as="style" href="/remotes/mf-catalog/v1/page-search.2.css">');
    const data = /<script type="application\/json" id="remotes-pointer">(.*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? '')).toEqual(JSON.parse(pointer('/remotes/mf-catalog/v1/mf-manifest.json')));
  });

  it("adds no page chunk for another route, and no preloads for another remote's path", async () => {
    const home = await hintsAt(parsePointer(pointer('/remotes/mf-catalog/v1/mf-manifest.json')), '/');
    expect(home).toContain('remoteEntry.js');
    expect(home).not.toContain('page-search');
    const login = await hintsAt(parsePointer(pointer('/remotes/mf-catalog/v1/mf-manifest.json')), '/login');
    expect(login).not.toContain('<link');
    expect(login).toContain('id="remotes-pointer"');
  });

  it('keeps markup in the pointer from closing the data element', async () => {
    const html = await hintsAt(parsePointer(pointer('/remotes/</script><script>alert(1)</script>')), '/');
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('gives no preloads for a remote on another origin or outside the releases, nothing for a broken pointer', async () => {
    const cdn = await hintsAt(parsePointer(pointer('https://cdn.example/mf-catalog/v1/mf-manifest.json')), '/search');
    expect(cdn).not.toContain('<link');
    const outside = await hintsAt(parsePointer(pointer('/remotes/../host/route-owners.json')), '/search');
    expect(outside).not.toContain('<link');
    expect(await hintsAt(parsePointer('not json'), '/search')).toBe('');
    expect(await hintsAt(parsePointer(null), '/search')).toBe('');
  });

  it('finds no landing remote without a route table, or with a broken one, and then takes any path for a page', () => {
    const table = path.join(source.hostDist, 'route-owners.json');
    expect(landingOwner(source.hostDist, '/search')).toEqual({ remote: 'catalog', pattern: '/search' });
    expect(pageOfPath(source.hostDist, '/no-such-page')).toEqual({ owner: null, exists: false });
    fs.writeFileSync(table, '{"catalog": ["/sea');
    expect(landingOwner(source.hostDist, '/search')).toBeNull();
    expect(pageOfPath(source.hostDist, '/no-such-page')).toEqual({ owner: null, exists: true });
    fs.writeFileSync(table, '["/search"]');
    expect(landingOwner(source.hostDist, '/search')).toBeNull();
    fs.rmSync(table);
    expect(landingOwner(source.hostDist, '/search')).toBeNull();
    expect(pageOfPath(source.hostDist, '/no-such-page')).toEqual({ owner: null, exists: true });
  });
});
