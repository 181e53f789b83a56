import { Migrator, sql, type Kysely } from 'kysely';
import { createDatabase, type Db } from '../src/db/database';
import { migrationProvider } from '../src/db/migrations';
import { freshPgDatabase, onPostgres } from './helpers';

// An embedded database started and migrated: the budget of every other database test (helpers.ts).
jest.setTimeout(60_000);

/**
 * Migration 017 over the Contact Us messages stored before the service desk (docs/product.md §13.9): each
 * becomes a case of its own, New, its message and files its thread's first message. Nothing is lost.
 */
describe(`017 over stored contact messages (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let db: Db;
  let pgDb: Awaited<ReturnType<typeof freshPgDatabase>> | undefined;
  beforeEach(async () => {
    pgDb = onPostgres ? await freshPgDatabase() : undefined;
    db = createDatabase({ databaseUrl: pgDb?.url ?? 'memory://', dataDir: '' });
  });
  afterEach(async () => {
    await db.destroy();
    await pgDb?.drop();
  });

  it('makes each stored request a New case with its message, files and date', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('016-product-version')).error).toBeUndefined();
    const raw = db as unknown as Kysely<unknown>;
    await sql`insert into customers (id, email, password_hash, firstname, lastname, company_nm, status)
      values (1001, 'ana@example.com', 'x', 'Ana', 'Kim', 'Kim Market', 'approved'),
             (1002, 'bo@example.com', 'x', 'Bo', 'Lee', 'Lee Foods', 'approved')`.execute(raw);
    const files = JSON.stringify([
      { name: 'list.pdf', stored: '11111111-1111-1111-1111-111111111111.pdf', type: 'application/pdf', size: 1200 },
      { name: 'shelf.png', stored: '22222222-2222-2222-2222-222222222222.png', type: 'image/png', size: 300 },
    ]);
    await sql`insert into cs_requests (customer_id, firstname, lastname, email, message, destination, files, created_at)
      values (1001, 'Ana', 'Kim', 'orders@kim.example', 'Please quote 40 cartons.', 'quote', ${files}::jsonb,
              '2025-03-01T10:00:00Z'),
             (1002, 'Bo', 'Lee', 'bo@example.com', 'Do you ship to Hawaii?', 'contactus', '[]'::jsonb,
              '2025-03-02T11:00:00Z')`.execute(raw);

    expect((await migrator.migrateTo('017-service-desk')).error).toBeUndefined();

    const cases = await db.selectFrom('service_cases').selectAll().orderBy('id').execute();
    expect(cases).toEqual([
      expect.objectContaining({
        id: 100001,
        kind: 'quote',
        customer_id: 1001,
        status: 'new',
        assignee_id: null,
        name: 'Ana Kim',
        email: 'orders@kim.example',
        version: 1,
        created_at: new Date('2025-03-01T10:00:00Z'),
        updated_at: new Date('2025-03-01T10:00:00Z'),
      }),
      expect.objectContaining({ id: 100002, kind: 'question', customer_id: 1002, name: 'Bo Lee' }),
    ]);
    const requests = await db.selectFrom('cs_requests').select(['id', 'customer_id']).orderBy('id').execute();
    const messages = await db.selectFrom('service_messages').selectAll().orderBy('id').execute();
    expect(messages.map((m) => [m.case_id, m.kind, m.body, m.cs_request_id, m.staff_id])).toEqual([
      [100001, 'buyer', 'Please quote 40 cartons.', requests[0]!.id, null],
      [100002, 'buyer', 'Do you ship to Hawaii?', requests[1]!.id, null],
    ]);
    const attachments = await db
      .selectFrom('service_attachments')
      .select(['message_id', 'customer_id', 'name', 'stored', 'type', 'size'])
      .orderBy('id')
      .execute();
    expect(attachments).toEqual([
      {
        message_id: messages[0]!.id,
        customer_id: 1001,
        name: 'list.pdf',
        stored: '11111111-1111-1111-1111-111111111111.pdf',
        type: 'application/pdf',
        size: 1200,
      },
      {
        message_id: messages[0]!.id,
        customer_id: 1001,
        name: 'shelf.png',
        stored: '22222222-2222-2222-2222-222222222222.png',
        type: 'image/png',
        size: 300,
      },
    ]);

    // New cases are numbered after the migrated ones.
    const next = await db
      .insertInto('service_cases')
      .values({ kind: 'question', customer_id: 1002, assignee_id: null, email: 'bo@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(100003);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });

  it('runs over no stored requests, and numbers the first case 100001', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('017-service-desk')).error).toBeUndefined();
    const raw = db as unknown as Kysely<unknown>;
    await sql`insert into customers (id, email, password_hash, firstname, lastname, company_nm)
      values (1001, 'ana@example.com', 'x', 'Ana', 'Kim', 'Kim Market')`.execute(raw);
    const first = await db
      .insertInto('service_cases')
      .values({ kind: 'quote', customer_id: 1001, assignee_id: null, email: 'ana@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(first.id).toBe(100001);
  });
});
