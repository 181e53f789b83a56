// The store while a catalogue import writes (docs/performance.md §15, docs/product.md §13.6): a server on
// the PostgreSQL database the bench imported 100k products into answers buyers' product pages and
// searches, first alone and then while `import-catalogue` rewrites every product's price and stock. Every
// page read is checked whole: its price and stock both before or both after the file, never one of each.
import fs from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { percentile } from './load.mjs';
import { approvedBuyers } from './soak.mjs';
import { request, startServer } from './stack.mjs';

const LANES = 4;
const BASELINE_SECONDS = 10;

/** The bench file's values of product n (writeCatalogueFile), and what the update file makes them. */
const priceOf = (n) => Math.round((5 + (n % 400) + (n % 7) / 10) * 100) / 100;
const before = (n) => ({ price: priceOf(n), avaQty: n % 500 });
const after = (n) => ({ price: Math.round((priceOf(n) + 1) * 100) / 100, avaQty: (n % 500) + 1000 });
const skuOf = (n) => `BIMP-${String(n).padStart(7, '0')}`;

/** The daily price-and-stock file for the bench's `count` products: every one changes. */
async function writeUpdateFile(folder, count) {
  const file = path.join(folder, `update-${count}.csv`);
  const out = fs.createWriteStream(file);
  out.write('sku,price_1,stock\n');
  for (let n = 1; n <= count; n++) {
    const { price, avaQty } = after(n);
    if (!out.write(`${skuOf(n)},${price.toFixed(2)},${avaQty}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return file;
}

/** One buyer's lane until `done()`: a product page, then a search for its title, each timed. */
async function readLane(base, token, count, done, seen) {
  for (let i = 0; !done(); i++) {
    const n = 1 + Math.floor(Math.random() * count);
    let started = performance.now();
    const page = await request(base, 'GET', `/product/get-detail?idStyle=${skuOf(n)}`, { token }).catch(() => null);
    seen.times.push(performance.now() - started);
    if (page?.status !== 200) seen.failed++;
    else {
      const { price, avaQty } = page.body.product;
      const matches = (v) => v.price === price && v.avaQty === avaQty;
      if (!matches(before(n)) && !matches(after(n))) seen.torn++;
      if (matches(after(n))) seen.updated++;
    }
    started = performance.now();
    const search = await request(base, 'GET', `/product/get?keyword=Imported+Pot+${n}&currPage=1`, { token }).catch(
      () => null,
    );
    seen.times.push(performance.now() - started);
    if (search?.status !== 200) seen.failed++;
  }
}

const reads = () => ({ times: [], failed: 0, torn: 0, updated: 0 });

/** Buyers' reads before and during the import of an update file; `runImport(file, env)` runs the command. */
export async function answersDuringImport({ count, env, folder, runImport, log }) {
  const server = await startServer({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    const buyers = await approvedBuyers(server.base, env.DATABASE_URL, LANES, Date.now().toString(36));
    const update = await writeUpdateFile(folder, count);
    const lanes = (seen, done) => Promise.all(buyers.map((b) => readLane(server.base, b.token, count, done, seen)));

    log(`catalogue import: ${LANES} buyers reading for ${BASELINE_SECONDS} s, then while ${count} products change`);
    const alone = reads();
    const until = Date.now() + BASELINE_SECONDS * 1000;
    await lanes(alone, () => Date.now() >= until);

    const during = reads();
    let importing = true;
    const reading = lanes(during, () => !importing);
    const imported = await runImport(update, env).finally(() => (importing = false));
    await reading;
    const ms = (times) => Math.round(percentile(times, 0.99) * 10) / 10;
    return {
      details: {
        imported,
        alone: { ...alone, times: alone.times.length },
        during: { ...during, times: during.times.length },
      },
      rows: [
        {
          id: 'import-answering',
          label: `Buyers' reads failed or torn while ${count / 1000}k products change (PostgreSQL)`,
          value: during.failed + during.torn,
          unit: '',
          goal: { max: 0 },
          pass: during.failed + during.torn === 0,
          baseline: `${during.times.length} reads, ${during.updated} pages already updated; ${imported.summary} in ${imported.seconds} s`,
        },
        {
          id: 'import-answering-p99',
          label: `Buyers' reads p99 while ${count / 1000}k products change (PostgreSQL)`,
          value: ms(during.times),
          unit: 'ms',
          goal: null,
          pass: null,
          baseline: `${ms(alone.times)} ms with no import, ${LANES} buyers`,
        },
      ],
    };
  } finally {
    await server.stop();
  }
}
