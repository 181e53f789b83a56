import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { addressQuery, field, location, renderAt, resetSession, signInStaff } from '../../test-utils';
import { BRANDS, CATEGORIES, productRow } from './catalogue-fixtures';
import CataloguePage from './catalogue-page';

const api = fakeApiForEachTest();

const ROWS = [
  productRow('TIG-1006/BL', { stock: 0, price1: 1234.5 }),
  productRow('HAR 22', {
    status: 'hidden',
    listed: false,
    thumbnail: '',
    brand: 'HARIO',
    category: 'Kitchen > Coffee',
  }),
];

const show = (path = '/admin/catalogue') => renderAt(path, '/admin/catalogue', <CataloguePage />);
const lastCall = () => api.calls(adminCatalogueRoutes.listAdminProducts).at(-1);
const table = () => screen.findByRole('table', { name: 'Products' });

describe('the product list', () => {
  beforeEach(() => {
    api.on(adminCatalogueRoutes.listAdminProducts, { is_success: true, rows: ROWS, total: 2 });
    api.on(adminCatalogueRoutes.listBrands, { is_success: true, brands: BRANDS });
    api.on(adminCatalogueRoutes.listCategories, { is_success: true, categories: CATEGORIES });
  });
  afterEach(resetSession);

  it('lists the products by SKU, each linking to its page with its SKU as one part of the address', async () => {
    signInStaff('catalog');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
    const products = await table();
    expect(lastCall()).toEqual({ page: 1, pageSize: 25, sort: 'sku', direction: 'asc' });
    expect(
      within(products)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼]/, '')),
    ).toEqual(['Picture', 'SKU', 'Title', 'Brand', 'Category', 'Price level 1', 'Stock', 'Status']);
    const [, first, second] = within(products).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'TIG-1006/BL' })).toHaveAttribute(
      'href',
      '/admin/catalogue/products/TIG-1006%2FBL',
    );
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      'Rice cooker TIG-1006/BL',
      'TIGER',
      'Kitchen > Appliances > Rice Cookers',
      '$1,234.50',
      '0',
      'Active',
    ]);
    expect(first!.querySelector('img')).toHaveAttribute('src', '/uploads/products/TIG-1006/BL-thumb.webp');
    expect(within(second!).getByRole('link', { name: 'HAR 22' })).toHaveAttribute(
      'href',
      '/admin/catalogue/products/HAR%2022',
    );
    expect(within(second!).getAllByRole('cell')[0]).toHaveTextContent('None');
    expect(within(second!).getAllByRole('cell').at(-1)).toHaveTextContent('HiddenNot shown to buyers');
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Catalogue' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin/catalogue',
      '/admin/catalogue/brands',
      '/admin/catalogue/categories',
      '/admin/catalogue/filters',
    ]);
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/admin/catalogue/new-product');
  });

  it('applies the filters into the address and the call, the brand and category chosen by name', async () => {
    signInStaff('admin');
    show('/admin/catalogue?page=2');
    await table();
    fireEvent.change(field('SKU or title'), { target: { value: ' cooker ' } });
    await userEvent.selectOptions(field('Brand'), 'HARIO');
    // By its value: an option's text is matched as markup, where '>' is '&gt;'.
    await userEvent.selectOptions(field('Category'), '2');
    await userEvent.selectOptions(field('Status'), 'Hidden');
    await userEvent.selectOptions(field('Stock'), 'No stock (0)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(Object.fromEntries(addressQuery())).toEqual({
      q: 'cooker',
      brandId: '3',
      categoryId: '2',
      status: 'hidden',
      stockZero: 'true',
    });
    await waitFor(() =>
      expect(lastCall()).toEqual({
        page: 1,
        pageSize: 25,
        sort: 'sku',
        direction: 'asc',
        q: 'cooker',
        brandId: 3,
        categoryId: 2,
        status: 'hidden',
        stockZero: true,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/admin/catalogue');
  });

  it('sorts by a column or by Sort by, through the address', async () => {
    signInStaff('admin');
    show();
    await table();
    await userEvent.click(screen.getByRole('button', { name: /^Stock/ }));
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'stock', direction: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: /^Stock/ }));
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'stock', direction: 'desc' });
    await userEvent.selectOptions(field('Sort by'), 'Newest');
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'newest', direction: 'asc' });
    await waitFor(() => expect(lastCall()).toMatchObject({ sort: 'newest', direction: 'asc' }));
  });

  it('tells a sales rep its role does not allow the page, and asks nothing', () => {
    signInStaff('rep');
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(api.calls(adminCatalogueRoutes.listAdminProducts)).toEqual([]);
  });
});
