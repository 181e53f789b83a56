import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProduct } from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest, refusal } from '@storefront/shared-kernel/testing';
import { location, renderAt, resetSession, signInStaff } from '../../test-utils';
import { adminProduct, BRANDS, CATEGORIES, FILTER_GROUPS, pictureOf } from './catalogue-fixtures';
import ProductPage from './product-page';

const api = fakeApiForEachTest();

const show = (path = '/admin/catalogue/products/TIG-1006%2FBL') =>
  renderAt(path, '/admin/catalogue/products/:sku', <ProductPage />);
const form = (name: string) => screen.getByRole('form', { name });
const region = (name: string) => screen.getByRole('region', { name });
/** A field of the product form by its label (a required one's `*` aside). */
const input = (label: string) => within(form('Product')).getByLabelText(new RegExp(`^${label}( \\*)?$`));
const loaded = () => screen.findByRole('form', { name: 'Product' });

describe("a product's page", () => {
  let product: AdminProduct;
  /** The product as saved, one version on. */
  const next = (changes: Partial<AdminProduct['product']>) => {
    product = { ...adminProduct({ ...product.product, ...changes }, product.version + 1), links: product.links };
    return { is_success: true as const, product };
  };
  beforeEach(() => {
    product = adminProduct();
    api.on(adminCatalogueRoutes.adminProductDetail, () => ({ is_success: true, product }));
    api.on(adminCatalogueRoutes.listBrands, { is_success: true, brands: BRANDS });
    api.on(adminCatalogueRoutes.listCategories, { is_success: true, categories: CATEGORIES });
    api.on(adminCatalogueRoutes.listFilters, { is_success: true, groups: FILTER_GROUPS });
    api.on(adminCatalogueRoutes.listAdminProducts, { is_success: true, rows: [], total: 0 });
  });
  afterEach(resetSession);

  it('reads the product its address names (the SKU decoded) and shows every field under its label', async () => {
    signInStaff('catalog');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Product TIG-1006/BL' })).toBeInTheDocument();
    await loaded();
    expect(api.calls(adminCatalogueRoutes.adminProductDetail)).toEqual([{ sku: 'TIG-1006/BL' }]);
    const values: [string, string][] = [
      ['SKU', 'TIG-1006/BL'],
      ['Title', 'TIGER Rice Cooker 5.5 cup, Black'],
      ['Description', '<strong>TIGER</strong> Rice Cooker'],
      ['Barcode', '4001006000124'],
      ['Color', 'Black'],
      ['Tags', 'rice,cooker'],
      ['UOM', 'EA'],
      ['Pack qty', '2'],
      ['Carton qty', '8'],
      ['Minimum buy', '2'],
      ['Stock', '40'],
      ['SRP', '180'],
      ['Price level 1', '99.5'],
      ['Price level 2', '96.5'],
      ['Price level 3', '93.5'],
      ['Price level 4', '90.5'],
      ['Sale', '0'],
      ['Weight', '4.2 lb'],
      ['Width', '10 in'],
      ['Height', '9 in'],
      ['Length', '12 in'],
      ['Material', 'Plastic'],
      ['Country of origin', 'Japan'],
      ['Position', '6'],
    ];
    for (const [label, value] of values)
      expect([label, input(label)]).toEqual([label, expect.objectContaining({ value })]);
    expect(input('SKU')).toHaveAttribute('readonly');
    await waitFor(() => expect(input('Brand')).toHaveDisplayValue('TIGER'));
    expect(input('Category')).toHaveDisplayValue('Kitchen > Appliances > Rice Cookers');
    expect(input('Status')).toHaveDisplayValue('Active');
    expect(input('Featured')).not.toBeChecked();
    expect(input('New')).toBeChecked();
    expect(input('Quantity from, break 1')).toHaveValue('10');
    expect(input('Percent off, break 1')).toHaveValue('5');
    const color = await within(form('Product')).findByRole('group', { name: 'Color' });
    expect(within(color).getByLabelText('Black')).toBeChecked();
    expect(within(color).getByLabelText('White')).not.toBeChecked();
    expect(
      within(region('Pictures'))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['front.png (main)', 'side.png']);
    expect(within(region('Related Items')).getByRole('link', { name: 'TIG-2000' })).toHaveAttribute(
      'href',
      '/admin/catalogue/products/TIG-2000',
    );
  });

  it('saves the whole product with the version it read; the buyer-facing notice and the answer show', async () => {
    signInStaff('admin');
    api.on(adminCatalogueRoutes.saveProduct, (input) => next(input.product as Partial<AdminProduct['product']>));
    show();
    await loaded();
    fireEvent.change(input('Price level 1'), { target: { value: '88.40' } });
    fireEvent.change(input('Stock'), { target: { value: '321' } });
    await userEvent.click(within(form('Product')).getByLabelText('White'));
    await userEvent.click(screen.getByRole('button', { name: 'Add a break' }));
    fireEvent.change(input('Quantity from, break 2'), { target: { value: '24' } });
    fireEvent.change(input('Percent off, break 2'), { target: { value: '7.5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Product saved. Buyers see it on their next load.');
    expect(api.calls(adminCatalogueRoutes.saveProduct)).toEqual([
      {
        version: 4,
        product: {
          ...adminProduct().product,
          price1: 88.4,
          stock: 321,
          filters: [
            { group: 'Color', value: 'Black' },
            { group: 'Color', value: 'White' },
          ],
          breaks: [
            { minQty: 10, percentOff: 5 },
            { minQty: 24, percentOff: 7.5 },
          ],
        },
      },
    ]);
    expect(input('Price level 1')).toHaveValue('88.4');

    // The next save carries the version the last one answered.
    fireEvent.change(input('Title'), { target: { value: 'Renamed' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(api.calls(adminCatalogueRoutes.saveProduct)).toHaveLength(2));
    expect(api.calls(adminCatalogueRoutes.saveProduct)[1]).toMatchObject({ version: 5, product: { title: 'Renamed' } });
  });

  it('shows each refused field under it, a number that is none before sending, and Reload after another save', async () => {
    signInStaff('admin');
    show();
    await loaded();
    fireEvent.change(input('Stock'), { target: { value: 'lots' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(input('Stock')).toHaveAccessibleDescription('must be a number');
    expect(input('Stock')).toHaveFocus();
    expect(api.calls(adminCatalogueRoutes.saveProduct)).toEqual([]);

    fireEvent.change(input('Stock'), { target: { value: '5' } });
    api.on(adminCatalogueRoutes.saveProduct, () =>
      refusal(422, {
        code: 'PRODUCT_INVALID',
        message: 'Carton qty must be a multiple of the pack quantity (2)',
        fields: {
          cartonQty: ['must be a multiple of the pack quantity (2)'],
          brand: ['is not a brand of the catalogue'],
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(input('Brand')).toHaveFocus());
    expect(input('Brand')).toHaveAccessibleDescription(/is not a brand of the catalogue/);
    expect(input('Carton qty')).toHaveAccessibleDescription(/must be a multiple of the pack quantity \(2\)/);

    api.on(adminCatalogueRoutes.saveProduct, () =>
      refusal(409, {
        code: 'PRODUCT_CHANGED',
        message: 'This product was changed by someone else. Reload to see the changes.',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(
      await screen.findByText('This product was changed by someone else. Reload to see the changes.'),
    ).toBeInTheDocument();
    product = adminProduct({ title: 'Changed elsewhere' }, 9);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(input('Title')).toHaveValue('Changed elsewhere'));
    expect(input('Stock')).toHaveValue('40');
  });

  it('previews the description in a frame that runs nothing', async () => {
    signInStaff('admin');
    show();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = screen.getByTitle('Description preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<strong>TIGER</strong> Rice Cooker');
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'");
  });

  it('uploads pictures, makes one the main picture and removes one, each with the version read', async () => {
    signInStaff('admin');
    api.on(adminCatalogueRoutes.uploadProductImages, () => next({ images: ['front.png', 'side.png', 'top.png'] }));
    api.on(adminCatalogueRoutes.setProductImages, (input) => next({ images: input.images }));
    show();
    await loaded();
    const pictures = region('Pictures');
    await userEvent.click(within(pictures).getByRole('button', { name: 'Upload' }));
    expect(within(pictures).getByLabelText('Add pictures')).toHaveAccessibleDescription(/Choose one or more pictures/);

    const file = new File(['png bytes'], 'top.png', { type: 'image/png' });
    await userEvent.upload(within(pictures).getByLabelText('Add pictures'), file);
    await userEvent.click(within(pictures).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pictures saved.');
    expect(api.calls(adminCatalogueRoutes.uploadProductImages)).toEqual([
      { sku: 'TIG-1006/BL', version: 4, pictures: [expect.objectContaining({ name: 'top.png' })] },
    ]);

    await userEvent.click(within(pictures).getByRole('button', { name: 'Make main: top.png' }));
    await waitFor(() => expect(api.calls(adminCatalogueRoutes.setProductImages)).toHaveLength(1));
    expect(api.calls(adminCatalogueRoutes.setProductImages)[0]).toEqual({
      sku: 'TIG-1006/BL',
      version: 5,
      images: ['top.png', 'front.png', 'side.png'],
    });
    await waitFor(() => expect(within(pictures).getAllByRole('listitem')[0]).toHaveTextContent('top.png (main)'));
    await userEvent.click(within(pictures).getByRole('button', { name: 'Remove: side.png' }));
    await waitFor(() => expect(api.calls(adminCatalogueRoutes.setProductImages)).toHaveLength(2));
    expect(api.calls(adminCatalogueRoutes.setProductImages)[1]).toEqual({
      sku: 'TIG-1006/BL',
      version: 6,
      images: ['top.png', 'front.png'],
    });
    // The form's save carries the version the pictures' last change answered.
    api.on(adminCatalogueRoutes.saveProduct, (input) => next(input.product as Partial<AdminProduct['product']>));
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(api.calls(adminCatalogueRoutes.saveProduct)).toEqual([expect.objectContaining({ version: 7 })]),
    );
    expect(pictureOf('top.png').filepath1).toBe('/uploads/products/top.webp');
  });

  it('adds a related product by SKU and removes one', async () => {
    signInStaff('admin');
    api.on(adminCatalogueRoutes.addProductLink, (input) => ({
      is_success: true,
      links: {
        ...product.links,
        [input.kind]: [
          ...product.links[input.kind],
          { sku: input.linkedSku, title: 'Added', thumbnail: '', status: 'active' },
        ],
      },
    }));
    api.on(adminCatalogueRoutes.removeProductLink, () => ({ is_success: true, links: { related: [], cross: [] } }));
    show();
    await loaded();
    const cross = region('Commonly Ordered Together');
    await userEvent.type(within(cross).getByLabelText('SKU to add'), 'HAR-22');
    await userEvent.click(within(cross).getByRole('button', { name: 'Add' }));
    expect(await within(cross).findByRole('link', { name: 'HAR-22' })).toBeInTheDocument();
    expect(api.calls(adminCatalogueRoutes.addProductLink)).toEqual([
      { sku: 'TIG-1006/BL', kind: 'cross', linkedSku: 'HAR-22' },
    ]);
    await userEvent.click(within(region('Related Items')).getByRole('button', { name: 'Remove: TIG-2000' }));
    await waitFor(() => expect(within(region('Related Items')).getByText('None yet.')).toBeInTheDocument());
    expect(api.calls(adminCatalogueRoutes.removeProductLink)).toEqual([
      { sku: 'TIG-1006/BL', kind: 'related', linkedSku: 'TIG-2000' },
    ]);
  });
});

describe('a new product', () => {
  beforeEach(() => {
    api.on(adminCatalogueRoutes.listBrands, { is_success: true, brands: BRANDS });
    api.on(adminCatalogueRoutes.listCategories, { is_success: true, categories: CATEGORIES });
    api.on(adminCatalogueRoutes.listFilters, { is_success: true, groups: FILTER_GROUPS });
    api.on(adminCatalogueRoutes.listAdminProducts, { is_success: true, rows: [], total: 0 });
  });
  afterEach(resetSession);

  it('is added without a version, then its page opens at its SKU saying what is left', async () => {
    signInStaff('catalog');
    api.on(adminCatalogueRoutes.saveProduct, (input) => ({
      is_success: true,
      product: {
        ...adminProduct({ ...(input.product as AdminProduct['product']), images: [] }, 1),
        links: { related: [], cross: [] },
      },
    }));
    renderAt('/admin/catalogue/new-product', '/admin/catalogue/new-product', <ProductPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'New product' })).toBeInTheDocument();
    const newForm = await screen.findByRole('form', { name: 'New product' });
    const typed = (label: string) => within(newForm).getByLabelText(new RegExp(`^${label}( \\*)?$`));
    fireEvent.change(typed('SKU'), { target: { value: 'NEW 1/A' } });
    fireEvent.change(typed('Title'), { target: { value: 'A new kettle' } });
    await waitFor(() => expect(within(typed('Brand')).getAllByRole('option')).toHaveLength(4));
    await userEvent.selectOptions(typed('Brand'), 'ZOJIRUSHI');
    await userEvent.selectOptions(typed('Category'), 'Kitchen > Appliances > Kettles');
    for (const level of [1, 2, 3, 4]) fireEvent.change(typed(`Price level ${level}`), { target: { value: '12' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(location()).toBe('/admin/catalogue/products/NEW%201%2FA'));
    const [sent] = api.calls(adminCatalogueRoutes.saveProduct);
    expect(sent).not.toHaveProperty('version');
    expect(sent!.product).toMatchObject({
      sku: 'NEW 1/A',
      title: 'A new kettle',
      brand: 'ZOJIRUSHI',
      category: 'Kitchen > Appliances > Kettles',
      price1: 12,
      srp: 0,
      sale: 0,
      stock: 0,
      packQty: 1,
      images: [],
      status: 'active',
    });
  });
});
