import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetUserInfo, setUserInfo, userStore } from '@storefront/shared-kernel';
import { makeProduct, withoutPrices } from '../../test/fixtures';
import { httpError, mockApi, networkError } from '../../test/mock-api';
import HomePage from './home-page';

const many = (n: number, prefix: string, priced = true) =>
  Array.from({ length: n }, (_, i) => {
    const product = makeProduct({ idStyle: `${prefix}-${i + 1}`, webTitle: `${prefix} item ${i + 1}` });
    return priced ? product : withoutPrices(product);
  });

const homeApi = (priced: boolean, failing: Record<string, Error> = {}) =>
  mockApi({
    'GET /system/get-store': { is_success: true, storeInfo: { idStore: 3, zipcode: '90248', name: 'Main' } },
    'GET /system/get-banner': {
      is_success: true,
      bannerList: [{ title: 'Slide', url: '/search?category=x', filepath1: '/s.svg' }],
    },
    'GET /system/get-category': {
      is_success: true,
      categoryList: [{ idWebCate: 2, title: 'Rice Cookers', slug: 'rice-cookers', filepath1: '/c.svg' }],
    },
    'GET /system/get-cms-banner': {
      is_success: true,
      cmsBannerList: [{ title: 'Read this', url: '/contactus', filepath1: '/r.svg' }],
    },
    'GET /system/get-web-first-depth': {
      is_success: true,
      categoryList: [{ idWebCate: 1, cateNm: 'Kitchen', slug: 'kitchen', banner_filepath1: '/k.svg' }],
    },
    'GET /system/get-brands': {
      is_success: true,
      brandList: [{ brandId: 1, name: 'JOY LIFE', logo: '/l.svg', link: '' }],
    },
    // Best sellers: 14 answered, one without any image; 12 are shown, all with images.
    'GET /product/get-best-seller': {
      is_success: true,
      productList: [
        makeProduct({ idStyle: 'NOIMG', webTitle: 'No image', image: '', filepath1: '' }),
        ...many(13, 'Best', priced),
      ],
    },
    'GET /product/get-new-arrival': { is_success: true, productList: many(10, 'New', priced) },
    'GET /product/get-featured': { is_success: true, productList: many(9, 'Featured', priced) },
    ...failing,
  });

/** Renders and waits until every section has had its answer, so no update lands after a test. */
const renderHome = async () => {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  await screen.findByRole('region', { name: 'Featured Products' });
  await screen.findByRole('region', { name: 'Shop By Brand' });
  await waitFor(() => expect(userStore.get().idStore).toBe(3));
};

/** Every item of a rail, across its slides (the rail shows 4 at a time). */
const railCount = async (title: string) => {
  const rail = await screen.findByRole('region', { name: title });
  return (
    Number(
      within(rail)
        .getByText(/^1 \/ \d+$/)
        .textContent?.split('/ ')[1],
    ) * 4
  );
};

/** A signed-in buyer: the user and the token (without a token the home page clears the user). */
const signedIn = (user: Parameters<typeof setUserInfo>[0]) => {
  setUserInfo(user);
  localStorage.setItem('token', 'buyer-token');
};

beforeEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  resetUserInfo();
});

describe('HomePage', () => {
  it("invites a visitor with one 'Login to see price' link and shows no prices", async () => {
    homeApi(false);
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login to see price' })).toHaveAttribute('href', '/login');
    const bestSellers = await screen.findByRole('region', { name: 'Best Sellers' });
    expect(within(bestSellers).getAllByText('Login to see price')).toHaveLength(4);
    expect(screen.getAllByRole('link', { name: /Login to see price/ })).toHaveLength(1);
    expect(screen.queryByText(/Your Price/)).not.toBeInTheDocument();
  });

  it('sends a visitor to /login from products, categories and brands, not from content pages', async () => {
    homeApi(false);
    await renderHome();
    const bestSellers = await screen.findByRole('region', { name: 'Best Sellers' });
    expect(within(bestSellers).getByRole('link', { name: 'Best item 1' })).toHaveAttribute('href', '/login');
    expect(await screen.findByRole('link', { name: 'Rice Cookers' })).toHaveAttribute('href', '/login');
    expect(await screen.findByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/login');
    expect(await screen.findByRole('link', { name: 'JOY LIFE' })).toHaveAttribute('href', '/login');
    expect(await screen.findByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/contactus');
  });

  it('shows a buyer SRP and Your Price and real links, without the sign-in prompt', async () => {
    signedIn({ userId: 5, idCustomer: 5 });
    homeApi(true);
    await renderHome();
    const bestSellers = await screen.findByRole('region', { name: 'Best Sellers' });
    expect(within(bestSellers).getAllByText('Your Price')).toHaveLength(4);
    expect(within(bestSellers).getAllByText('SRP')).toHaveLength(4);
    expect(screen.queryByText('Login to see price')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'JOY LIFE' })).toHaveAttribute('href', '/search?category=joy-life');
    expect(screen.getByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/search?category=kitchen');
  });

  it('limits the rails: best sellers 12 with an image, new arrivals 8, featured 8', async () => {
    homeApi(true);
    await renderHome();
    expect(await railCount('Best Sellers')).toBe(12);
    expect(screen.queryByText('No image')).not.toBeInTheDocument();
    expect(await railCount('New Arrivals')).toBe(8);
    expect(await railCount('Featured Products')).toBe(8);
  });

  it("asks with the buyer's own ids", async () => {
    signedIn({ userId: 5, idCustomer: 5, brandId: 2 });
    const api = homeApi(true);
    await renderHome();
    await screen.findByRole('region', { name: 'Best Sellers' });
    expect(api.calls('GET', '/product/get-best-seller')[0]).toMatchObject({ idCustomer: 5, brandId: 2 });
  });

  it('saves the store id and zipcode', async () => {
    homeApi(false);
    await renderHome();
    await waitFor(() => expect(userStore.get()).toMatchObject({ idStore: 3, zipcode: '90248' }));
  });

  it.each([
    ["the text 'null'", 'null'],
    ['gone (removed in another tab)', null],
  ])('clears the user when the stored token is %s', async (_, token) => {
    setUserInfo({ userId: 5, idCustomer: 5, companyNm: 'Acme' });
    if (token === null) localStorage.removeItem('token');
    else localStorage.setItem('token', token);
    homeApi(false);
    await renderHome();
    await waitFor(() => expect(userStore.get().userId).toBe(0));
    expect(await screen.findByRole('link', { name: 'Login to see price' })).toBeInTheDocument();
  });

  it('offers a quote request through customer service to everyone', async () => {
    homeApi(false);
    await renderHome();
    expect(screen.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/contactus');
  });

  it('leaves a section whose load failed empty and only logs it (spec section 8)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    homeApi(true, {
      'GET /product/get-best-seller': httpError(500, 'Database down'),
      'GET /system/get-cms-banner': networkError(),
    });
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    await screen.findByRole('region', { name: 'Featured Products' });
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn.mock.calls.map(([line]) => line).sort()).toEqual([
      '[storefront] Best Sellers failed to load: 500 Database down',
      '[storefront] the content banners failed to load: Network Error',
    ]);
    expect(screen.queryByRole('region', { name: 'Best Sellers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'Shop By Brand' });
    await waitFor(() => expect(userStore.get().idStore).toBe(3));
  });
});
