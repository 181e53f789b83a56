import {
  addBrandCall,
  addCategoryCall,
  addFilterGroupCall,
  addFilterValueCall,
  addProductLinkCall,
  adminProductDetailCall,
  deleteBrandCall,
  deleteCategoryCall,
  deleteFilterGroupCall,
  deleteFilterValueCall,
  listAdminProductsCall,
  listBrandsCall,
  listCategoriesCall,
  listFiltersCall,
  moveBrandCall,
  moveCategoryCall,
  PICTURES_PER_UPLOAD,
  removeProductLinkCall,
  renameBrandCall,
  renameCategoryCall,
  renameFilterGroupCall,
  renameFilterValueCall,
  saveProductCall,
  setCategoryFiltersCall,
  setProductImagesCall,
  uploadBrandLogoCall,
  uploadCategoryPictureCall,
  uploadProductImagesCall,
  type CallContract,
} from '@storefront/shared-kernel/contracts';
import { STAFF_AREAS } from '@storefront/shared-kernel/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { actorOf, type Actor } from '../audit';
import { defineStaffRoute, type StaffRouteContext, type StaffRouteOptions } from '../staff-route';
import { addBrand, deleteBrand, listBrands, moveBrand, renameBrand, setBrandLogo } from './brands';
import {
  addCategory,
  deleteCategory,
  listCategories,
  moveCategory,
  renameCategory,
  setCategoryFilters,
  setCategoryPicture,
} from './categories';
import {
  addFilterGroup,
  addFilterValue,
  deleteFilterGroup,
  deleteFilterValue,
  listFilters,
  renameFilterGroup,
  renameFilterValue,
} from './filters';
import { givenPictures, productFolder, readPictureForm } from './picture-form';
import { addProductPictures, changeProductLink, saveProduct, setProductPictures } from './product-changes';
import { listAdminProducts } from './product-list';
import { PRODUCT_NOT_FOUND, readAdminProduct } from './product-read';

const ok = { is_success: true as const };
const roles = { roles: STAFF_AREAS.catalog };

/**
 * Editing the catalogue (docs/product.md §13.5): products, their pictures and links; brands, categories and
 * filters. Every write is one transaction with its audit row, and buyers see it on their next load.
 */
export function catalogueRoutes(api: FastifyInstance, deps: Deps): void {
  /** A catalogue write: its handler is given the input, the member as the audit log names them, and the call. */
  const write = <C extends CallContract>(
    call: C,
    handler: (input: z.output<C['request']>, actor: Actor, ctx: StaffRouteContext) => Promise<z.input<C['response']>>,
    options: StaffRouteOptions = roles,
  ) => defineStaffRoute(api, deps, call, options, (input, ctx) => handler(input, actorOf(ctx.staff), ctx));

  defineStaffRoute(api, deps, listAdminProductsCall, roles, async (input) => ({
    ...ok,
    ...(await listAdminProducts(deps.db, input)),
  }));
  defineStaffRoute(api, deps, adminProductDetailCall, roles, async (input) => {
    const product = await readAdminProduct(deps.db, input.sku);
    if (!product) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
    return { ...ok, product };
  });
  write(saveProductCall, async (input, actor) => ({ ...ok, product: await saveProduct(deps, actor, input) }));
  const productPictures = readPictureForm(deps, {
    fileField: 'pictures',
    maxFiles: PICTURES_PER_UPLOAD,
    folder: (fields) => productFolder(fields.sku),
  });
  write(
    uploadProductImagesCall,
    async (input, actor, ctx) => ({
      ...ok,
      product: await addProductPictures(deps, actor, input, givenPictures(ctx.request)),
    }),
    { ...roles, readInput: productPictures },
  );
  write(setProductImagesCall, async (input, actor) => ({
    ...ok,
    product: await setProductPictures(deps, actor, input),
  }));
  write(addProductLinkCall, async (input, actor) => ({
    ...ok,
    links: await changeProductLink(deps, actor, input, true),
  }));
  write(removeProductLinkCall, async (input, actor) => ({
    ...ok,
    links: await changeProductLink(deps, actor, input, false),
  }));

  const onePicture = (folder: string) => ({
    ...roles,
    readInput: readPictureForm(deps, { fileField: 'picture', maxFiles: 1, folder: () => folder }),
  });
  const brands = (list: Awaited<ReturnType<typeof listBrands>>) => ({ ...ok, brands: list });
  defineStaffRoute(api, deps, listBrandsCall, roles, async () => brands(await listBrands(deps.db)));
  write(addBrandCall, async (input, actor) => brands(await addBrand(deps, actor, input.name)));
  write(renameBrandCall, async (input, actor) => brands(await renameBrand(deps, actor, input.id, input.name)));
  write(moveBrandCall, async (input, actor) => brands(await moveBrand(deps, actor, input.id, input.direction)));
  write(
    uploadBrandLogoCall,
    async (input, actor, ctx) =>
      brands(await setBrandLogo(deps, actor, input.id, givenPictures(ctx.request)[0]!.stored)),
    onePicture('brands'),
  );
  write(deleteBrandCall, async (input, actor) => brands(await deleteBrand(deps, actor, input.id)));

  const categories = (list: Awaited<ReturnType<typeof listCategories>>) => ({ ...ok, categories: list });
  defineStaffRoute(api, deps, listCategoriesCall, roles, async () => categories(await listCategories(deps.db)));
  write(addCategoryCall, async (input, actor) =>
    categories(await addCategory(deps, actor, input.parentId, input.name)),
  );
  write(renameCategoryCall, async (input, actor) =>
    categories(await renameCategory(deps, actor, input.id, input.name)),
  );
  write(moveCategoryCall, async (input, actor) =>
    categories(await moveCategory(deps, actor, input.id, input.direction)),
  );
  write(setCategoryFiltersCall, async (input, actor) =>
    categories(await setCategoryFilters(deps, actor, input.id, input.groupIds)),
  );
  write(
    uploadCategoryPictureCall,
    async (input, actor, ctx) =>
      categories(await setCategoryPicture(deps, actor, input.id, input.kind, givenPictures(ctx.request)[0]!.stored)),
    onePicture('categories'),
  );
  write(deleteCategoryCall, async (input, actor) => categories(await deleteCategory(deps, actor, input.id)));

  const filters = (groups: Awaited<ReturnType<typeof listFilters>>) => ({ ...ok, groups });
  defineStaffRoute(api, deps, listFiltersCall, roles, async () => filters(await listFilters(deps.db)));
  write(addFilterGroupCall, async (input, actor) => filters(await addFilterGroup(deps, actor, input.name)));
  write(renameFilterGroupCall, async (input, actor) =>
    filters(await renameFilterGroup(deps, actor, input.id, input.name)),
  );
  write(deleteFilterGroupCall, async (input, actor) => filters(await deleteFilterGroup(deps, actor, input.id)));
  write(addFilterValueCall, async (input, actor) =>
    filters(await addFilterValue(deps, actor, input.groupId, input.name)),
  );
  write(renameFilterValueCall, async (input, actor) =>
    filters(await renameFilterValue(deps, actor, input.id, input.name)),
  );
  write(deleteFilterValueCall, async (input, actor) => filters(await deleteFilterValue(deps, actor, input.id)));
}
