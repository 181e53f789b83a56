import { filterIdOf, toSlug } from '@storefront/shared-kernel/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { captionedPicture, pngPicture, writeUpload } from './assets';
import {
  BRAND_CODE,
  BRANDS,
  CATEGORY_TREE,
  CMS_PAGES,
  FILTER_GROUPS,
  PAY_METHODS,
  SHIP_METHODS,
  TAX_RATES,
  type LeafSpec,
} from './demo-catalogue';

const CHUNK = 500;
/** Inserts rows in chunks: one statement per chunk keeps seeding fast on both databases. */
export async function insertChunked<T extends keyof Database>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

export interface LeafRef {
  id: number;
  name: string;
  spec: LeafSpec;
  topName: string;
}

/** Brands, categories (ids 1.. in tree order), codes, content, stores, tax rates, banners, logos. */
export async function seedReference(
  db: Db,
  dataDir: string,
): Promise<{ brandIds: Map<string, number>; leaves: LeafRef[] }> {
  const brandRows = await Promise.all(
    BRANDS.map(async (b, i) => ({
      code: b.code,
      name: b.name,
      sort: i,
      logo: writeUpload(
        dataDir,
        `brands/${b.code.toLowerCase()}.webp`,
        await captionedPicture({ width: 240, height: 120, hue: b.hue, title: b.name, shape: i }),
      ),
    })),
  );
  const inserted = await db.insertInto('brands').values(brandRows).returning(['id', 'name']).execute();
  const brandIds = new Map(inserted.map((b) => [b.name, b.id]));

  const categories: Insertable<Database['categories']>[] = [];
  const leaves: LeafRef[] = [];
  let id = 0;
  const picture = (name: string, hue: number, i: number, w = 400, h = 300) =>
    writeUpload(
      dataDir,
      `categories/${toSlug(name)}${w > 400 ? '-banner' : ''}.png`,
      pngPicture({ width: w, height: h, hue, shape: i }),
    );
  CATEGORY_TREE.forEach((top, ti) => {
    const topId = ++id;
    categories.push({
      id: topId,
      slug: toSlug(top.name),
      name: top.name,
      parent_id: null,
      level: 1,
      sort: ti,
      filepath1: picture(top.name, top.hue, ti),
      banner_filepath1: picture(top.name, top.hue, ti, 1200, 300),
      filter_groups: top.filterGroups.join(','),
    });
    top.children.forEach((child, ci) => {
      const childId = ++id;
      categories.push({
        id: childId,
        slug: toSlug(child.name),
        name: child.name,
        parent_id: topId,
        level: 2,
        sort: ci,
        filepath1: picture(child.name, top.hue + ci * 12, ci),
        banner_filepath1: '',
        filter_groups: top.filterGroups.join(','),
      });
      child.leaves.forEach((leaf, li) => {
        const leafId = ++id;
        categories.push({
          id: leafId,
          slug: toSlug(leaf.name),
          name: leaf.name,
          parent_id: childId,
          level: 3,
          sort: li,
          filepath1: picture(leaf.name, top.hue + ci * 12 + li * 5, li),
          banner_filepath1: '',
          filter_groups: top.filterGroups.join(','),
        });
        leaves.push({ id: leafId, name: leaf.name, spec: leaf, topName: top.name });
      });
    });
  });
  await db.insertInto('categories').values(categories).execute();

  await db
    .insertInto('codes')
    .values([
      ...FILTER_GROUPS.map((g, i) => ({
        div: '88',
        id_code: g.id,
        code_nm: g.name,
        sort: i,
        item1: g.items.map((_, j) => filterIdOf(g.id, j)).join(','),
        item2: g.items.join(','),
      })),
      ...PAY_METHODS.map((m, i) => ({ div: 'PAY', id_code: m.id, code_nm: m.name, item1: '', item2: '', sort: i })),
      ...SHIP_METHODS.map((m, i) => ({ div: 'SHIP', id_code: m.id, code_nm: m.name, item1: '', item2: '', sort: i })),
    ])
    .execute();
  await db
    .insertInto('cms_pages')
    .values(Object.entries(CMS_PAGES).map(([gubun, p]) => ({ gubun, ...p })))
    .execute();
  await db.insertInto('stores').values({ id_store: 1, name: 'Main Warehouse, Gardena CA', zipcode: '90248' }).execute();
  await db
    .insertInto('tax_rates')
    .values(Object.entries(TAX_RATES).map(([state, rate_bp]) => ({ state, rate_bp })))
    .execute();

  const slides = [
    { title: 'Rice cookers for every kitchen', url: '/search?category=rice-cookers', hue: 10 },
    { title: 'Pour-over season: HARIO', url: '/search?category=hario', hue: 30 },
    { title: 'Beauty best sellers', url: '/search?category=beauty', hue: 320 },
  ];
  const contentBanners = [
    { title: 'New: Glass food storage', url: '/search?category=containers', hue: 190 },
    { title: 'Request a quote for volume orders', url: '/contactus', hue: 120 },
    { title: 'Download our e-catalogs', url: '/ecatalog', hue: 260 },
  ];
  const bannerRows = await Promise.all([
    ...slides.map(async (s, i) => ({
      brand_code: BRAND_CODE,
      kind: 'main' as const,
      title: s.title,
      url: s.url,
      sort: i,
      filepath1: writeUpload(
        dataDir,
        `banners/main-${i + 1}.webp`,
        await captionedPicture({ width: 1200, height: 400, hue: s.hue, title: s.title, shape: i }),
      ),
    })),
    ...contentBanners.map(async (s, i) => ({
      brand_code: BRAND_CODE,
      kind: 'cms' as const,
      title: s.title,
      url: s.url,
      sort: i,
      filepath1: writeUpload(
        dataDir,
        `banners/content-${i + 1}.webp`,
        await captionedPicture({ width: 600, height: 300, hue: s.hue, title: s.title, shape: i + 1 }),
      ),
    })),
  ]);
  await db.insertInto('banners').values(bannerRows).execute();
  return { brandIds, leaves };
}
