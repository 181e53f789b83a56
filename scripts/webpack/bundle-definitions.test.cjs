// CSS module class names: the markup a server module writes and the browser's styles must name a class
// alike, and a name should say where it comes from (the bundle, or the kernel) and what it is.
const path = require('node:path');
const { util } = require('webpack');
const { cssModuleNaming } = require('./bundle-definitions.cjs');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const options = { context: REPO_ROOT, hashSalt: '', hashFunction: 'md4', hashDigest: 'base64', hashDigestLength: 20 };
// The loader context css-loader hands to getLocalIdent, as far as naming reads it; webpack's path
// templating, which fills in the hash, is stood in for.
const contextOf = (file) => ({
  resourcePath: path.join(REPO_ROOT, file),
  rootContext: REPO_ROOT,
  utils: { createHash: util.createHash },
  _compilation: { getPath: (name, data) => name.replace(/\[contenthash\]/g, data.contentHash) },
});

describe('CSS module class names', () => {
  const naming = cssModuleNaming(path.join(REPO_ROOT, 'mf-catalog'));

  it('names a kernel class after the kernel and the class, the same from every bundle', () => {
    const fromCatalog = naming.getLocalIdent(
      contextOf('shared-kernel/src/ui/price.module.css'),
      naming.localIdentName,
      'srp',
      options,
    );
    const fromHost = cssModuleNaming(path.join(REPO_ROOT, 'host')).getLocalIdent(
      contextOf('shared-kernel/src/ui/price.module.css'),
      'host__[local]__[hash:base64:5]',
      'srp',
      options,
    );
    expect(fromCatalog).toMatch(/^kernel__srp__[\w-]{5}$/);
    expect(fromHost).toBe(fromCatalog);
  });

  it("leaves a bundle's own classes to its localIdentName", () => {
    expect(naming.localIdentName).toBe('mf_catalog__[local]__[hash:base64:5]');
    expect(
      naming.getLocalIdent(
        contextOf('mf-catalog/src/features/search/card.module.css'),
        naming.localIdentName,
        'card',
        options,
      ),
    ).toBeUndefined();
  });
});
