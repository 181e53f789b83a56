// The shared libraries every build provides slimmed. Module Federation ships a shared module whole,
// because a provider cannot know which exports other builds will use; so under these share keys each
// build provides a facade that exports only the names listed here, and the bundler drops the rest of
// the library. The code keeps importing 'react-router-dom', 'rxjs' and '@tanstack/react-query' (with
// their full types).
//
// The lists are the contract between builds released apart: scripts/webpack/shared-exports.test.cjs
// fails when code imports a name that is not listed, each manifest records what its build needs and
// provides (`metaData.sharedExports`), and promote and the shell refuse a remote that needs a name the
// host does not provide (scripts/lib/release-checks.cjs, host/src/federation/runtime-fit.ts).
const fs = require('node:fs');
const path = require('node:path');

/** What the code may import from React Router (through 'react-router-dom' or 'react-router'). */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'matchPath',
  'matchRoutes',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useRoutes',
  'useSearchParams',
];

/** What the code may import from RxJS (the kernel's event bus and stores). */
const RXJS_EXPORTS = ['BehaviorSubject', 'Subject', 'filter', 'map'];

/** What the code may import from TanStack Query (the kernel's data layer, shared-kernel/src/data). */
const QUERY_EXPORTS = ['QueryClient', 'focusManager', 'hashKey', 'keepPreviousData', 'queryOptions', 'useQuery'];

/**
 * React Router's production build. Its package maps every condition to its development build, which
 * differs from this one only in running the library's development warnings (`ENABLE_DEV_WARNINGS`): their
 * checks, and texts built on every render of the routes, in every browser.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);

/**
 * Per share key: the package, the names its facade exports, and where it takes them from (the package,
 * or `source`).
 * react-router-dom's names are React Router's own (it re-exports them), so its facade takes them
 * through the `react-router` share: one router, one set of contexts, whichever key code imports.
 */
const SLIM_SHARED = {
  'react-router': { packageName: 'react-router', exports: ROUTER_EXPORTS, source: REACT_ROUTER_PRODUCTION },
  'react-router-dom': { packageName: 'react-router-dom', exports: ROUTER_EXPORTS, throughShare: 'react-router' },
  rxjs: { packageName: 'rxjs', exports: RXJS_EXPORTS },
  '@tanstack/react-query': { packageName: '@tanstack/react-query', exports: QUERY_EXPORTS },
};

/**
 * The names the facades are known by in a build (resolve aliases): a build provides a facade as it
 * provides a package, when something in it asks for one. The facade takes its library by the source
 * alias, not by the library's name: a request for 'react-router' inside the facade would be the share
 * itself again.
 */
const FACADE_ALIAS_PREFIX = 'slim-shared-facade/';
const SOURCE_ALIAS_PREFIX = 'slim-shared-source/';

const FACADE_DIR = path.resolve(__dirname, '..', '..', 'node_modules', '.cache', 'slim-shared');

const facadeText = (shareKey, { exports, throughShare }) => {
  const from = throughShare ?? `${SOURCE_ALIAS_PREFIX}${shareKey}`;
  return [
    `// What every build provides under the share key '${shareKey}': written by scripts/webpack/shared-exports.cjs.`,
    `export { ${exports.join(', ')} } from '${from}';`,
    '',
  ].join('\n');
};

/**
 * Writes each facade into node_modules/.cache (only when its text changed, so builds running side by
 * side never see half a file) and returns the request each share key's facade is provided by.
 */
function writeFacades() {
  fs.mkdirSync(FACADE_DIR, { recursive: true });
  for (const [shareKey, slim] of Object.entries(SLIM_SHARED)) {
    const file = path.join(FACADE_DIR, `${shareKey}.mjs`);
    fs.mkdirSync(path.dirname(file), { recursive: true }); // a scoped package's key has a folder
    const text = facadeText(shareKey, slim);
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    if (current === text) continue;
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  }
  return Object.fromEntries(
    Object.keys(SLIM_SHARED).map((shareKey) => [shareKey, `${FACADE_ALIAS_PREFIX}${shareKey}`]),
  );
}

/** The resolve aliases of the facades and of the libraries they take their names from. */
const facadeAliases = () =>
  Object.fromEntries(
    Object.entries(SLIM_SHARED).flatMap(([shareKey, slim]) => [
      [`${FACADE_ALIAS_PREFIX}${shareKey}$`, path.join(FACADE_DIR, `${shareKey}.mjs`)],
      ...(slim.throughShare ? [] : [[`${SOURCE_ALIAS_PREFIX}${shareKey}$`, slim.source ?? slim.packageName]]),
    ]),
  );

/** The installed version of a package, as the facade provides it (requiredVersion checks stay real). */
const installedVersion = (packageName, fromDir) =>
  require(require.resolve(`${packageName}/package.json`, { paths: [fromDir] })).version;

/** What every build's facades provide, per share key. */
const providedExports = () =>
  Object.fromEntries(Object.entries(SLIM_SHARED).map(([shareKey, slim]) => [shareKey, [...slim.exports]]));

/**
 * The names this build's own modules import from each slimmed share, read from the bundler's module
 * graph (the facades themselves left out). A namespace or dynamic import needs the whole library: '*'.
 */
function neededExports(compilation) {
  const { moduleGraph } = compilation;
  const facadeFiles = new Set(Object.keys(SLIM_SHARED).map((shareKey) => path.join(FACADE_DIR, `${shareKey}.mjs`)));
  const needs = Object.fromEntries(Object.keys(SLIM_SHARED).map((shareKey) => [shareKey, new Set()]));
  for (const module of compilation.modules) {
    const shareKey = module.options?.shareKey;
    if (module.type !== 'consume-shared-module' || !needs[shareKey]) continue;
    for (const connection of moduleGraph.getIncomingConnections(module)) {
      if (!connection.originModule || facadeFiles.has(connection.originModule.resource)) continue;
      for (const referenced of compilation.getDependencyReferencedExports(connection.dependency, undefined)) {
        const name = Array.isArray(referenced) ? referenced : referenced.name;
        needs[shareKey].add(name.length ? name[0] : '*');
      }
    }
  }
  return Object.fromEntries(Object.entries(needs).map(([shareKey, names]) => [shareKey, [...names].sort()]));
}

module.exports = {
  SLIM_SHARED,
  FACADE_DIR,
  facadeText,
  writeFacades,
  facadeAliases,
  installedVersion,
  providedExports,
  neededExports,
};
