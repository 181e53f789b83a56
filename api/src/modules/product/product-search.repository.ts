// The rows of a search's page: the search index (search/catalogue-index.ts) finds and orders the matches,
// and only the page's products are read here, by primary key. Single products, rails and reference lists
// are in product.repository.ts.
import type { Db } from '../../db/database';
import { countWindow, windowCountSql } from '../../search/search-index';
import { isListed, productQuery, withNames } from './product.repository';

/**
 * The products of `ids` with the caller's level's price row, in the order of `ids` (ones gone since left
 * out), and in the same statement the count of the search index's window `since` (SearchIndex.answer).
 */
export async function findProductsInOrder(db: Db, priceLev: number, ids: readonly number[], since: string) {
  if (ids.length === 0) return { rows: [], windowCount: await countWindow(db, since) };
  const rows = await productQuery(db, priceLev)
    .select(windowCountSql(since).as('window_count'))
    .where('p.id', 'in', ids)
    .where(isListed)
    .execute();
  const place = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => place.get(a.id)! - place.get(b.id)!);
  // An empty answer (every product of the page gone) cannot carry the count: read it alone.
  const windowCount = rows[0]?.window_count ?? (await countWindow(db, since));
  return { rows: await withNames(db, rows), windowCount };
}
