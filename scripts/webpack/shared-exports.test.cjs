// The slimmed shared libraries export only the listed names, so code importing any other name would
// find `undefined` in the browser while its tests (which run on the whole library) pass. This scans
// the source of every browser package and fails naming the file and the name.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { SLIM_SHARED, facadeAliases, facadeText } = require('./shared-exports.cjs');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const SOURCE_DIRS = [
  'shared-kernel/src',
  'host/src',
  'mf-catalog/src',
  'mf-checkout/src',
  'mf-account/src',
  'mf-admin/src',
].concat('scripts/webpack/standalone');

const sourceFiles = (dir) =>
  fs
    .readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));

/**
 * Tests and the kits only tests import (the kernel's src/testing/) never reach a bundle: they run on the
 * whole library. Neither do the server modules (src/server/, create-server-config.cjs): the host's bundles
 * the whole libraries for Node, and the remotes' take the host's.
 */
const isOutsideBrowserBundles = (file, text) =>
  /\.test\.tsx?$/.test(file) ||
  text.includes("from '@testing-library/") ||
  /[\\/]src[\\/](server|testing)[\\/]/.test(file);

const libraryOf = (specifier) =>
  Object.keys(SLIM_SHARED).find((shareKey) => specifier === shareKey || specifier.startsWith(`${shareKey}/`));

/** What one source file takes at run time from the slimmed libraries: `{ specifier, name }`, name '*' for the whole. */
function runtimeImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    const specifier = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text;
    if (ts.isImportDeclaration(node) && specifier && libraryOf(specifier)) {
      const clause = node.importClause;
      if (clause && !clause.isTypeOnly) {
        if (clause.name) found.push({ specifier, name: 'default' });
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) found.push({ specifier, name: '*' });
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly) found.push({ specifier, name: (element.propertyName ?? element.name).text });
          }
        }
      }
    } else if (ts.isExportDeclaration(node) && specifier && libraryOf(specifier) && !node.isTypeOnly) {
      if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) found.push({ specifier, name: '*' });
      else {
        for (const element of node.exportClause.elements) {
          if (!element.isTypeOnly) found.push({ specifier, name: (element.propertyName ?? element.name).text });
        }
      }
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      libraryOf(node.arguments[0].text)
    ) {
      found.push({ specifier: node.arguments[0].text, name: '*' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each import the facades cannot serve, as `file: reason`. */
function unservedImports(file, text) {
  return runtimeImports(file, text).flatMap(({ specifier, name }) => {
    const where = path.relative(REPO_ROOT, file);
    const slim = SLIM_SHARED[specifier];
    if (!slim) return [`${where}: '${specifier}' is not shared; import from '${libraryOf(specifier)}'`];
    if (name === '*') return [`${where}: takes the whole of '${specifier}'; import the names it uses`];
    if (!slim.exports.includes(name)) {
      return [`${where}: ${name} from '${specifier}' is not in its list in scripts/webpack/shared-exports.cjs`];
    }
    return [];
  });
}

describe('slimmed shared libraries', () => {
  it('every name the bundled code imports from them is listed', () => {
    const problems = SOURCE_DIRS.flatMap(sourceFiles).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return isOutsideBrowserBundles(file, text) ? [] : unservedImports(file, text);
    });
    expect(problems).toEqual([]);
  });

  it('the scan sees named, namespace, dynamic and sub-path imports, and leaves types alone', () => {
    const file = path.join(REPO_ROOT, 'host/src/example.tsx');
    const text = [
      "import { Link, useMatch, type To } from 'react-router-dom';",
      "import type { Observable } from 'rxjs';",
      "import * as rx from 'rxjs';",
      "import { map } from 'rxjs/operators';",
      "export { Subject } from 'rxjs';",
      "const lazy = () => import('react-router');",
    ].join('\n');
    expect(unservedImports(file, text)).toEqual([
      "host/src/example.tsx: useMatch from 'react-router-dom' is not in its list in scripts/webpack/shared-exports.cjs",
      "host/src/example.tsx: takes the whole of 'rxjs'; import the names it uses",
      "host/src/example.tsx: 'rxjs/operators' is not shared; import from 'rxjs'",
      "host/src/example.tsx: takes the whole of 'react-router'; import the names it uses",
    ]);
  });

  it('every listed name is an export of its library, the same one wherever its facade takes it from', () => {
    for (const [shareKey, { packageName, exports, throughShare }] of Object.entries(SLIM_SHARED)) {
      const library = require(packageName);
      const source = throughShare ? require(SLIM_SHARED[throughShare].packageName) : library;
      for (const name of exports) {
        expect([shareKey, name, typeof library[name]]).not.toEqual([shareKey, name, 'undefined']);
        expect([shareKey, name, source[name] === library[name]]).toEqual([shareKey, name, true]);
      }
      if (throughShare) expect(SLIM_SHARED[throughShare].exports).toEqual(expect.arrayContaining(exports));
    }
  });

  it("takes React Router from its production build: the development build's names, without its warnings", () => {
    const { source, exports } = SLIM_SHARED['react-router'];
    expect(facadeAliases()['slim-shared-source/react-router$']).toBe(source);
    const build = path.dirname(source);
    const flags = fs
      .readdirSync(build)
      .filter((file) => file.endsWith('.mjs'))
      .flatMap((file) => fs.readFileSync(path.join(build, file), 'utf8').match(/ENABLE_DEV_WARNINGS = \w+/g) ?? []);
    expect(flags.length).toBeGreaterThan(0);
    expect(new Set(flags)).toEqual(new Set(['ENABLE_DEV_WARNINGS = false']));
    // Its CommonJS twin, which this test can load: the same names as the package the code is typed by.
    const production = require(source.replace(/\.mjs$/, '.js'));
    const development = require('react-router');
    for (const name of exports) expect([name, typeof production[name]]).toEqual([name, typeof development[name]]);
  });

  it('each facade exports exactly its list, react-router-dom through the react-router share', () => {
    expect(facadeText('rxjs', SLIM_SHARED.rxjs)).toContain(
      `export { ${SLIM_SHARED.rxjs.exports.join(', ')} } from 'slim-shared-source/rxjs';`,
    );
    expect(facadeText('react-router-dom', SLIM_SHARED['react-router-dom'])).toContain(
      `export { ${SLIM_SHARED['react-router-dom'].exports.join(', ')} } from 'react-router';`,
    );
  });
});
