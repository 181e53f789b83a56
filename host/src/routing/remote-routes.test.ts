import fs from 'node:fs';
import path from 'node:path';
import {
  PAGE_ROUTES,
  REMOTE_NAMES,
  ROUTE_OWNERS,
  type BundleInfo,
  type RemoteModule,
  type RemoteName,
  type RouteOwner,
} from '@storefront/shared-kernel';
import { ownerOf } from './route-table';

// The host mounts each remote's exported routes under the paths the kernel's table gives that remote.
// A route a remote exports that the table does not give it is never reached (another remote's page, or
// the not-found page, shows there); a path the table gives it that it does not export shows nothing.
// Both must agree, route by route, except under a subtree the table gives whole (`/admin/*`), where the
// remote routes within: there its routes need only lie inside it.

const REPO = path.join(__dirname, '../../..');
const PACKAGE_OF: Record<RemoteName, string> = {
  catalog: 'mf-catalog',
  checkout: 'mf-checkout',
  account: 'mf-account',
  admin: 'mf-admin',
};

/** The module a remote exposes as './routes', read from its bundler config as the build reads it. */
function exposedRoutesFile(pkg: string): string {
  const config = fs.readFileSync(path.join(REPO, pkg, 'webpack.config.js'), 'utf8');
  const exposed = /['"]\.\/routes['"]\s*:\s*['"]([^'"]+)['"]/.exec(config)?.[1];
  if (!exposed) throw new Error(`${pkg}/webpack.config.js exposes no './routes'`);
  return path.join(REPO, pkg, exposed);
}

const BUNDLE_INFO: BundleInfo = { packageName: '@storefront/test', version: '0.0.0', kernelRange: '^0.1.0' };

/**
 * A remote's routes module, loaded by path at run time: another package's source, outside the files this
 * package compiles. Its pages are lazy, so loading it runs none of them.
 */
function loadRemote(remote: RemoteName): RemoteModule {
  // Stamped in by the bundler in a real build; the routes module reads it when it is first imported.
  Object.assign(globalThis, { __BUNDLE_INFO__: BUNDLE_INFO });
  const file = exposedRoutesFile(PACKAGE_OF[remote]);
  return (jest.requireActual(file) as { default: RemoteModule }).default;
}

/** A path that a route pattern stands for: each parameter, and a subtree's `*`, as one segment. */
const exampleOf = (pattern: string): string => pattern.replace(/:[A-Za-z]+/g, 'x').replace(/\*$/, 'x');

// The kernel's owner names and the federation's remote names are one list (a type error otherwise).
const sameNames: [RouteOwner] extends [RemoteName] ? ([RemoteName] extends [RouteOwner] ? true : false) : false = true;

describe("the remotes' exported routes and the kernel's route table", () => {
  it('name the same remotes', () => {
    expect(sameNames).toBe(true);
    expect([...REMOTE_NAMES].sort()).toEqual(Object.keys(PACKAGE_OF).sort());
  });

  it.each(REMOTE_NAMES.map((remote) => [remote]))(
    '%s exports every path the table gives it, and no path the table does not give it',
    (remote) => {
      const module = loadRemote(remote);
      expect(module.name).toBe(remote);
      const exported = module.routes.map((route) => route.path);
      expect(new Set(exported).size).toBe(exported.length);
      expect(exported).toEqual(expect.arrayContaining([...ROUTE_OWNERS[remote]]));
      const isSubtree = (pattern: string) => pattern.endsWith('/*');
      const ownedElsewhere = exported.filter(
        (pattern) => !ROUTE_OWNERS[remote].includes(pattern) && ownerOf(exampleOf(pattern)) !== remote,
      );
      expect(ownedElsewhere).toEqual([]);
      // Outside a subtree given whole, the remote's paths are the table's, one by one.
      if (!ROUTE_OWNERS[remote].some(isSubtree)) expect([...exported].sort()).toEqual([...ROUTE_OWNERS[remote]].sort());
    },
  );

  it('gives each path one owner, which the host finds', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of PAGE_ROUTES) {
      const example = exampleOf(route.path);
      expect({ path: route.path, owner: ownerOf(example) }).toEqual({ path: route.path, owner: route.owner });
    }
  });
});
