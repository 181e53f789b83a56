import {
  HOME_RAILS,
  type HomeBannerRow,
  type HomeContent,
  type HomeRail,
  type HomeRailProduct,
} from '@storefront/shared-kernel/contracts';
import { RAIL_SIZES } from '@storefront/shared-kernel/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { BannersTable } from '../../db/schema';
import { findRail } from '../../modules/product/product.repository';
import { RAIL_PICKED_COLUMN, STANDARD_PROMO_STRIP } from '../../modules/system/home-reads';
import { CategoryTree } from '../catalogue/category-tree';

/**
 * The home page's content as the back office shows it (docs/product.md §13.8): every banner (hidden ones
 * too), the tiles and rails with what they show buyers now, the promotional strip's texts and the brands'
 * order. Read whole: a few dozen rows.
 */

/** The banners' kinds as the contract names them, and as the table keeps them. */
export const BANNER_KIND_IN_TABLE = { main: 'main', content: 'cms' } as const;

export const toBannerRow = (row: Selectable<BannersTable>): HomeBannerRow => ({
  id: row.id,
  kind: row.kind === 'main' ? 'main' : 'content',
  title: row.title,
  link: row.url,
  picture: row.filepath1,
  thumbnail: row.tfilepath1,
  isShown: row.is_shown,
  sort: row.sort,
});

export const readHomeSettings = (db: Db) =>
  db.selectFrom('home_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

/** The products picked for each rail, in order, with whether buyers are shown each. */
async function readPicks(db: Db): Promise<Map<string, HomeRailProduct[]>> {
  const rows = await db
    .selectFrom('home_rail_picks as h')
    .innerJoin('products as p', 'p.id_style', 'h.id_style')
    .select(['h.rail', 'p.id_style', 'p.web_title', 'p.filepath1', 'p.tfilepath1', 'p.listed'])
    .orderBy('h.rail')
    .orderBy('h.sort')
    .execute();
  const picks = new Map<string, HomeRailProduct[]>();
  for (const row of rows)
    picks.set(row.rail, [
      ...(picks.get(row.rail) ?? []),
      { sku: row.id_style, title: row.web_title, thumbnail: row.tfilepath1 || row.filepath1, isListed: row.listed },
    ]);
  return picks;
}

export async function readHomeContent(db: Db): Promise<HomeContent> {
  const [banners, settings, tiles, tree, picks, brands] = await Promise.all([
    db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute(),
    readHomeSettings(db),
    db.selectFrom('home_tiles').select('category_id').orderBy('sort').execute(),
    CategoryTree.read(db),
    readPicks(db),
    db.selectFrom('brands').select(['id', 'name', 'logo']).orderBy('sort').orderBy('id').execute(),
  ]);
  const categories = tree.ordered();
  const picked = tiles.map((row) => row.category_id);
  // The rule as the storefront's tiles call reads it: the second level, by place, then id (system.service.ts).
  const ruleTiles = [...categories]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .filter((c) => c.level === 2)
    .map((c) => c.id);

  const rails: HomeRail[] = [];
  for (const rail of HOME_RAILS) {
    const railPicks = picks.get(rail) ?? [];
    const isPicked = settings[RAIL_PICKED_COLUMN[rail]];
    const showing = isPicked
      ? railPicks.filter((pick) => pick.isListed).slice(0, RAIL_SIZES[rail])
      : (await findRail(db, 1, rail, RAIL_SIZES[rail])).map((row) => ({
          sku: row.id_style,
          title: row.web_title,
          thumbnail: row.filepath1,
          isListed: true,
        }));
    rails.push({ rail, mode: isPicked ? 'picked' : 'rule', picks: railPicks, showing });
  }

  return {
    banners: {
      main: banners.filter((b) => b.kind === BANNER_KIND_IN_TABLE.main).map(toBannerRow),
      content: banners.filter((b) => b.kind === BANNER_KIND_IN_TABLE.content).map(toBannerRow),
    },
    tiles: {
      mode: settings.tiles_picked ? 'picked' : 'rule',
      picked,
      shown: settings.tiles_picked ? picked : ruleTiles,
      categories: categories.map((c) => ({
        id: c.id,
        name: c.name,
        path: tree.pathOf(c.id),
        level: c.level,
        tile: c.filepath1,
      })),
    },
    promoStrip: {
      visitor: settings.promo_visitor ?? STANDARD_PROMO_STRIP.visitor,
      buyer: settings.promo_buyer ?? STANDARD_PROMO_STRIP.buyer,
      standard: { ...STANDARD_PROMO_STRIP },
    },
    rails,
    brands,
  };
}
