import { z } from 'zod';
import { CATEGORY_PICTURE_KINDS, MOVE_DIRECTIONS } from '../back-office/catalogue-choices';
import { adminCatalogueRoutes } from './admin-catalogue.routes';
import { choiceOf, defineCall, intParam, listOf, textOf } from './common';

/**
 * The back office's brands, categories and filters (docs/product.md §13.5), for admins and the catalogue
 * role: what products are filed under, which the storefront's brand pages, menu and filter panel follow.
 * Nothing a product uses can be deleted (409, saying how many products use it).
 */

export { CATEGORY_PICTURE_KINDS, MOVE_DIRECTIONS } from '../back-office/catalogue-choices';

/**
 * A name as the catalogue file can name it too (docs/catalogue-file.md): one line, without `|`, `:` or `>`
 * (what the file's columns separate with), and for a filter value no comma either (a group keeps its values
 * comma-separated).
 */
const catalogueName = (label: string, max: number) =>
  textOf(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`)
    .refine((name) => !/[\r\n]/.test(name), `${label} must be on one line`)
    .refine((name) => !/[|:>]/.test(name), `${label} may not hold | : or >`);

const idParam = (label: string) => intParam((n) => n.positive(), `${label} is required`);
const ok = z.object({ is_success: z.literal(true) });

export const brandRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The logo (`/uploads/...`); '' for none. */
  logo: z.string(),
  sort: z.number().int(),
  productCount: z.number().int(),
});
export type BrandRow = z.infer<typeof brandRowSchema>;

const brandsAnswer = ok.extend({ brands: z.array(brandRowSchema) });
const brandName = catalogueName('Brand name', 100);

export const listBrandsCall = defineCall({
  ...adminCatalogueRoutes.listBrands,
  summary: 'The brands in their order (the storefront’s Shop by Brand follows it), with how many products each has',
  request: z.object({}),
  response: brandsAnswer,
});

export const addBrandCall = defineCall({
  ...adminCatalogueRoutes.addBrand,
  summary: 'Adds a brand at the end, its code made from its name; answers the brands',
  request: z.object({ name: brandName }),
  response: brandsAnswer,
});

export const renameBrandCall = defineCall({
  ...adminCatalogueRoutes.renameBrand,
  summary: 'Renames a brand (its code stays); answers the brands',
  request: z.object({ id: idParam('Brand'), name: brandName }),
  response: brandsAnswer,
});

export const moveBrandCall = defineCall({
  ...adminCatalogueRoutes.moveBrand,
  summary: 'Moves a brand one place up or down; answers the brands',
  request: z.object({ id: idParam('Brand'), direction: choiceOf('Direction', MOVE_DIRECTIONS) }),
  response: brandsAnswer,
});

export const uploadBrandLogoCall = defineCall({
  ...adminCatalogueRoutes.uploadBrandLogo,
  summary:
    "Sets a brand's logo: multipart/form-data with id, then one file named `picture` (JPEG, PNG, WebP or GIF, 10 MB at most); answers the brands",
  request: z.object({ id: idParam('Brand') }),
  response: brandsAnswer,
});

export const deleteBrandCall = defineCall({
  ...adminCatalogueRoutes.deleteBrand,
  summary: 'Deletes a brand no product uses (409 naming how many do); answers the brands',
  request: z.object({ id: idParam('Brand') }),
  response: brandsAnswer,
});

export const categoryRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** null for a top category. */
  parentId: z.number().int().nullable(),
  /** 1 (top) to 3. */
  level: z.number().int(),
  /** Its place among its siblings. */
  sort: z.number().int(),
  /** The tile picture; '' for none. */
  tile: z.string(),
  /** The wide banner picture; '' for none. */
  banner: z.string(),
  /** The filter groups its search page offers, in order. */
  filterGroups: z.array(z.number().int()),
  /** Products filed directly under it (not under its sub-categories). */
  productCount: z.number().int(),
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;

/** Every category, parents before their children and siblings in order: the tree, flat. */
const categoriesAnswer = ok.extend({ categories: z.array(categoryRowSchema) });
const categoryName = catalogueName('Category name', 60);

export const listCategoriesCall = defineCall({
  ...adminCatalogueRoutes.listCategories,
  summary: 'The category tree (three levels), flat: parents first, siblings in order',
  request: z.object({}),
  response: categoriesAnswer,
});

export const addCategoryCall = defineCall({
  ...adminCatalogueRoutes.addCategory,
  summary:
    'Adds a category at the end of its siblings: a top one, or under a category of level 1 or 2 (whose filter groups it starts with); answers the categories',
  request: z.object({ parentId: idParam('Parent').nullable().default(null), name: categoryName }),
  response: categoriesAnswer,
});

export const renameCategoryCall = defineCall({
  ...adminCatalogueRoutes.renameCategory,
  summary: 'Renames a category (its address, the slug, stays); answers the categories',
  request: z.object({ id: idParam('Category'), name: categoryName }),
  response: categoriesAnswer,
});

export const moveCategoryCall = defineCall({
  ...adminCatalogueRoutes.moveCategory,
  summary: 'Moves a category one place up or down among its siblings; answers the categories',
  request: z.object({ id: idParam('Category'), direction: choiceOf('Direction', MOVE_DIRECTIONS) }),
  response: categoriesAnswer,
});

export const setCategoryFiltersCall = defineCall({
  ...adminCatalogueRoutes.setCategoryFilters,
  summary: "Sets the filter groups a category's search page offers, in order; answers the categories",
  request: z.object({
    id: idParam('Category'),
    groupIds: listOf('groupIds', idParam('Filter group'))
      .max(50, 'Too many filter groups')
      .refine((ids) => new Set(ids).size === ids.length, 'Each filter group may be named once'),
  }),
  response: categoriesAnswer,
});

export const uploadCategoryPictureCall = defineCall({
  ...adminCatalogueRoutes.uploadCategoryPicture,
  summary:
    "Sets a category's tile or banner picture: multipart/form-data with id and kind (tile or banner), then one file named `picture` (JPEG, PNG, WebP or GIF, 10 MB at most); answers the categories",
  request: z.object({ id: idParam('Category'), kind: choiceOf('Kind', CATEGORY_PICTURE_KINDS) }),
  response: categoriesAnswer,
});

export const deleteCategoryCall = defineCall({
  ...adminCatalogueRoutes.deleteCategory,
  summary:
    'Deletes a category with no sub-categories that no product uses (409 naming how many do); answers the categories',
  request: z.object({ id: idParam('Category') }),
  response: categoriesAnswer,
});

export const filterValueSchema = z.object({
  /** filterIdOf(group, index): its place in the group. */
  id: z.number().int(),
  name: z.string(),
  productCount: z.number().int(),
});

export const filterGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  values: z.array(filterValueSchema),
  /** How many categories offer it. */
  categoryCount: z.number().int(),
});
export type FilterGroup = z.infer<typeof filterGroupSchema>;

const filtersAnswer = ok.extend({ groups: z.array(filterGroupSchema) });
const groupName = catalogueName('Group name', 60);
const valueName = catalogueName('Value name', 60).refine(
  (name) => !name.includes(','),
  'Value name may not hold a comma',
);

export const listFiltersCall = defineCall({
  ...adminCatalogueRoutes.listFilters,
  summary: 'The filter groups in order, each with its values and how many products each value tags',
  request: z.object({}),
  response: filtersAnswer,
});

export const addFilterGroupCall = defineCall({
  ...adminCatalogueRoutes.addFilterGroup,
  summary: 'Adds a filter group at the end, without values; answers the groups',
  request: z.object({ name: groupName }),
  response: filtersAnswer,
});

export const renameFilterGroupCall = defineCall({
  ...adminCatalogueRoutes.renameFilterGroup,
  summary: 'Renames a filter group; answers the groups',
  request: z.object({ id: idParam('Filter group'), name: groupName }),
  response: filtersAnswer,
});

export const deleteFilterGroupCall = defineCall({
  ...adminCatalogueRoutes.deleteFilterGroup,
  summary:
    'Deletes a filter group none of whose values a product uses (409 naming how many products do); categories stop offering it; answers the groups',
  request: z.object({ id: idParam('Filter group') }),
  response: filtersAnswer,
});

export const addFilterValueCall = defineCall({
  ...adminCatalogueRoutes.addFilterValue,
  summary: 'Adds a value at the end of a filter group; answers the groups',
  request: z.object({ groupId: idParam('Filter group'), name: valueName }),
  response: filtersAnswer,
});

export const renameFilterValueCall = defineCall({
  ...adminCatalogueRoutes.renameFilterValue,
  summary: 'Renames a filter value (its id, and so every product it tags, stays); answers the groups',
  request: z.object({ id: idParam('Filter value'), name: valueName }),
  response: filtersAnswer,
});

export const deleteFilterValueCall = defineCall({
  ...adminCatalogueRoutes.deleteFilterValue,
  summary:
    "Deletes a group's last value when no product uses it (409 naming how many do; 422 for another value: a value's id is its place in the group); answers the groups",
  request: z.object({ id: idParam('Filter value') }),
  response: filtersAnswer,
});
