import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { insertCsRequest } from './customer.repository';
import type { UploadAllowance } from './customer-service-uploads';

const DAY_MS = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

/** Bytes being uploaded right now, per database and customer: concurrent messages share one allowance. */
const inFlight = new WeakMap<Db, Map<number, number>>();
const inFlightOf = (db: Db) => {
  let map = inFlight.get(db);
  if (!map) inFlight.set(db, (map = new Map()));
  return map;
};

/** What the customer stored through the contact form in the last 24 hours, and when the oldest of it was. */
const storedInLastDay = async (db: Db, customerId: number) => {
  const { rows } = await sql<{ bytes: number; oldest: Date | string | null }>`
    select coalesce(sum((f ->> 'size')::float8), 0)::float8 as bytes, min(r.created_at) as oldest
    from cs_requests r cross join lateral jsonb_array_elements(r.files) f
    where r.customer_id = ${customerId} and r.created_at > now() - interval '24 hours'`.execute(db);
  const row = rows[0];
  return { bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
};

/** 429 with when the oldest counted upload leaves the 24 hours (at least a minute). */
const dailyLimitReached = (limitBytes: number, oldest: Date | null) => {
  const message = `One account can send at most ${limitBytes / MB} MB of files in 24 hours. Please send this message later, or with smaller files.`;
  const waitMs = oldest ? oldest.getTime() + DAY_MS - Date.now() : 0;
  return Object.assign(new AppError(429, 'UPLOAD_LIMIT_REACHED', message, { files: [message] }), {
    retryAfterSeconds: Math.max(60, Math.ceil(waitMs / 1000)),
  });
};

export interface DailyAllowance extends UploadAllowance {
  /** Gives back what this message took (stored or not: once stored, the database counts it). */
  release(): void;
}

/**
 * The account's allowance for one message: what it stored in the last 24 hours plus what its other
 * messages are uploading now must stay within `csUploadDailyBytes`; each chunk is taken as it arrives.
 */
export async function openDailyAllowance(deps: Deps, customerId: number): Promise<DailyAllowance> {
  const limit = deps.config.csUploadDailyBytes;
  const stored = await storedInLastDay(deps.db, customerId);
  const uploading = inFlightOf(deps.db);
  let taken = 0;
  return {
    take(bytes) {
      taken += bytes;
      const now = (uploading.get(customerId) ?? 0) + bytes;
      uploading.set(customerId, now);
      if (stored.bytes + now > limit) throw dailyLimitReached(limit, stored.oldest);
    },
    release() {
      const left = (uploading.get(customerId) ?? 0) - taken;
      taken = 0;
      if (left > 0) uploading.set(customerId, left);
      else uploading.delete(customerId);
    },
  };
}

/**
 * Stores the request row, and in the same transaction what `then` writes with it (the case it opens or
 * the message it adds, docs/product.md §13.9): kept together or not at all. With files, the account's
 * 24 hours are counted again under a lock of its row, so messages stored meanwhile (by another server
 * process) cannot together pass the limit.
 */
export async function insertWithinDailyLimit<T>(
  deps: Deps,
  row: Parameters<typeof insertCsRequest>[1],
  bytes: number,
  then: (trx: Transaction<Database>, requestId: number) => Promise<T>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    if (bytes > 0) {
      await trx.selectFrom('customers').select('id').where('id', '=', row.customerId).forUpdate().execute();
      const stored = await storedInLastDay(trx, row.customerId);
      const limit = deps.config.csUploadDailyBytes;
      if (stored.bytes + bytes > limit) throw dailyLimitReached(limit, stored.oldest);
    }
    const { id } = await insertCsRequest(trx, row);
    return then(trx, id);
  });
}
