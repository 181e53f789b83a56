import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CallContract } from './common';
import * as contracts from './index';
import type { ApiRoute } from './route';
import * as adminRoutes from './admin-routes';
import * as browserRoutes from './routes';
import * as serviceDeskRoutes from './service-desk-routes';

/** The root's routes, the back office's and the buyer's service desk's (kept out of the root). */
const routes = { ...browserRoutes, ...adminRoutes, ...serviceDeskRoutes };

/**
 * Every contract by its export name without `Call` (getCartCall -> getCart), the key its route has. A
 * contract is known by its schemas, not by its method and path: one spreading a route the tables lack
 * has none, and must be found all the same.
 */
const calls = Object.entries(contracts)
  .filter(([name, value]) => name.endsWith('Call') && !!value && typeof value === 'object' && 'request' in value)
  .map(([name, call]) => ({ key: name.slice(0, -'Call'.length), call: call as CallContract }));

/** Every route of every table the routes index gives: `cartRoutes.getCart` and the like. */
const tables = Object.entries(routes).filter(([name]) => name.endsWith('Routes')) as [
  string,
  Record<string, ApiRoute>,
][];
const allRoutes = tables.flatMap(([table, entries]) =>
  Object.entries(entries).map(([key, route]) => ({ name: `${table}.${key}`, key, route })),
);

const where = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** The module names a file's text imports or re-exports from (static, dynamic, require). */
const importsOf = (text: string): string[] =>
  [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"`]([^'"`]+)['"`]/g)].map((m) => m[1] ?? '');

const dir = __dirname;
const routesFiles = readdirSync(dir).filter((file) => file.endsWith('.routes.ts'));
const textOf = (file: string) => readFileSync(join(dir, file), 'utf8');

describe('routes tables', () => {
  it('find every call contract', () => {
    expect(calls.length).toBeGreaterThan(50);
    expect(tables.length).toBeGreaterThanOrEqual(10);
  });

  it('give every contract its route, under the contract’s name without Call', () => {
    const missing = calls
      .filter(({ key, call }) => !allRoutes.some((r) => r.key === key && where(r.route) === where(call)))
      .map(({ key, call }) => `${key}Call (${where(call)})`);
    expect(missing).toEqual([]);
  });

  it('give no two contracts the same route', () => {
    const seen = calls.map(({ call }) => where(call));
    expect(seen.filter((route, i) => seen.indexOf(route) !== i)).toEqual([]);
    const listed = allRoutes.map((r) => where(r.route));
    expect(listed.filter((route, i) => listed.indexOf(route) !== i)).toEqual([]);
  });

  it('hold no route that belongs to no contract', () => {
    const orphans = allRoutes
      .filter((r) => !calls.some(({ key, call }) => key === r.key && where(call) === where(r.route)))
      .map((r) => `${r.name} (${where(r.route)})`);
    expect(orphans).toEqual([]);
  });

  it('are all in a routes index (the root’s or the back office’s), one table per routes file', () => {
    expect(routesFiles.length).toBe(tables.length);
    // The back office's tables are in admin-routes.ts, outside the browser root.
    const indexes = [
      ...importsOf(textOf('routes.ts')),
      ...importsOf(textOf('admin-routes.ts')),
      ...importsOf(textOf('service-desk-routes.ts')),
    ];
    for (const file of routesFiles) expect(indexes).toContain(`./${file.replace(/\.ts$/, '')}`);
  });
});

// What keeps zod out of the browser: the kernel's root exports the routes as values, so they and
// everything they import are bundled for the browser.
describe('routes files', () => {
  it('import nothing but ./route', () => {
    expect(routesFiles.length).toBeGreaterThan(0);
    const wrong = routesFiles.flatMap((file) =>
      importsOf(textOf(file))
        .filter((name) => name !== './route')
        .map((name) => `${file} imports ${name}`),
    );
    expect(wrong).toEqual([]);
  });

  it('have an index that imports only ./route and the routes files', () => {
    const allowed = new Set(['./route', ...routesFiles.map((file) => `./${file.replace(/\.ts$/, '')}`)]);
    expect(importsOf(textOf('routes.ts')).filter((name) => !allowed.has(name))).toEqual([]);
  });

  it('build on a route.ts that imports nothing', () => {
    expect(importsOf(textOf('route.ts'))).toEqual([]);
  });

  it('are read the way they are written (the import check sees each kind of import)', () => {
    const sample = `import { z } from 'zod';\nimport 'side';\nexport * from "./a";\nconst b = await import('./b');\nrequire('c');`;
    expect(importsOf(sample)).toEqual(['zod', 'side', './a', './b', 'c']);
  });
});
