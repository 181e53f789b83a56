import type { Kysely, Migration } from 'kysely';

/** Placeholder: the per-account sign-in throttle's table (filled in by the change that adds it). */
export const signInThrottleMigration: Migration = {
  async up(_db: Kysely<unknown>) {},
};
