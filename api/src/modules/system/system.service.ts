import { toSlug } from '@storefront/shared-kernel/domain';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { pickedTileIds, promoStripTexts } from './home-reads';
import * as repo from './system.repository';

const ok = { is_success: true as const };

export async function getCms(deps: Deps, gubun: string) {
  const cms = await repo.findCms(deps.db, gubun);
  if (!cms) throw notFound('Page not found');
  return { ...ok, cms };
}

export async function getMenu(deps: Deps) {
  const rows = await repo.listCategories(deps.db);
  return {
    ...ok,
    menuList: rows.map((c) => ({
      idWebCate: c.id,
      cateNm: c.name,
      pCode: c.parent_id ?? 0,
      level: c.level,
      filepath1: c.filepath1,
      slug: c.slug,
    })),
  };
}

export async function getCodes(deps: Deps, div: string) {
  const rows = await repo.listCodes(deps.db, div);
  return {
    ...ok,
    codeList: rows.map((c) => ({ idCode: c.id_code, codeNm: c.code_nm, item1: c.item1, item2: c.item2 })),
  };
}

export async function getBanners(deps: Deps) {
  return { ...ok, bannerList: await repo.listBanners(deps.db, 'main') };
}

export async function getCmsBanners(deps: Deps) {
  return { ...ok, cmsBannerList: await repo.listBanners(deps.db, 'cms') };
}

/**
 * Home tiles: the second-level categories (the top level has its own "Shop By Category" call), or the
 * categories staff picked, in their order (docs/product.md §13.8).
 */
export async function getCategoryTiles(deps: Deps) {
  const rows = await repo.listCategories(deps.db);
  const picked = await pickedTileIds(deps.db);
  const tiles = picked ? tilesInOrder(rows, picked) : rows.filter((c) => c.level === 2);
  return {
    ...ok,
    categoryList: tiles.map((c) => ({ idWebCate: c.id, title: c.name, slug: c.slug, filepath1: c.filepath1 })),
  };
}

/** The picked categories in the order picked (a category gone since is left out). */
function tilesInOrder<C extends { id: number }>(rows: readonly C[], picked: readonly number[]): C[] {
  const byId = new Map(rows.map((c) => [c.id, c]));
  return picked.map((id) => byId.get(id)).filter((c): c is C => c !== undefined);
}

/** The promotional strip's text for each audience (docs/product.md §3.4, §13.8); '' hides it. */
export async function getPromoStrip(deps: Deps) {
  return { ...ok, promoStrip: await promoStripTexts(deps.db) };
}

export async function getWebFirstDepth(deps: Deps) {
  const rows = await repo.listCategories(deps.db);
  return {
    ...ok,
    categoryList: rows
      .filter((c) => c.level === 1)
      .map((c) => ({ idWebCate: c.id, cateNm: c.name, slug: c.slug, banner_filepath1: c.banner_filepath1 })),
  };
}

export async function getStore(deps: Deps) {
  const store = await repo.firstStore(deps.db);
  if (!store) throw notFound('Store not found');
  return { ...ok, storeInfo: { idStore: store.id_store, zipcode: store.zipcode, name: store.name } };
}

/** The filter groups of a category (by name or slug); with no category, every group. */
export async function getFilterMenu(deps: Deps, category: string | undefined) {
  const rows = await repo.listCategories(deps.db);
  if (!category) {
    const groups = (await repo.listCodes(deps.db, '88')).map((g) => g.id_code).join(',');
    return { ...ok, filterList: [{ idWebCate: 0, cateNm: '', filterGroup: groups }] };
  }
  const slug = toSlug(category);
  const match = rows.find((c) => c.slug === slug);
  // A brand name arrives as the category too (docs/product.md §5.3): brands get every group.
  if (!match) {
    const groups = (await repo.listCodes(deps.db, '88')).map((g) => g.id_code).join(',');
    return { ...ok, filterList: [{ idWebCate: 0, cateNm: category, filterGroup: groups }] };
  }
  return { ...ok, filterList: [{ idWebCate: match.id, cateNm: match.name, filterGroup: match.filter_groups }] };
}

export async function getEcatalogs(deps: Deps) {
  const rows = await repo.listEcatalogs(deps.db);
  return {
    ...ok,
    eCatalogList: rows.map((r) => ({ title: r.title, Tfilepath1: r.tfilepath1, filepath2: r.filepath2 })),
  };
}

export async function getBrands(deps: Deps) {
  const rows = await repo.listBrands(deps.db);
  return {
    ...ok,
    brandList: rows.map((b) => ({
      brandId: b.id,
      name: b.name,
      logo: b.logo,
      link: `/search?category=${toSlug(b.name)}`,
    })),
  };
}
