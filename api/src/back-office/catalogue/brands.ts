import type { BrandRow } from '@storefront/shared-kernel/contracts';
import { CatalogueReference } from '../../catalogue/catalogue-reference';
import type { StoredPicture } from '../../catalogue/picture-store';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../audit';
import { lockForWrite, writeCatalogue } from './catalogue-write';
import { audited, BRANDS, productCounts, writeDelete, writeMove, writeName } from './reference-write';

/**
 * The brands (docs/product.md §13.5): the storefront's Shop by Brand shows them in their order with their
 * logos (§5.8), and a product is filed under one. A brand a product uses is never deleted.
 */
const BRAND_NOT_FOUND = 'Brand not found';
const key = (name: string) => name.trim().toLowerCase();

/** Every brand in order, with how many products each has. */
export async function listBrands(db: Db): Promise<BrandRow[]> {
  const [brands, countOfBrand] = await Promise.all([
    db.selectFrom('brands').selectAll().orderBy('sort').orderBy('id').execute(),
    productCounts(db, BRANDS),
  ]);
  return brands.map((b) => ({
    id: b.id,
    code: b.code,
    name: b.name,
    logo: b.logo,
    sort: b.sort,
    productCount: countOfBrand.get(b.id) ?? 0,
  }));
}

/** The brand of `id` in a brand write's transaction (the table locked for it); 404 when there is none. */
async function brandOf(trx: Db, id: number) {
  await lockForWrite(trx, 'brands');
  const brand = await trx.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
  if (!brand) throw notFound(BRAND_NOT_FOUND, 'BRAND_NOT_FOUND');
  return brand;
}

/** 409 when another brand has this name, whatever its case. */
async function refuseTakenName(trx: Db, name: string, except?: number): Promise<void> {
  const brands = await trx.selectFrom('brands').select(['id', 'name']).execute();
  if (brands.some((b) => b.id !== except && key(b.name) === key(name)))
    throw conflict(`A brand named ${name.trim()} already exists.`, 'BRAND_EXISTS');
}

/** Adds a brand at the end, its code made from its name as the catalogue file's import makes one. */
export async function addBrand(deps: Deps, actor: Actor, name: string): Promise<BrandRow[]> {
  return writeCatalogue(deps, async (trx) => {
    await lockForWrite(trx, 'brands');
    await refuseTakenName(trx, name);
    const id = await (await CatalogueReference.load(trx)).brandId(trx, name);
    const brand = await trx
      .selectFrom('brands')
      .select(['name', 'code'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await audited(trx, actor, BRANDS, 'add', id, null, brand);
    return listBrands(trx);
  });
}

export async function renameBrand(deps: Deps, actor: Actor, id: number, name: string): Promise<BrandRow[]> {
  return writeCatalogue(deps, async (trx) => {
    const brand = await brandOf(trx, id);
    await refuseTakenName(trx, name, id);
    await writeName(trx, actor, BRANDS, brand, name);
    return listBrands(trx);
  });
}

/** Moves a brand one place up or down; every brand's place is numbered again from 0 (old places may tie). */
export async function moveBrand(deps: Deps, actor: Actor, id: number, direction: 'up' | 'down'): Promise<BrandRow[]> {
  return writeCatalogue(deps, async (trx) => {
    await brandOf(trx, id);
    const brands = await trx.selectFrom('brands').select(['id', 'sort']).orderBy('sort').orderBy('id').execute();
    await writeMove(trx, actor, BRANDS, brands, id, direction);
    return listBrands(trx);
  });
}

export async function setBrandLogo(deps: Deps, actor: Actor, id: number, picture: StoredPicture): Promise<BrandRow[]> {
  return writeCatalogue(deps, async (trx) => {
    const brand = await brandOf(trx, id);
    if (brand.logo !== picture.filepath1) {
      await trx.updateTable('brands').set({ logo: picture.filepath1 }).where('id', '=', id).execute();
      await audited(trx, actor, BRANDS, 'logo', id, { logo: brand.logo }, { logo: picture.filepath1 });
    }
    return listBrands(trx);
  });
}

/** Deletes a brand no product uses; 409 saying how many do. */
export async function deleteBrand(deps: Deps, actor: Actor, id: number): Promise<BrandRow[]> {
  return writeCatalogue(deps, async (trx) => {
    const brand = await brandOf(trx, id);
    await writeDelete(trx, actor, BRANDS, brand, { name: brand.name, code: brand.code });
    return listBrands(trx);
  });
}
