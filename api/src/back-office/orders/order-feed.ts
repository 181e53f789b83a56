import type { AdminOrder } from '@storefront/shared-kernel/contracts';
import { MAX_ID } from '@storefront/shared-kernel/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { byOrder, linesOfOrders, orderHeaders, toAdminOrder } from './order-read';

/** A place in the feed: the last change read, as (the transaction that wrote it, its order number). */
interface FeedPosition {
  xid: string;
  orderNo: number;
}

const START: FeedPosition = { xid: '0', orderNo: 0 };
const BAD_CURSOR = 'since must be the next of an earlier answer of this feed';

/** The cursor a reader keeps: opaque to it, so its form may change without breaking a reader. */
const encode = (p: FeedPosition): string => Buffer.from(`${p.xid}.${p.orderNo}`).toString('base64url');

function decode(cursor: string | undefined): FeedPosition {
  if (!cursor) return START;
  const match = /^(\d{1,20})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const orderNo = Number(match?.[2]);
  // xid8 is an unsigned 64-bit number.
  if (!match || orderNo > MAX_ID || BigInt(match[1]!) >= 2n ** 64n)
    throw badRequest(BAD_CURSOR, { since: [BAD_CURSOR] });
  return { xid: match[1]!, orderNo };
}

/**
 * The orders placed or changed after the cursor, oldest change first, each with its lines
 * (docs/erp-orders.md). Orders are read in the order of the transaction that last wrote them
 * (changed_xid, set by a trigger: migration 012), and only those below the oldest transaction still
 * running: one that commits later always has a number at or above that, so it comes after what has
 * been read, never behind the cursor. Nothing is missed, and nothing read is read again unless it
 * changes again. A change overtaken by a later one before it is read is read once, as the later.
 * One repeatable-read transaction: the orders and their lines are one moment's.
 */
export async function readOrderFeed(
  db: Db,
  since: string | undefined,
  limit: number,
): Promise<{ orders: (AdminOrder & { cursor: string })[]; next: string; hasMore: boolean }> {
  const from = decode(since);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const headers = await orderHeaders(trx)
        .where(sql<boolean>`o.changed_xid < pg_snapshot_xmin(pg_current_snapshot())`)
        .where(sql<boolean>`(o.changed_xid, o.id_so) > (${from.xid}::xid8, ${from.orderNo}::int)`)
        .orderBy(sql`o.changed_xid`)
        .orderBy('o.id_so')
        .limit(limit + 1)
        .execute();
      const page = headers.slice(0, limit);
      const linesOf = byOrder(
        await linesOfOrders(
          trx,
          page.map((h) => h.id_so),
        ),
      );
      const orders = page.map((h) => ({
        ...toAdminOrder(h, linesOf.get(h.id_so) ?? []),
        cursor: encode({ xid: h.changed_xid, orderNo: h.id_so }),
      }));
      return {
        orders,
        next: orders.length > 0 ? orders[orders.length - 1]!.cursor : (since ?? encode(START)),
        hasMore: headers.length > limit,
      };
    });
}
