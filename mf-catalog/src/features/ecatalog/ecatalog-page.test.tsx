import { fireEvent, render, screen } from '@testing-library/react';
import { resetUserInfo, systemRoutes } from '@storefront/shared-kernel';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { catalogTitle } from './catalog-title';
import ECatalogPage from './ecatalog-page';

const api = fakeApiForEachTest();

beforeEach(() => resetUserInfo());

describe('catalogTitle', () => {
  it('turns hyphens into spaces and capitalises words', () => {
    expect(catalogTitle('kitchen-catalog-2025')).toBe('Kitchen Catalog 2025');
    expect(catalogTitle('beauty--spring')).toBe('Beauty Spring');
  });
});

describe('ECatalogPage', () => {
  it('opens each catalog in a new tab, and hides a broken cover', async () => {
    api.on(systemRoutes.getECatalogFiles, {
      is_success: true,
      eCatalogList: [
        { title: 'kitchen-catalog-2025', Tfilepath1: '/k.svg', filepath2: '/k.pdf' },
        { title: 'beauty-catalog-2025', Tfilepath1: '/b.svg', filepath2: '/b.pdf' },
      ],
    });
    const { container } = render(<ECatalogPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'E-Catalogs' })).toBeInTheDocument();
    const kitchen = await screen.findByRole('link', { name: /^Kitchen Catalog 2025/ });
    expect(kitchen).toHaveAttribute('href', '/k.pdf');
    expect(kitchen).toHaveAttribute('target', '_blank');
    expect(kitchen).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(container.querySelectorAll('img')).toHaveLength(2);
    fireEvent.error(container.querySelector('img[src="/k.svg"]') as Element);
    expect(container.querySelector('img[src="/k.svg"]')).toBeNull();
    expect(screen.getByRole('link', { name: /^Kitchen Catalog 2025/ })).toBeInTheDocument();
  });
});
