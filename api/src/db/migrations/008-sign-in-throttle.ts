import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Failed sign-ins per email in a row (lib/sign-in-throttle.ts), kept in the database so the lock holds
 * across processes and restarts. Keyed by the normalised email whether or not an account has it; rows
 * untouched for a day are pruned (by `updated_at`), so made-up emails cannot grow it for ever.
 */
export const signInThrottleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table sign_in_throttle (
        email text primary key,
        failures integer not null,
        locked_until timestamptz,
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index sign_in_throttle_updated_at on sign_in_throttle (updated_at)`.execute(db);
  },
};
