import {
  CATALOGUE_LIMITS,
  catalogueProductSchema,
  PRODUCT_CHANGED_MESSAGE,
  type AdminProduct,
  type CatalogueProduct,
  type ProductLinkKind,
  type ProductLinks,
} from '@storefront/shared-kernel/contracts';
import { CatalogueReference } from '../../catalogue/catalogue-reference';
import { cleanHtml } from '@storefront/shared-kernel/html-cleaner';
import { readCatalogueProducts, writeCatalogueProducts, type StoredImage } from '../../catalogue/product-store';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors';
import { changedFields, recordAudit, type Actor } from '../audit';
import { writeCatalogue } from './catalogue-write';
import type { GivenPicture } from './picture-form';
import { invalidProduct, productRefusal } from './product-errors';
import {
  freeName,
  picturesByName,
  PRODUCT_NOT_FOUND,
  readAdminProduct,
  readLinks,
  readProduct,
  type ReadProduct,
} from './product-read';

/** Which product a change is for, and the version the member read it at. */
export interface ProductRef {
  sku: string;
  version: number;
}

const productNotFound = () => notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
const linkRefusal = (message: string) => new AppError(422, 'LINK_REFUSED', message, { linkedSku: [message] });

/**
 * What a product's page may not make by saving (the catalogue file may: docs/catalogue-file.md): a brand,
 * category or filter value the catalogue does not have is refused by its field, so a slip of the keyboard
 * does not file a product under a new name. They are added on their own pages.
 */
function refuseUnknownNames(reference: CatalogueReference, product: CatalogueProduct): void {
  const unknown = reference.wouldCreate(product);
  const issues = [
    ...unknown.brands.map(() => ({
      field: 'brand',
      reason: 'is not a brand of the catalogue: add it on the Brands page',
    })),
    ...(unknown.categories.length > 0
      ? [{ field: 'category', reason: 'is not a category of the catalogue: add it on the Categories page' }]
      : []),
    ...unknown.filters.map((filter) => ({
      field: 'filters',
      reason: `${filter} is not a filter of the catalogue: add it on the Filters page`,
    })),
  ];
  if (issues.length > 0) throw productRefusal(issues);
}

/**
 * Writes `next` over the product as `current` read it, through the catalogue's writer (the import's own, so a
 * product is stored the same whichever way it came in), with an audit row of the fields that changed. A
 * change of nothing writes nothing. `added` are pictures new to the product.
 */
async function storeProduct(
  trx: Db,
  actor: Actor,
  reference: CatalogueReference,
  action: string,
  current: ReadProduct | undefined,
  next: CatalogueProduct,
  added: readonly StoredImage[] = [],
): Promise<void> {
  const audit = current ? changedFields(current.product, next) : { before: null, after: next };
  if (current && Object.keys(audit.after).length === 0) return;
  const before = await readCatalogueProducts(trx, reference, [next.sku]);
  // Every picture the product ends with is given by the name this page knows it by (product-read.ts).
  const given = picturesByName([...(current?.pictures ?? []), ...added]);
  await writeCatalogueProducts(trx, reference, [{ product: next, given }], before);
  await recordAudit(trx, actor, { action, recordKind: 'product', recordId: next.sku, ...audit });
}

/**
 * One change to a product that exists, in one transaction (docs/product.md §13.5): the product locked, the
 * version the member read checked against its own (another save in between, or an order taking stock: 409
 * and nothing written), the change decided and written. Answers the product as it now is.
 */
async function changeProduct(
  deps: Deps,
  actor: Actor,
  ref: ProductRef,
  action: string,
  decide: (current: ReadProduct, reference: CatalogueReference) => { product: CatalogueProduct; added?: StoredImage[] },
): Promise<AdminProduct> {
  return writeCatalogue(deps, async (trx) => {
    const locked = await trx
      .selectFrom('products')
      .select('version')
      .where('id_style', '=', ref.sku)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw productNotFound();
    if (locked.version !== ref.version) throw conflict(PRODUCT_CHANGED_MESSAGE, 'PRODUCT_CHANGED');
    const reference = await CatalogueReference.load(trx);
    const current = (await readProduct(trx, ref.sku, reference))!;
    const { product, added } = decide(current, reference);
    await storeProduct(trx, actor, reference, action, current, product, added);
    return (await readAdminProduct(trx, ref.sku))!;
  });
}

/**
 * Saves a whole product from its page: checked against catalogueProductSchema (422 by field), its brand,
 * category and filters ones the catalogue has, its description kept through the storefront's HTML allow-list. With a version, the product of that SKU as read then; its
 * pictures stay as they are (they change by their own calls). Without, a new product, without pictures.
 */
