// The catalogue file's import at scale (docs/catalogue-file.md, docs/performance.md §15): a generated file
// of new products imported by `npm run admin -- import-catalogue` on a fresh embedded database and on a
// fresh PostgreSQL database, timed end to end (the command's own start included), with the command's peak
// RSS against the same import of a tenth of the rows: streamed and batched, its memory stays flat. Then
// buyers read from a server on that database while every product's price and stock change.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { answersDuringImport } from './import-while-answering.mjs';
import { ROOT, createDatabase, startPostgres, tempDir } from './stack.mjs';

const BRANDS = ['ZOJIRUSHI', 'TIGER', 'HARIO', 'CUCHEN', 'GLASSLOCK', 'KYOCERA', 'IWATANI', 'LOCK&LOCK'];
const CATEGORIES = ['Kitchen > Rice Cookers', 'Kitchen > Kettles', 'Housewares > Storage', 'Beauty > Skin Care'];
const HEADER =
  'sku,title,description,brand,category,barcode,color,tags,uom,pack_qty,carton_qty,min_buy,stock,srp,price_1,price_2,price_3,price_4,sale,breaks,weight,material,country_of_origin,filters,status,featured,new,position';

/** EAN-13 of 12 digits: the check digit GS1 gives them. */
function ean13(twelve) {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

/** Writes `count` rows of new products, each different, and answers the file's path. */
export async function writeCatalogueFile(folder, count) {
  const file = path.join(folder, `catalogue-${count}.csv`);
  const out = fs.createWriteStream(file);
  out.write(`${HEADER}\n`);
  for (let n = 1; n <= count; n++) {
    const pack = [1, 2, 4, 6, 12][n % 5];
    const price = 5 + (n % 400) + (n % 7) / 10;
    const line = [
      `BIMP-${String(n).padStart(7, '0')}`,
      `"${BRANDS[n % BRANDS.length]} Imported Pot ${n}, ${['White', 'Black', 'Red'][n % 3]}"`,
      `"<p>Imported product <strong>${n}</strong>, ready to ship.</p>"`,
      BRANDS[n % BRANDS.length],
      CATEGORIES[n % CATEGORIES.length],
      ean13(`49${String(n).padStart(10, '0')}`),
      ['White', 'Black', 'Red'][n % 3],
      '"pot,kitchen,imported"',
      'EA',
      pack,
      pack * 4,
      pack * (1 + (n % 2)),
      n % 500,
      (price * 1.8).toFixed(2),
      price.toFixed(2),
      (price * 0.97).toFixed(2),
      (price * 0.94).toFixed(2),
      (price * 0.91).toFixed(2),
      n % 10 === 0 ? '1.00' : '',
      n % 3 === 0 ? '"24:5 | 96:10"' : '',
      `${(n % 90) / 10 + 1} lb`,
      'Stainless Steel',
      'Japan',
      `"Color: ${['White', 'Black', 'Red'][n % 3]} | Material: Stainless Steel"`,
      'active',
      n % 17 === 0 ? 'yes' : 'no',
      n % 11 === 0 ? 'yes' : 'no',
      n,
    ].join(',');
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return file;
}

/** Reads a process's resident set from /proc (Linux), in MB; 0 once it has ended. */
function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Runs the import command; answers its seconds, peak RSS, exit code and last stdout line. */
export function runImport(file, env) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/admin/cli.ts', 'import-catalogue', file], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid))), 100);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      const summary = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`import-catalogue exited ${code}: ${stderr.slice(-500)}`));
      else resolve({ seconds: (Date.now() - started) / 1000, peakMb: Math.round(peak), summary });
    });
  });
}

/**
 * The rows: the import's time on PGlite and on PostgreSQL, the same file again (nothing to change), and
 * the peak RSS of the PostgreSQL import against a tenth of its rows.
 */
export async function benchCatalogueImport({ quick, log }) {
  const count = quick ? 5_000 : 100_000;
  const folder = tempDir('catalogue-import');
  log(`writing a catalogue file of ${count} products, then importing it (PGlite, PostgreSQL)`);
  const file = await writeCatalogueFile(folder, count);
  const small = await writeCatalogueFile(folder, count / 10);
  const pglite = await runImport(file, { DATA_DIR: tempDir('import-pglite'), DATABASE_URL: '' });
  const adminUrl = startPostgres();
  const pgEnv = async (name) => ({
    DATA_DIR: tempDir(`import-${name}`),
    DATABASE_URL: await createDatabase(adminUrl, name),
  });
  const big = await pgEnv('import_big');
  const postgres = await runImport(file, big);
  const again = await runImport(file, big);
  const answering = await answersDuringImport({ count, env: big, folder, runImport, log });
  const tenth = await runImport(small, await pgEnv('import_small'));
  const size = `${count / 1000}k rows`;
  const expected = `created ${count}, updated 0, unchanged 0, invalid 0`;
  const row = (fields) => ({ ...fields, pass: fields.value <= fields.goal.max });
  const rows = [
    {
      id: 'import-pglite',
      label: `Catalogue import, ${size} (PGlite)`,
      value: pglite.summary === expected ? pglite.seconds : Infinity,
      unit: 's',
      goal: { max: 90 },
      baseline: `${pglite.summary}; peak RSS ${pglite.peakMb} MB`,
    },
    {
      id: 'import-pg',
      label: `Catalogue import, ${size} (PostgreSQL)`,
      value: postgres.summary === expected ? postgres.seconds : Infinity,
      unit: 's',
      goal: { max: 60 },
      baseline: `${postgres.summary}; the same file again ${again.seconds} s (${again.summary})`,
    },
    {
      id: 'import-memory',
      label: `Catalogue import peak RSS, ${size} / a tenth of them (PostgreSQL)`,
      value: Math.round((postgres.peakMb / Math.max(tenth.peakMb, 1)) * 100) / 100,
      unit: 'x',
      goal: { max: 1.3 },
      baseline: `${postgres.peakMb} MB against ${tenth.peakMb} MB`,
    },
  ].map(row);
  rows.push(...answering.rows);
  return { rows, details: { count, pglite, postgres, again, tenth, answering: answering.details } };
}
