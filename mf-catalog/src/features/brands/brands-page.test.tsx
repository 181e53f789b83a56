import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { resetUserInfo, setUserInfo, systemRoutes } from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer } from '@storefront/shared-kernel/testing';
import BrandsPage from './brands-page';
import { filterBrands } from './filter-brands';

const names = ['TIGER', 'ZOJIRUSHI', 'JOY LIFE', 'JOYCOOK', 'HARIO'];
const brandList = names.map((name, i) => ({ brandId: i + 1, name, logo: `/logo-${i}.svg`, link: '' }));

const api = fakeApiForEachTest();

const renderBrands = () => {
  api.on(systemRoutes.getBrands, { is_success: true, brandList });
  render(
    <MemoryRouter>
      <BrandsPage />
    </MemoryRouter>,
  );
};

beforeEach(() => resetUserInfo());

describe('filterBrands', () => {
  it('matches a case-insensitive substring; blank shows all', () => {
    expect(filterBrands(brandList, 'joy').map((b) => b.name)).toEqual(['JOY LIFE', 'JOYCOOK']);
    expect(filterBrands(brandList, ' Ri ').map((b) => b.name)).toEqual(['HARIO']);
    expect(filterBrands(brandList, 'o').map((b) => b.name)).toEqual(['ZOJIRUSHI', 'JOY LIFE', 'JOYCOOK', 'HARIO']);
    expect(filterBrands(brandList, '   ')).toHaveLength(5);
  });
});

describe('BrandsPage', () => {
  it('lists every brand in a grid by default, with a search box', async () => {
    setUserInfo({ userId: 4, idCustomer: 4 });
    renderBrands();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop by Brand' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search brands' })).toHaveAttribute('placeholder', 'Search brands...');
    expect(await screen.findAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/found/)).not.toBeInTheDocument();
  });

  it('filters as the buyer types and tells how many were found', async () => {
    setUserInfo({ userId: 4, idCustomer: 4 });
    renderBrands();
    await screen.findAllByRole('link');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'JOY');
    expect(screen.getByText('2 brands found.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Brands' }))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['JOY LIFE', 'JOYCOOK']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search brands' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search brands' }), 'xyz');
    expect(screen.getByText('No brands found.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Brands' })).not.toBeInTheDocument();
  });

  it('sends a signed-in buyer to the brand as the category, a visitor to /login', async () => {
    setUserInfo({ userId: 4, idCustomer: 4 });
    renderBrands();
    expect(await screen.findByRole('link', { name: 'JOY LIFE' })).toHaveAttribute('href', '/search?category=joy-life');
  });

  it('sends a visitor to /login', async () => {
    renderBrands();
    expect(await screen.findByRole('link', { name: 'TIGER' })).toHaveAttribute('href', '/login');
  });

  it('says the brands could not be loaded, never a bare search box; Retry asks again', async () => {
    let calls = 0;
    api.on(systemRoutes.getBrands, () => (++calls === 1 ? noAnswer() : { is_success: true, brandList }));
    render(
      <MemoryRouter>
        <BrandsPage />
      </MemoryRouter>,
    );
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The brands could not be loaded. Please try again.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'TIGER' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches to a list', async () => {
    renderBrands();
    await screen.findAllByRole('link');
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
  });
});
