// npm run build: builds every bundle (host and remotes) whose sources changed; --force rebuilds all.
import { buildBundles } from './lib/build-bundles.cjs';

const built = buildBundles({ force: process.argv.includes('--force') });
process.stdout.write(built.length ? `Built: ${built.join(', ')}\n` : 'All bundles are up to date.\n');
