import type { HomeChoiceMode, HomeContent } from '@storefront/shared-kernel/contracts';
import type { RailName } from '@storefront/shared-kernel/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { RAIL_PICKED_COLUMN, STANDARD_PROMO_STRIP } from '../../modules/system/home-reads';
import { changedFields, type Actor } from '../audit';
import { auditHome, lockHomeSettings, writeHome } from './home-write';

/**
 * What the home shows besides its banners (docs/product.md §13.8): the category tiles, the promotional strip's
 * text and the product rails, each either its rule (the storefront's own choice) or what staff picked.
 * Audited as `home.tiles`, `home.promo-strip` and `home.rail`, each with what changed.
 */

const modeOf = (picked: boolean): HomeChoiceMode => (picked ? 'picked' : 'rule');

/** 422 naming each refused item under `field`, all of them in the message. */
const refused = (code: string, field: string, lead: string, reasons: string[]) =>
  new AppError(422, code, `${lead} ${reasons.join('; ')}.`, { [field]: reasons });

/** Chooses the tiles: the rule, or the categories picked (kept either way, in order); 422 naming unknown ones. */
export function setTiles(deps: Deps, actor: Actor, mode: HomeChoiceMode, categoryIds: number[]): Promise<HomeContent> {
  return writeHome(deps, async (trx) => {
    const settings = await lockHomeSettings(trx);
    // The categories are a few hundred rows at most: their names, read whole.
    const categories = await trx.selectFrom('categories').select(['id', 'name']).execute();
    const nameOf = new Map(categories.map((c) => [c.id, c.name]));
    const unknown = categoryIds.filter((id) => !nameOf.has(id));
    if (unknown.length > 0)
      throw refused(
        'UNKNOWN_CATEGORIES',
        'categoryIds',
        'These categories cannot be picked:',
        unknown.map((id) => `category ${id} is not in the catalogue`),
      );
    const before = await trx.selectFrom('home_tiles').select('category_id').orderBy('sort').execute();
    const change = changedFields(
      { mode: modeOf(settings.tiles_picked), categories: before.map((row) => nameOf.get(row.category_id)) },
      { mode, categories: categoryIds.map((id) => nameOf.get(id)) },
    );
    if (Object.keys(change.after).length === 0) return;
    await trx
      .updateTable('home_settings')
      .set({ tiles_picked: mode === 'picked' })
      .where('id', '=', 1)
      .execute();
    await trx.deleteFrom('home_tiles').execute();
    if (categoryIds.length > 0)
      await trx
        .insertInto('home_tiles')
        .values(categoryIds.map((id, sort) => ({ category_id: id, sort })))
        .execute();
    await auditHome(trx, actor, 'tiles', { kind: 'home', id: 'tiles' }, change.before, change.after);
  });
}

/**
 * Sets the promotional strip's text for visitors and for buyers: '' hides it for them, and the standard
 * wording is kept as such (null), so it follows the storefront's own if that changes.
 */
export function setPromoStrip(
  deps: Deps,
  actor: Actor,
  texts: { visitor: string; buyer: string },
): Promise<HomeContent> {
  return writeHome(deps, async (trx) => {
    const settings = await lockHomeSettings(trx);
    const change = changedFields(
      {
        visitor: settings.promo_visitor ?? STANDARD_PROMO_STRIP.visitor,
        buyer: settings.promo_buyer ?? STANDARD_PROMO_STRIP.buyer,
      },
      texts,
    );
    if (Object.keys(change.after).length === 0) return;
    await trx
      .updateTable('home_settings')
      .set({
        promo_visitor: texts.visitor === STANDARD_PROMO_STRIP.visitor ? null : texts.visitor,
        promo_buyer: texts.buyer === STANDARD_PROMO_STRIP.buyer ? null : texts.buyer,
      })
      .where('id', '=', 1)
      .execute();
    await auditHome(trx, actor, 'promo-strip', { kind: 'home', id: 'promo-strip' }, change.before, change.after);
  });
}

/**
 * The catalogue's own spelling of each SKU picked (matched in any case, the exact one first), or why it
 * cannot be picked: not in the catalogue, hidden, or without a picture (buyers are shown neither).
 */
async function resolvePicks(trx: Db, skus: readonly string[]): Promise<{ skus: string[]; reasons: string[] }> {
  if (skus.length === 0) return { skus: [], reasons: [] };
  const rows = await trx
    .selectFrom('products')
    .select(['id_style', 'status', 'listed'])
    .where(
      sql<string>`lower(id_style)`,
      'in',
      skus.map((sku) => sku.toLowerCase()),
    )
    .execute();
  const resolved: string[] = [];
  const reasons: string[] = [];
  for (const sku of skus) {
    const row =
      rows.find((r) => r.id_style === sku) ?? rows.find((r) => r.id_style.toLowerCase() === sku.toLowerCase());
    if (!row) reasons.push(`${sku} is not a product of the catalogue`);
    else if (row.status === 'hidden') reasons.push(`${row.id_style} is hidden from buyers`);
    else if (!row.listed) reasons.push(`${row.id_style} has no picture, so buyers are not shown it`);
    else resolved.push(row.id_style);
  }
  if (new Set(resolved).size !== resolved.length) reasons.push('Each product may be picked once');
  return { skus: resolved, reasons };
}

/** Chooses what a rail shows: its rule, or the products picked (kept either way, in order). */
export function setRail(
  deps: Deps,
  actor: Actor,
  rail: RailName,
  mode: HomeChoiceMode,
  skus: string[],
): Promise<HomeContent> {
  return writeHome(deps, async (trx) => {
    const settings = await lockHomeSettings(trx);
    const picks = await resolvePicks(trx, skus);
    if (picks.reasons.length > 0)
      throw refused('PICKS_REFUSED', 'skus', 'These products cannot be picked:', picks.reasons);
    const before = await trx
      .selectFrom('home_rail_picks')
      .select('id_style')
      .where('rail', '=', rail)
      .orderBy('sort')
      .execute();
    const column = RAIL_PICKED_COLUMN[rail];
    const change = changedFields(
      { mode: modeOf(settings[column]), skus: before.map((row) => row.id_style) },
      { mode, skus: picks.skus },
    );
    if (Object.keys(change.after).length === 0) return;
    await trx
      .updateTable('home_settings')
      .set({ [column]: mode === 'picked' })
      .where('id', '=', 1)
      .execute();
    await trx.deleteFrom('home_rail_picks').where('rail', '=', rail).execute();
    if (picks.skus.length > 0)
      await trx
        .insertInto('home_rail_picks')
        .values(picks.skus.map((id_style, sort) => ({ rail, id_style, sort })))
        .execute();
    await auditHome(trx, actor, 'rail', { kind: 'home', id: rail }, change.before, change.after);
  });
}
