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
} from '@storefront/shared-kernel/contracts';
import { STAFF_AREAS } from '@storefront/shared-kernel/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { actorOf } from '../audit';
import { defineStaffRoute } from '../staff-route';
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
  defineStaffRoute(api, deps, listAdminProductsCall, roles, async (input) => ({
    ...ok,
    ...(await listAdminProducts(deps.db, input)),
  }));
  defineStaffRoute(api, deps, adminProductDetailCall, roles, async (input) => {
    const product = await readAdminProduct(deps.db, input.sku);
    if (!product) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
    return { ...ok, product };
  });
  defineStaffRoute(api, deps, saveProductCall, roles, async (input, ctx) => ({
    ...ok,
    product: await saveProduct(deps, actorOf(ctx.staff), input),
  }));
  const productPictures = readPictureForm(deps, {
    fileField: 'pictures',
    maxFiles: PICTURES_PER_UPLOAD,
    folder: (fields) => productFolder(fields.sku),
  });
  defineStaffRoute(
    api,
    deps,
    uploadProductImagesCall,
    { ...roles, readInput: productPictures },
    async (input, ctx) => ({
      ...ok,
      product: await addProductPictures(deps, actorOf(ctx.staff), input, givenPictures(ctx.request)),
    }),
  );
  defineStaffRoute(api, deps, setProductImagesCall, roles, async (input, ctx) => ({
    ...ok,
    product: await setProductPictures(deps, actorOf(ctx.staff), input),
  }));
  defineStaffRoute(api, deps, addProductLinkCall, roles, async (input, ctx) => ({
    ...ok,
    links: await changeProductLink(deps, actorOf(ctx.staff), input, true),
  }));
  defineStaffRoute(api, deps, removeProductLinkCall, roles, async (input, ctx) => ({
    ...ok,
    links: await changeProductLink(deps, actorOf(ctx.staff), input, false),
  }));

  const onePicture = (folder: string) =>
    readPictureForm(deps, { fileField: 'picture', maxFiles: 1, folder: () => folder });
  const brands = (list: Awaited<ReturnType<typeof listBrands>>) => ({ ...ok, brands: list });
  defineStaffRoute(api, deps, listBrandsCall, roles, async () => brands(await listBrands(deps.db)));
  defineStaffRoute(api, deps, addBrandCall, roles, async (input, ctx) =>
    brands(await addBrand(deps, actorOf(ctx.staff), input.name)),
  );
  defineStaffRoute(api, deps, renameBrandCall, roles, async (input, ctx) =>
    brands(await renameBrand(deps, actorOf(ctx.staff), input.id, input.name)),
  );
  defineStaffRoute(api, deps, moveBrandCall, roles, async (input, ctx) =>
    brands(await moveBrand(deps, actorOf(ctx.staff), input.id, input.direction)),
  );
  defineStaffRoute(api, deps, uploadBrandLogoCall, { ...roles, readInput: onePicture('brands') }, async (input, ctx) =>
    brands(await setBrandLogo(deps, actorOf(ctx.staff), input.id, givenPictures(ctx.request)[0]!.stored)),
  );
  defineStaffRoute(api, deps, deleteBrandCall, roles, async (input, ctx) =>
    brands(await deleteBrand(deps, actorOf(ctx.staff), input.id)),
  );

  const categories = (list: Awaited<ReturnType<typeof listCategories>>) => ({ ...ok, categories: list });
  defineStaffRoute(api, deps, listCategoriesCall, roles, async () => categories(await listCategories(deps.db)));
  defineStaffRoute(api, deps, addCategoryCall, roles, async (input, ctx) =>
    categories(await addCategory(deps, actorOf(ctx.staff), input.parentId, input.name)),
  );
  defineStaffRoute(api, deps, renameCategoryCall, roles, async (input, ctx) =>
    categories(await renameCategory(deps, actorOf(ctx.staff), input.id, input.name)),
  );
  defineStaffRoute(api, deps, moveCategoryCall, roles, async (input, ctx) =>
    categories(await moveCategory(deps, actorOf(ctx.staff), input.id, input.direction)),
  );
  defineStaffRoute(api, deps, setCategoryFiltersCall, roles, async (input, ctx) =>
    categories(await setCategoryFilters(deps, actorOf(ctx.staff), input.id, input.groupIds)),
  );
  defineStaffRoute(
    api,
    deps,
    uploadCategoryPictureCall,
    { ...roles, readInput: onePicture('categories') },
    async (input, ctx) =>
      categories(
        await setCategoryPicture(deps, actorOf(ctx.staff), input.id, input.kind, givenPictures(ctx.request)[0]!.stored),
      ),
  );
  defineStaffRoute(api, deps, deleteCategoryCall, roles, async (input, ctx) =>
    categories(await deleteCategory(deps, actorOf(ctx.staff), input.id)),
  );

  const filters = (groups: Awaited<ReturnType<typeof listFilters>>) => ({ ...ok, groups });
  defineStaffRoute(api, deps, listFiltersCall, roles, async () => filters(await listFilters(deps.db)));
  defineStaffRoute(api, deps, addFilterGroupCall, roles, async (input, ctx) =>
    filters(await addFilterGroup(deps, actorOf(ctx.staff), input.name)),
  );
  defineStaffRoute(api, deps, renameFilterGroupCall, roles, async (input, ctx) =>
    filters(await renameFilterGroup(deps, actorOf(ctx.staff), input.id, input.name)),
  );
  defineStaffRoute(api, deps, deleteFilterGroupCall, roles, async (input, ctx) =>
    filters(await deleteFilterGroup(deps, actorOf(ctx.staff), input.id)),
  );
  defineStaffRoute(api, deps, addFilterValueCall, roles, async (input, ctx) =>
    filters(await addFilterValue(deps, actorOf(ctx.staff), input.groupId, input.name)),
  );
  defineStaffRoute(api, deps, renameFilterValueCall, roles, async (input, ctx) =>
    filters(await renameFilterValue(deps, actorOf(ctx.staff), input.id, input.name)),
  );
  defineStaffRoute(api, deps, deleteFilterValueCall, roles, async (input, ctx) =>
    filters(await deleteFilterValue(deps, actorOf(ctx.staff), input.id)),
  );
}
