import type { RailName } from '@storefront/shared-kernel/domain';
import type { Db } from '../../db/database';
import { cachedRead } from '../../plugins/cache';

/**
 * What the home page shows as staff chose it (docs/product.md §13.8), read by the storefront's calls. Kept
 * as the other reference reads are (plugins/cache.ts); a member's save drops them in every API process.
 */

/** The promotional strip's standard wording (§3.4): what it says until staff change it. */
export const STANDARD_PROMO_STRIP = {
  visitor:
    'Wholesale only: sign in to see your prices. Freight is quoted on the invoice, payment on terms when your order ships.',
  buyer: 'Wholesale only. Freight is quoted on the invoice, payment on terms when your order ships.',
} as const;

/** Each rail's column in home_settings. */
export const RAIL_PICKED_COLUMN = {
  bestSeller: 'best_seller_picked',
  newarrival: 'new_arrival_picked',
  featured: 'featured_picked',
} as const satisfies Record<RailName, string>;

export const homeSettings = (db: Db) =>
  cachedRead(db, 'home:settings', () =>
    db.selectFrom('home_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
  );

/** What the strip says to each audience: the saved text, or the standard wording; '' hides it. */
export async function promoStripTexts(db: Db): Promise<{ visitor: string; buyer: string }> {
  const settings = await homeSettings(db);
  return {
    visitor: settings.promo_visitor ?? STANDARD_PROMO_STRIP.visitor,
    buyer: settings.promo_buyer ?? STANDARD_PROMO_STRIP.buyer,
  };
}

/** The categories picked for the tiles, in order; null while the tiles follow their rule. */
export async function pickedTileIds(db: Db): Promise<number[] | null> {
  if (!(await homeSettings(db)).tiles_picked) return null;
  return cachedRead(db, 'home:tiles', async () =>
    (await db.selectFrom('home_tiles').select('category_id').orderBy('sort').execute()).map((row) => row.category_id),
  );
}

/** The SKUs picked for a rail, in order; null while the rail follows its rule. */
export async function pickedRailSkus(db: Db, rail: RailName): Promise<string[] | null> {
  if (!(await homeSettings(db))[RAIL_PICKED_COLUMN[rail]]) return null;
  return cachedRead(db, `home:rail:${rail}`, async () =>
    (await db.selectFrom('home_rail_picks').select('id_style').where('rail', '=', rail).orderBy('sort').execute()).map(
      (row) => row.id_style,
    ),
  );
}
