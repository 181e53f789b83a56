import {
  HOME_BANNER_KIND_LABELS,
  HOME_BANNERS_PER_KIND,
  type HomeBannerKind,
  type HomeContent,
} from '@storefront/shared-kernel/contracts';
import type { StoredPicture } from '../../catalogue/picture-store';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { notFound, unprocessable } from '../../lib/errors';
import { BRAND_CODE } from '../../seed/demo-catalogue';
import { changedFields, type Actor } from '../audit';
import { movedOrder } from '../catalogue/catalogue-write';
import { BANNER_KIND_IN_TABLE, toBannerRow } from './home-content-read';
import { auditHome, lockBanners, writeHome } from './home-write';

/**
 * The home's banners (docs/product.md §13.8): the carousel's slides (main) and the Highlights (content), each
 * with its picture, title, link, place and whether it is shown. Audited as `home.banner-*`.
 */
const BANNER_NOT_FOUND = 'Banner not found';
const record = (id: number) => ({ kind: 'banner', id });

export interface BannerFields {
  title: string;
  link: string;
  isShown: boolean;
}

/** What an audit row keeps of a banner. */
const auditedFields = (row: ReturnType<typeof toBannerRow>) => ({
  kind: row.kind,
  title: row.title,
  link: row.link,
  picture: row.picture,
  isShown: row.isShown,
});

/** The banner of `id` in a banner write's transaction (the table locked for it); 404 when there is none. */
async function bannerOf(trx: Db, id: number) {
  await lockBanners(trx);
  const row = await trx.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(BANNER_NOT_FOUND, 'BANNER_NOT_FOUND');
  return row;
}

/** Adds a banner last of its kind, with its picture; 422 when the kind already has as many as it may. */
export function addBanner(
  deps: Deps,
  actor: Actor,
  kind: HomeBannerKind,
  fields: BannerFields,
  picture: StoredPicture,
): Promise<HomeContent> {
  return writeHome(deps, async (trx) => {
    await lockBanners(trx);
    const siblings = await trx
      .selectFrom('banners')
      .select('sort')
      .where('kind', '=', BANNER_KIND_IN_TABLE[kind])
      .execute();
    if (siblings.length >= HOME_BANNERS_PER_KIND)
      throw unprocessable(
        `There are already ${HOME_BANNERS_PER_KIND} ${HOME_BANNER_KIND_LABELS[kind].toLowerCase()}: delete one before adding another.`,
        'TOO_MANY_BANNERS',
      );
    const added = await trx
      .insertInto('banners')
      .values({
        // The site's one brand (the store's banners were seeded under it; the storefront reads them all).
        brand_code: BRAND_CODE,
        kind: BANNER_KIND_IN_TABLE[kind],
        title: fields.title,
        url: fields.link,
        is_shown: fields.isShown,
        filepath1: picture.filepath1,
        tfilepath1: picture.tfilepath1,
        sort: siblings.reduce((last, row) => Math.max(last, row.sort + 1), 0),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditHome(trx, actor, 'banner-add', record(added.id), null, auditedFields(toBannerRow(added)));
  });
}

/** Changes a banner's title, link and whether it is shown; the audit row keeps what changed. */
export function changeBanner(deps: Deps, actor: Actor, id: number, fields: BannerFields): Promise<HomeContent> {
  return writeHome(deps, async (trx) => {
    const row = await bannerOf(trx, id);
    const before = toBannerRow(row);
    const change = changedFields(
      { title: before.title, link: before.link, isShown: before.isShown },
      { title: fields.title, link: fields.link, isShown: fields.isShown },
    );
    if (Object.keys(change.after).length === 0) return;
    await trx
      .updateTable('banners')
      .set({ title: fields.title, url: fields.link, is_shown: fields.isShown })
      .where('id', '=', id)
      .execute();
    await auditHome(trx, actor, 'banner-change', record(id), change.before, change.after);
  });
}

/** Replaces a banner's picture (and thumbnail). */
export function setBannerPicture(deps: Deps, actor: Actor, id: number, picture: StoredPicture): Promise<HomeContent> {
  return writeHome(deps, async (trx) => {
    const row = await bannerOf(trx, id);
    if (row.filepath1 === picture.filepath1) return;
    await trx
      .updateTable('banners')
      .set({ filepath1: picture.filepath1, tfilepath1: picture.tfilepath1 })
      .where('id', '=', id)
      .execute();
    await auditHome(
      trx,
      actor,
      'banner-picture',
      record(id),
      { picture: row.filepath1 },
      { picture: picture.filepath1 },
    );
  });
}

/**
 * Moves a banner one place up or down among those of its kind, which are numbered again from 0 (old places may
 * tie); the audit row gives its place before and after, from 1. Nothing when it cannot move.
 */
export function moveBanner(deps: Deps, actor: Actor, id: number, direction: 'up' | 'down'): Promise<HomeContent> {
  return writeHome(deps, async (trx) => {
    const row = await bannerOf(trx, id);
    const siblings = await trx
      .selectFrom('banners')
      .select(['id', 'sort'])
      .where('kind', '=', row.kind)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const order = movedOrder(siblings, id, direction);
    if (!order) return;
    for (const [place, sibling] of order.entries())
      if (sibling.sort !== place)
        await trx.updateTable('banners').set({ sort: place }).where('id', '=', sibling.id).execute();
    const placeIn = (rows: readonly { id: number }[]) => ({ place: rows.findIndex((r) => r.id === id) + 1 });
    await auditHome(trx, actor, 'banner-move', record(id), placeIn(siblings), placeIn(order));
  });
}

/** Deletes a banner; its audit row keeps what it was. Its picture file stays (it may be given again). */
export function deleteBanner(deps: Deps, actor: Actor, id: number): Promise<HomeContent> {
  return writeHome(deps, async (trx) => {
    const row = await bannerOf(trx, id);
    await trx.deleteFrom('banners').where('id', '=', id).execute();
    await auditHome(trx, actor, 'banner-delete', record(id), auditedFields(toBannerRow(row)), null);
  });
}
