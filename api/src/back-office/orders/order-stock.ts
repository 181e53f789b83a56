import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Gives back what placing the order took (docs/product.md §7.7): per product, the stock its lines
 * took, which is each line's quantity less its backordered part (a BACKORDERED line took none), and
 * the units it added to the best-seller count. Products are written in SKU order, the order
 * place-order locks them in, so the two never deadlock. Answers the units returned per SKU.
 */
export async function returnStockOf(trx: Transaction<Database>, idSO: number): Promise<Record<string, number>> {
  const taken = await trx
    .selectFrom('order_lines')
    .select([
      'id_style',
      sql<number>`sum(qty - backorder_qty)::int`.as('from_stock'),
      sql<number>`sum(qty)::int`.as('ordered'),
    ])
    .where('id_so', '=', idSO)
    .groupBy('id_style')
    .orderBy('id_style')
    .execute();
  const returned: Record<string, number> = {};
  for (const line of taken) {
    await trx
      .updateTable('products')
      .set({
        ava_qty: sql<number>`ava_qty + ${line.from_stock}`,
        sold_count: sql<number>`greatest(sold_count - ${line.ordered}, 0)`,
      })
      .where('id_style', '=', line.id_style)
      .execute();
    if (line.from_stock > 0) returned[line.id_style] = line.from_stock;
  }
  return returned;
}
