import { Link } from 'react-router-dom';
import { SelectField, useApiQuery, type AdminProductRow, type AdminProductSort } from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import pageStyles from '../../components/admin.module.css';
import type { DataColumn } from '../../components/data-table';
import { PagedTable } from '../../components/paged-table';
import { givenFilters, useListParams } from '../../components/use-list-params';
import { CatalogueNav } from './catalogue-nav';
import { money, NEW_PRODUCT_PATH, PRODUCT_SORTS, productPath, SORT_LABELS, STATUS_LABELS } from './catalogue-words';
import { PRODUCT_FILTERS, ProductFilters } from './product-filters';
import styles from './catalogue.module.css';

const COLUMNS: DataColumn<AdminProductRow>[] = [
  {
    key: 'picture',
    header: 'Picture',
    // The row's SKU and title name it: the thumbnail says nothing more.
    cell: (row) =>
      row.thumbnail ? (
        <img src={row.thumbnail} alt="" width={48} height={48} loading="lazy" className={styles.thumbnail} />
      ) : (
        <span className={pageStyles.muted}>None</span>
      ),
  },
  {
    key: 'sku',
    header: 'SKU',
    isSortable: true,
    isRowHeader: true,
    className: styles.noWrap,
    cell: (row) => (
      <Link to={productPath(row.sku)} className={pageStyles.textLink}>
        {row.sku}
      </Link>
    ),
  },
  { key: 'title', header: 'Title', isSortable: true, cell: (row) => row.title },
  { key: 'brand', header: 'Brand', cell: (row) => row.brand },
  { key: 'category', header: 'Category', cell: (row) => row.category },
  { key: 'price1', header: 'Price level 1', align: 'end', cell: (row) => money(row.price1) },
  { key: 'stock', header: 'Stock', isSortable: true, align: 'end', cell: (row) => row.stock },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <>
        {STATUS_LABELS[row.status]}
        {row.listed ? null : <span className={pageStyles.secondLine}>Not shown to buyers</span>}
      </>
    ),
  },
];

const SORT_CHOICES = PRODUCT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

function ProductList() {
  const list = useListParams({
    filters: PRODUCT_FILTERS,
    sort: { key: 'sku', direction: 'asc' },
    sortKeys: PRODUCT_SORTS,
  });
  const brands = useApiQuery(adminCatalogueRoutes.listBrands, {});
  const categories = useApiQuery(adminCatalogueRoutes.listCategories, {});
  const products = useApiQuery(
    adminCatalogueRoutes.listAdminProducts,
    {
      page: list.page,
      pageSize: list.pageSize,
      // useListParams gives only a key of PRODUCT_SORTS.
      sort: (list.sort?.key ?? 'sku') as AdminProductSort,
      direction: list.sort?.direction ?? 'asc',
      ...givenFilters(list.filters),
    },
    { keepPrevious: true },
  );
  return (
    <>
      <ProductFilters list={list} brands={brands.data?.brands ?? []} categories={categories.data?.categories ?? []} />
      <div className={styles.sortBy}>
        <SelectField
          label="Sort by"
          name="sort"
          value={list.sort?.key ?? 'sku'}
          onChange={list.sortBy}
          options={SORT_CHOICES}
          hint="Position is the storefront's own order; Newest lists the last added first."
        />
      </div>
      <PagedTable
        query={products}
        what="products"
        list={list}
        caption="Products"
        columns={COLUMNS}
        rowKey={(row) => row.sku}
        empty={{ filtered: 'No products match these filters.', unfiltered: 'No products yet.' }}
      />
    </>
  );
}

/**
 * The catalogue's products (docs/product.md §13.5, /admin/catalogue): found by SKU or title, brand, category,
 * status and no stock; sorted and paged in the address. Each opens its page.
 */
export default function CataloguePage() {
  return (
    <AdminPage
      title="Catalogue"
      area="catalog"
      description="Products, prices, stock and pictures. A saved change shows to buyers on their next load."
      actions={
        <>
          <CatalogueNav />
          <Link to={NEW_PRODUCT_PATH} className={pageStyles.textLink}>
            New product
          </Link>
        </>
      }
    >
      <ProductList />
    </AdminPage>
  );
}
