import { sql } from 'kysely';
import { createDatabase, type Db } from '../src/db/database';
import { unnestRows } from '../src/db/unnest-rows';
import { freshPgDatabase, onPostgres } from './helpers';

jest.setTimeout(60_000);

/**
 * unnestRows sends each column as one array parameter: every value must arrive as it was sent, however
 * it is spelt (quotes, backslashes, braces and commas are what array literals escape), on both engines.
 */
describe('unnestRows', () => {
  let db: Db;
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    if (onPostgres) {
      const fresh = await freshPgDatabase();
      drop = fresh.drop;
      db = createDatabase({ databaseUrl: fresh.url, dataDir: '' });
    } else db = createDatabase({ databaseUrl: 'memory://', dataDir: '' });
    await sql`create table bulk (name text, amount int4, flag bool, doc jsonb, ids int4[] not null)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  const rows = [
    { name: 'plain', amount: 1, flag: true, doc: '{"a":1}', ids: [1, 2, 3] },
    { name: 'a "quoted", {braced} \\ back\\slash', amount: -7, flag: false, doc: null, ids: [] },
    { name: '', amount: 2_000_000_000, flag: true, doc: '{"s":"x \\"y\\" {z}, é 中"}', ids: [42] },
    { name: 'NULL', amount: 0, flag: false, doc: '[1,"2",null]', ids: [7, 7] },
  ];

  it('inserts every row with its values unchanged', async () => {
    const types = { name: 'text', amount: 'int4', flag: 'bool', doc: 'jsonb', ids: 'int4[]' } as const;
    await sql`insert into bulk (name, amount, flag, doc, ids) ${unnestRows(rows, types)}`.execute(db);
    const stored = await sql`select name, amount, flag, doc, ids from bulk`.execute(db);
    expect(stored.rows).toEqual(rows.map((row) => ({ ...row, doc: row.doc === null ? null : JSON.parse(row.doc) })));
  });
});
