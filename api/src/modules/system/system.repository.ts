import type { Db } from '../../db/database';
import { cachedRead } from '../../plugins/cache';

export const findCms = (db: Db, gubun: string) =>
  cachedRead(db, `cms:${gubun}`, () =>
    db.selectFrom('cms_pages').select(['gubun', 'title', 'contents']).where('gubun', '=', gubun).executeTakeFirst(),
  );

export const listCategories = (db: Db) =>
  cachedRead(db, 'categories', () =>
    db.selectFrom('categories').selectAll().orderBy('level').orderBy('sort').orderBy('id').execute(),
  );

export const listCodes = (db: Db, div: string) =>
  cachedRead(db, `codes:${div}`, () =>
    db
      .selectFrom('codes')
      .select(['id_code', 'code_nm', 'item1', 'item2'])
      .where('div', '=', div)
      .orderBy('sort')
      .execute(),
  );

export const findCode = (db: Db, div: string, idCode: number) =>
  db.selectFrom('codes').select('code_nm').where('div', '=', div).where('id_code', '=', idCode).executeTakeFirst();

/** The banners the home shows, in order: a hidden one is left out (docs/product.md §13.8). */
export const listBanners = (db: Db, kind: 'main' | 'cms') =>
  cachedRead(db, `banners:${kind}`, () =>
    db
      .selectFrom('banners')
      .select(['title', 'url', 'filepath1'])
      .where('kind', '=', kind)
      .where('is_shown', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  );

export const firstStore = (db: Db) =>
  db.selectFrom('stores').select(['id_store', 'zipcode', 'name']).orderBy('id_store').executeTakeFirst();

/** The e-catalogs buyers see, in the back office's order (docs/product.md §5.9, §13.7): hidden ones are left out. */
export const listEcatalogs = (db: Db) =>
  cachedRead(db, 'ecatalogs', () =>
    db
      .selectFrom('ecatalogs')
      .select(['title', 'tfilepath1', 'filepath2'])
      .where('visible', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  );

export const listBrands = (db: Db) =>
  cachedRead(db, 'brands', () => db.selectFrom('brands').select(['id', 'name', 'logo']).orderBy('sort').execute());
