import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, migrateToLatest } from '../../src/db/database';
import { signSession } from '../../src/lib/jwt';
import { freshPgDatabase, onPostgres } from '../helpers';
import { startServerProcess, type ServerProcess } from '../server-process';
import { PDF } from './upload-files';

/**
 * Issue 34's burst against a real server process: 24 contact forms at once, each with 5 files of
 * 4.9 MB, from 12 accounts (two forms each, within the 50 MB a day of one account). Files are streamed
 * to disk, so the server's memory (RSS, read from /proc) comes back to within 25 % of where it started
 * once idle. Files held whole in memory (and mailed as base64 beside their stored copy) took it from
 * 643 MB to 2.6 GB, never given back.
 */
const MB = 1024 * 1024;
const ACCOUNTS = 12;
const FORMS = 24;
const FILE = Buffer.concat([PDF, Buffer.alloc(4.9 * MB - PDF.length, 0x20)]);
const SECRET = 'upload-memory-secret-upload-memory-secret';
const IDLE_WITHIN_MS = 60_000;

const rssOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)![1]) * 1024;
};
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** Approved customers written before the server starts (the embedded database is one process's). */
async function addAccounts(dataDir: string, databaseUrl: string | undefined): Promise<number[]> {
  const db = createDatabase({ dataDir, databaseUrl });
  try {
    await migrateToLatest(db);
    const rows = Array.from({ length: ACCOUNTS + 1 }, (_, i) => ({
      email: `burst${i}@example.com`,
      password_hash: 'not used: sessions are signed by the test',
      status: 'approved' as const,
      firstname: 'Burst',
      lastname: `Buyer${i}`,
      company_nm: 'Burst Co',
      ...{ tel: '', cell_phone: '', fax: '', addr: '', city: '', zipcode: '', state: '', country: '' },
      ...{ ein: '', b_type: '', b_license_no: '', sp_no: '', remark: '' },
      decided_at: new Date(),
    }));
    const ids = await db.insertInto('customers').values(rows).returning('id').execute();
    return ids.map((r) => r.id);
  } finally {
    await db.destroy();
  }
}

describe('contact-form uploads under a burst (real server process)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('24 forms of 5 × 4.9 MB at once: all stored once, and the memory comes back within 25 %', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-upload-burst-'));
    const pg = onPostgres ? await freshPgDatabase() : undefined;
    dropDatabase = pg?.drop;
    const ids = await addAccounts(dataDir, pg?.url);
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: pg?.url ?? '',
      JWT_SECRET: SECRET,
      SEED_DEMO: '0',
      // The forms carry 24.5 MB each, past the default 20 MB a message: raised to take them all.
      CS_UPLOAD_REQUEST_MB: '25',
    });
    const api = `${server.url}/api/customer/register-cs`;
    const pid = server.child.pid!;
    const tokens = ids.map((id) => signSession(id, 1, SECRET, 3600).token);
    const send = (token: string, files: Blob[]) => {
      const body = new FormData();
      body.append(
        'csInfo',
        JSON.stringify({
          firstname: 'Burst',
          lastname: 'Buyer',
          email: 'burst@example.com',
          message: 'A quote for these, please.',
        }),
      );
      files.forEach((file, i) => body.append('files', file, `quote-${i}.pdf`));
      return fetch(api, {
        method: 'POST',
        headers: { 'x-api-key': 'storefront-web', authorization: `Bearer ${token}` },
        body,
      });
    };

    // Warmed up by one small form (its code loaded, its folders made), then measured.
    const warmUp = await send(tokens[ACCOUNTS]!, [new Blob([new Uint8Array(PDF)], { type: 'application/pdf' })]);
    expect(warmUp.status).toBe(200);
    const start = rssOf(pid);

    const files = Array.from({ length: 5 }, () => new Blob([new Uint8Array(FILE)], { type: 'application/pdf' }));
    let peak = start;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
    const statuses = await Promise.all(
      Array.from({ length: FORMS }, async (_, i) => (await send(tokens[i % ACCOUNTS]!, files)).status),
    );
    clearInterval(sampler);
    expect(statuses).toEqual(Array(FORMS).fill(200));

    // Idle: the memory settles back, or the test says where it stayed.
    const deadline = Date.now() + IDLE_WITHIN_MS;
    let now = rssOf(pid);
    while (now > start * 1.25 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      now = rssOf(pid);
    }
    // Nor were the files held while they arrived: 588 MB went through, and the peak stays within 50 %.
    const memory = { start: mb(start), peak: mb(peak), idle: mb(now) };
    expect({ ...memory, idleWithinQuarter: now <= start * 1.25, peakWithinHalf: peak <= start * 1.5 }).toEqual({
      ...memory,
      idleWithinQuarter: true,
      peakWithinHalf: true,
    });

    // One stored copy of each file; the mails list the big files rather than carry them again.
    const stored = fs.readdirSync(path.join(dataDir, 'cs-uploads'));
    expect(stored).toHaveLength(FORMS * 5 + 1);
    const outbox = path.join(dataDir, 'outbox');
    const mails = fs.readdirSync(outbox).map((f) => fs.statSync(path.join(outbox, f)).size);
    expect(mails).toHaveLength(FORMS + 1);
    expect(Math.max(...mails)).toBeLessThan(64 * 1024);
  }, 300_000);
});
