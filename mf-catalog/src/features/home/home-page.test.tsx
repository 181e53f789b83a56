import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  getQueryClient,
  productRoutes,
  resetUserInfo,
  setUserInfo,
  systemRoutes,
  userStore,
} from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer, refusal } from '@storefront/shared-kernel/testing';
import { makeProduct, withoutPrices } from '../../test/fixtures';
import HomePage from './home-page';

const many = (n: number, prefix: string, priced = true) =>
  Array.from({ length: n }, (_, i) => {
    const product = makeProduct({ idStyle: `${prefix}-${i + 1}`, webTitle: `${prefix} item ${i + 1}` });
    return priced ? product : withoutPrices(product);
  });

const api = fakeApiForEachTest();

const homeApi = (priced: boolean) =>
  api
    .on(systemRoutes.getStore, { is_success: true, storeInfo: { idStore: 3, zipcode: '90248', name: 'Main' } })
    .on(systemRoutes.getBanner, {
      is_success: true,
      bannerList: [{ title: 'Slide', url: '/search?category=x', filepath1: '/s.svg' }],
    })
    .on(systemRoutes.getCategory, {
      is_success: true,
      categoryList: [{ idWebCate: 2, title: 'Rice Cookers', slug: 'rice-cookers', filepath1: '/c.svg' }],
    })
    .on(systemRoutes.getCmsBanner, {
      is_success: true,
      cmsBannerList: [{ title: 'Read this', url: '/contactus', filepath1: '/r.svg' }],
    })
    .on(systemRoutes.getWebFirstDepth, {
      is_success: true,
      categoryList: [{ idWebCate: 1, cateNm: 'Kitchen', slug: 'kitchen', banner_filepath1: '/k.svg' }],
    })
    .on(systemRoutes.getBrands, {
      is_success: true,
      brandList: [{ brandId: 1, name: 'JOY LIFE', logo: '/l.svg', link: '' }],
    })
    // More than each rail shows: 13 best sellers (12 shown), 10 new arrivals and 9 featured (8 each).
    .on(productRoutes.getBestSellers, { is_success: true, productList: many(13, 'Best', priced) })
    .on(productRoutes.getNewArrivals, { is_success: true, productList: many(10, 'New', priced) })
    .on(productRoutes.getFeaturedProducts, { is_success: true, productList: many(9, 'Featured', priced) });

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

  it('limits the rails: best sellers 12, new arrivals 8, featured 8', async () => {
    homeApi(true);
    await renderHome();
    expect(await railCount('Best Sellers')).toBe(12);
    expect(await railCount('New Arrivals')).toBe(8);
    expect(await railCount('Featured Products')).toBe(8);
  });

  it("asks with the buyer's own ids", async () => {
    signedIn({ userId: 5, idCustomer: 5, brandId: 2 });
    homeApi(true);
    await renderHome();
    await screen.findByRole('region', { name: 'Best Sellers' });
    expect(api.calls(productRoutes.getBestSellers)[0]).toMatchObject({ idCustomer: 5, brandId: 2 });
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
    expect(screen.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/contactus?kind=quote');
  });

  it('draws the sections below the carousel together, once the last of them has answered', async () => {
    let answerBrands: () => void = () => {};
    const brandsLater = new Promise<void>((resolve) => (answerBrands = resolve));
    homeApi(false).on(systemRoutes.getBrands, async () => {
      await brandsLater;
      return { is_success: true, brandList: [{ brandId: 1, name: 'JOY LIFE', logo: '/l.svg', link: '' }] };
    });
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    // Every other read has answered (the brands' alone is on its way): no section shows yet, nor the
    // bands drawn without a call.
    await waitFor(() => expect(api.calls(productRoutes.getFeaturedProducts)).toHaveLength(1));
    await waitFor(() => expect(getQueryClient().isFetching()).toBe(1));
    expect(screen.queryByRole('region', { name: 'Best Sellers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a Quote' })).not.toBeInTheDocument();
    answerBrands();
    await screen.findByRole('region', { name: 'Shop By Brand' });
    expect(screen.getByRole('region', { name: 'Best Sellers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a Quote' })).toBeInTheDocument();
  });

  it('leaves a section whose load failed empty and only logs it (docs/product.md §11.2)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    homeApi(true)
      .on(productRoutes.getBestSellers, () => refusal(500, { message: 'Database down' }))
      .on(systemRoutes.getCmsBanner, () => noAnswer());
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    await screen.findByRole('region', { name: 'Featured Products' });
    // Each failed load is logged (the banners' may be asked again once other answers show the API is
    // back, and logged again): what failed, and nothing else.
    const logged = () => [...new Set(warn.mock.calls.map(([line]) => String(line)))].sort();
    await waitFor(() =>
      expect(logged()).toEqual([
        '[storefront] Best Sellers failed to load: 500 INTERNAL_ERROR Database down',
        '[storefront] the content banners failed to load: Network Error',
      ]),
    );
    expect(screen.queryByRole('region', { name: 'Best Sellers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'Shop By Brand' });
    await waitFor(() => expect(userStore.get().idStore).toBe(3));
  });
});
