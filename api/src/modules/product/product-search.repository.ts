// The rows of a search's page: the search index (search/catalogue-index.ts) finds and orders the matches,
// and only the page's products are read here, by primary key. Single products, rails and reference lists
// are in product.repository.ts.
import type { Db } from '../../db/database';
import { isListed, productQuery, withNames } from './product.repository';

/** The products of `ids` with the caller's level's price row, in the order of `ids` (ones gone since left out). */
export async function findProductsInOrder(db: Db, priceLev: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await productQuery(db, priceLev).where('p.id', 'in', ids).where(isListed).execute();
  const place = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => place.get(a.id)! - place.get(b.id)!);
  return withNames(db, rows);
}
