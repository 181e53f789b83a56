// Run with `node --import tsx`: ANALYZE the catalogue after a bulk seed, as autovacuum would in time
// (PGlite has no autovacuum at all). Without it the planner keeps plans made for an almost empty table.
import { sql } from 'kysely';
import { loadConfig } from '../../api/src/config.ts';
import { createDatabase } from '../../api/src/db/database.ts';

const db = createDatabase(loadConfig());
await sql`analyze`.execute(db);
await db.destroy();
