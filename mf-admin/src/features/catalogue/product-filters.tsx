import { SelectField, TextField, type BrandRow, type CategoryRow } from '@storefront/shared-kernel';
import { ListFilters } from '../../components/list-filters';
import type { ListParams } from '../../components/use-list-params';
import { categoryPaths } from './category-paths';
import { STATUS_CHOICES } from './catalogue-words';

export type ProductFilter = 'q' | 'brandId' | 'categoryId' | 'status' | 'stockZero';

export const PRODUCT_FILTERS: Readonly<Record<ProductFilter, string>> = {
  q: '',
  brandId: '',
  categoryId: '',
  status: '',
  stockZero: '',
};

const STOCK_CHOICES = [{ value: 'true', label: 'No stock (0)' }];

/**
 * The product list's filters (docs/product.md §13.5): SKU or title, brand, category (with the ones under it),
 * status, and no stock. Applied together, into the address; Clear takes them all away.
 */
export function ProductFilters({
  list,
  brands,
  categories,
}: {
  list: ListParams<ProductFilter>;
  brands: readonly BrandRow[];
  categories: readonly CategoryRow[];
}) {
  const brandChoices = brands.map((brand) => ({ value: String(brand.id), label: brand.name }));
  const categoryChoices = categoryPaths(categories).map(({ id, path }) => ({ value: String(id), label: path }));
  return (
    <ListFilters label="Find products" list={list}>
      {(field) => (
        <>
          <TextField label="SKU or title" {...field('q')} hint="Any part of either." />
          <SelectField label="Brand" {...field('brandId')} options={brandChoices} placeholder="All brands" />
          <SelectField
            label="Category"
            {...field('categoryId')}
            options={categoryChoices}
            placeholder="All categories"
            hint="With the categories under it."
          />
          <SelectField label="Status" {...field('status')} options={STATUS_CHOICES} placeholder="Any status" />
          <SelectField label="Stock" {...field('stockZero')} options={STOCK_CHOICES} placeholder="Any stock" />
        </>
      )}
    </ListFilters>
  );
}