export async function saveProduct(
  deps: Deps,
  actor: Actor,
  input: { version?: number; product: unknown },
): Promise<AdminProduct> {
  const parsed = catalogueProductSchema.safeParse(input.product);
  if (!parsed.success) throw invalidProduct(parsed.error);
  // Kept through the storefront's HTML allow-list, as an import keeps it (the kernel's html-cleaner).
  const product = { ...parsed.data, description: cleanHtml(parsed.data.description) };
  if (input.version !== undefined)
    return changeProduct(
      deps,
      actor,
      { sku: product.sku, version: input.version },
      'product.update',
      (current, reference) => {
        const next = { ...product, images: current.product.images };
        refuseUnknownNames(reference, next);
        return { product: next };
      },
    );
  return writeCatalogue(deps, async (trx) => {
    const taken = await trx
      .selectFrom('products')
      .select('id_style')
      .where('id_style', '=', product.sku)
      .executeTakeFirst();
    if (taken) throw conflict(`A product with SKU ${product.sku} already exists.`, 'PRODUCT_EXISTS');
    const reference = await CatalogueReference.load(trx);
    const next = { ...product, images: [] };
    refuseUnknownNames(reference, next);
    await storeProduct(trx, actor, reference, 'product.create', undefined, next);
    return (await readAdminProduct(trx, product.sku))!;
  });
}

/**
 * Adds pictures after the product's own, each under the name it was sent with (made unique among the
 * product's). A picture the product already has (the same content) is not added twice.
 */
export async function addProductPictures(
  deps: Deps,
  actor: Actor,
  ref: ProductRef,
  uploads: readonly GivenPicture[],
): Promise<AdminProduct> {
  return changeProduct(deps, actor, ref, 'product.images', (current) => {
    const taken = new Set(current.pictures.map((picture) => picture.fileName.toLowerCase()));
    const known = new Set(current.pictures.map((picture) => picture.sha256).filter((sha) => sha !== ''));
    const added: StoredImage[] = [];
    for (const upload of uploads) {
      if (known.has(upload.stored.sha256)) continue;
      known.add(upload.stored.sha256);
      added.push({ ...upload.stored, fileName: freeName(upload.fileName, taken) });
    }
    const count = current.pictures.length + added.length;
    if (count > CATALOGUE_LIMITS.images)
      throw unprocessable(
        `A product has at most ${CATALOGUE_LIMITS.images} pictures: this one would have ${count}.`,
        'TOO_MANY_PICTURES',
      );
    return {
      product: { ...current.product, images: [...current.product.images, ...added.map((a) => a.fileName)] },
      added,
    };
  });
}

/**
 * Sets the product's pictures to some of those it has, in order: the first is the main one (the lists'
 * picture and thumbnail follow it). One left out is no longer the product's.
 */
export async function setProductPictures(
  deps: Deps,
  actor: Actor,
  ref: ProductRef & { images: readonly string[] },
): Promise<AdminProduct> {
  return changeProduct(deps, actor, ref, 'product.images', (current) => {
    const byName = picturesByName(current.pictures);
    const names = ref.images.map((name) => {
      const picture = byName.get(name.trim().toLowerCase());
      if (!picture) throw unprocessable(`The product has no picture named ${name}.`, 'NO_SUCH_PICTURE');
      return picture.fileName;
    });
    if (new Set(names).size !== names.length) throw unprocessable('Each picture may be named once.', 'PICTURE_TWICE');
    return { product: { ...current.product, images: names } };
  });
}

export interface LinkChange {
  sku: string;
  kind: ProductLinkKind;
  linkedSku: string;
}

/**
 * Adds or removes one link of a product to another (its page's 'Related Items' and 'Commonly Ordered
 * Together'). Links are not the product's fields: no version is asked, and the product's own is unchanged.
 */
export async function changeProductLink(
  deps: Deps,
  actor: Actor,
  change: LinkChange,
  isAdding: boolean,
): Promise<ProductLinks> {
  return writeCatalogue(deps, async (trx) => {
    const skus = [change.sku, change.linkedSku];
    const found = await trx.selectFrom('products').select('id_style').where('id_style', 'in', skus).execute();
    const exists = (sku: string) => found.some((row) => row.id_style === sku);
    if (!exists(change.sku)) throw productNotFound();
    if (isAdding && change.linkedSku === change.sku) throw linkRefusal('A product is not linked to itself.');
    if (isAdding && !exists(change.linkedSku)) throw linkRefusal(`No product has the SKU ${change.linkedSku}.`);
    const before = await readLinks(trx, change.sku);
    if (isAdding)
      await trx
        .insertInto('product_links')
        .values({ id_style: change.sku, kind: change.kind, linked_id_style: change.linkedSku })
        .onConflict((oc) => oc.doNothing())
        .execute();
    else
      await trx
        .deleteFrom('product_links')
        .where('id_style', '=', change.sku)
        .where('kind', '=', change.kind)
        .where('linked_id_style', '=', change.linkedSku)
        .execute();
    const after = await readLinks(trx, change.sku);
    const skusOf = (links: ProductLinks) => links[change.kind].map((link) => link.sku);
    const audit = changedFields({ [change.kind]: skusOf(before) }, { [change.kind]: skusOf(after) });
    if (Object.keys(audit.after).length > 0)
      await recordAudit(trx, actor, { action: 'product.links', recordKind: 'product', recordId: change.sku, ...audit });
    return after;
  });
}
