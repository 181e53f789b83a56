import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandRow } from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest, refusal } from '@storefront/shared-kernel/testing';
import { renderAt, resetSession, signInStaff } from '../../test-utils';
import { BRANDS } from './catalogue-fixtures';
import BrandsPage from './brands-page';

const api = fakeApiForEachTest();

const show = () => renderAt('/admin/catalogue/brands', '/admin/catalogue/brands', <BrandsPage />);
const table = () => screen.findByRole('table', { name: "Brands, in the storefront's order" });
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

describe('the brands', () => {
  let brands: BrandRow[];
  const answer = () => ({ is_success: true as const, brands });
  beforeEach(() => {
    brands = BRANDS.map((brand) => ({ ...brand }));
    api.on(adminCatalogueRoutes.listBrands, answer);
  });
  afterEach(resetSession);

  it('lists the brands in order with logo, code and product count; Up and Down where they can move', async () => {
    signInStaff('catalog');
    show();
    const list = await table();
    expect(
      within(list)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['TIGERTIGER', 'ZOJIRUSHIZOJIRUSHI', 'HARIOHARIO']);
    expect(within(rowOf('TIGER')).getByRole('button', { name: 'Down: TIGER' })).toBeInTheDocument();
    expect(within(rowOf('TIGER')).queryByRole('button', { name: 'Up: TIGER' })).not.toBeInTheDocument();
    expect(within(rowOf('HARIO')).queryByRole('button', { name: 'Down: HARIO' })).not.toBeInTheDocument();
    expect(rowOf('TIGER').querySelector('img')).toHaveAttribute('src', '/uploads/brands/tiger.svg');
    expect(within(rowOf('ZOJIRUSHI')).getAllByRole('cell')[0]).toHaveTextContent('None');
  });

  it('adds a brand, moves one and shows the list each answer gives', async () => {
    signInStaff('admin');
    api.on(adminCatalogueRoutes.addBrand, (input) => {
      brands = [...brands, { id: 9, code: 'KILN', name: input.name.trim(), logo: '', sort: 3, productCount: 0 }];
      return answer();
    });
    api.on(adminCatalogueRoutes.moveBrand, () => {
      brands = [brands[0]!, brands[2]!, brands[1]!, brands[3]!];
      return answer();
    });
    show();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Add brand' }));
    expect(screen.getByLabelText(/^Brand name/)).toHaveAccessibleDescription(/Enter the brand name/);
    await userEvent.type(screen.getByLabelText(/^Brand name/), 'Kiln');
    await userEvent.click(screen.getByRole('button', { name: 'Add brand' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kiln is added, last in the list.');
    expect(api.calls(adminCatalogueRoutes.addBrand)).toEqual([{ name: 'Kiln' }]);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toContain('KilnKILN');

    await userEvent.click(screen.getByRole('button', { name: 'Down: ZOJIRUSHI' }));
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        'TIGERTIGER',
        'HARIOHARIO',
        'ZOJIRUSHIZOJIRUSHI',
        'KilnKILN',
      ]),
    );
    expect(api.calls(adminCatalogueRoutes.moveBrand)).toEqual([{ id: 2, direction: 'down' }]);
  });

  it('renames a brand, uploads its logo and deletes one no product uses, in its dialog', async () => {
    signInStaff('admin');
    api.on(adminCatalogueRoutes.renameBrand, (input) => {
      brands = brands.map((b) => (b.id === input.id ? { ...b, name: input.name } : b));
      return answer();
    });
    api.on(adminCatalogueRoutes.uploadBrandLogo, (input) => {
      brands = brands.map((b) => (b.id === input.id ? { ...b, logo: '/uploads/brands/new.webp' } : b));
      return answer();
    });
    api.on(adminCatalogueRoutes.deleteBrand, (input) => {
      brands = brands.filter((b) => b.id !== input.id);
      return answer();
    });
    show();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Change: ZOJIRUSHI' }));
    let dialog = screen.getByRole('dialog', { name: 'Change ZOJIRUSHI' });
    const name = within(dialog).getByLabelText(/^Brand name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Zojirushi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The brand is now Zojirushi.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change: Zojirushi' }));
    dialog = screen.getByRole('dialog', { name: 'Change Zojirushi' });
    await userEvent.upload(within(dialog).getByLabelText('Logo'), new File(['x'], 'logo.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Zojirushi has its new logo.');
    expect(api.calls(adminCatalogueRoutes.uploadBrandLogo)).toEqual([
      { id: 2, picture: [expect.objectContaining({ name: 'logo.png' })] },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Change: Zojirushi' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete brand' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Zojirushi is deleted.');
    expect(screen.queryByRole('rowheader', { name: /^Zojirushi/ })).not.toBeInTheDocument();

    // A brand products use offers no delete, and says why.
    await userEvent.click(screen.getByRole('button', { name: 'Change: TIGER' }));
    dialog = screen.getByRole('dialog', { name: 'Change TIGER' });
    expect(dialog).toHaveTextContent('12 products use this brand: it cannot be deleted.');
    expect(within(dialog).queryByRole('button', { name: 'Delete brand' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a name already taken", async () => {
    signInStaff('admin');
    api.on(adminCatalogueRoutes.addBrand, () =>
      refusal(409, { code: 'BRAND_EXISTS', message: 'A brand named tiger already exists.' }),
    );
    show();
    await table();
    await userEvent.type(screen.getByLabelText(/^Brand name/), 'tiger');
    await userEvent.click(screen.getByRole('button', { name: 'Add brand' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A brand named tiger already exists.');
  });
});
