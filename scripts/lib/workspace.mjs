// Facts about the monorepo that the build, start, test and release scripts share.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The three remotes: their short name (used in the pointer and on the page) and their package folder. */
export const REMOTES = [
  { name: 'catalog', dir: 'mf-catalog', federationName: 'mf_catalog' },
  { name: 'checkout', dir: 'mf-checkout', federationName: 'mf_checkout' },
  { name: 'account', dir: 'mf-account', federationName: 'mf_account' },
];

export const BUNDLES = [{ name: 'host', dir: 'host' }, ...REMOTES];

export const dataDirFrom = (env = process.env) => path.resolve(REPO_ROOT, env.DATA_DIR ?? 'var');
