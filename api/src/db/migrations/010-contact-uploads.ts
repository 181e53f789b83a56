import type { Kysely, Migration } from 'kysely';

/** Placeholder: what the contact form's streamed uploads need stored (if anything). */
export const contactUploadsMigration: Migration = {
  async up(_db: Kysely<unknown>) {},
};
