import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiKey,
  apiKeyText,
  eventBus,
  FIRST_PAINT_ANSWERS_ID,
  getQueryClient,
  productRoutes,
  resetQueryClient,
  resetUserInfo,
  setUserInfo,
  systemRoutes,
} from '@storefront/shared-kernel';
import { installFakeApi, refusal } from '@storefront/shared-kernel/testing';
import { prefetch } from './search-page';
import {
  CODES,
  FILTER_MENU,
  location,
  MENU,
  productCalls,
  products,
  renderAt,
  searchApi,
  sidebar,
} from './search-page-harness';

/** Runs `test` on a screen of 768 px or less, where the filters are in a drawer. */
async function onSmallScreen(test: () => Promise<void>) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('768'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  try {
    await test();
  } finally {
    delete (window as Partial<Window>).matchMedia;
  }
}

beforeEach(() => {
  resetUserInfo();
  setUserInfo({ userId: 9, idCustomer: 9, idStore: 1 });
});

describe('SearchPage', () => {
  it('says when the products could not be loaded; Retry, and the API coming back, ask again', async () => {
    let isDown = true;
    const api = searchApi(3, products(3), () => (isDown ? refusal(503) : undefined));
    renderAt('/search?keyword=rice');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The products could not be loaded. Please try again.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    // Still down: Retry asks again and the message stays.
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(productCalls(api)).toHaveLength(2));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    // Back: the API client's api/recovered makes the failed list load by itself.
    isDown = false;
    act(() => eventBus.publish('api/recovered', {}));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(productCalls(api)).toHaveLength(3);
  });

  it('titles a category by its menu name and lists its products with one request', async () => {
    const api = searchApi();
    renderAt('/search?category=rice-cookers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rice Cookers' })).toBeInTheDocument();
    expect(document.title).toBe('Rice Cookers | Wholesale Storefront');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(productCalls(api)).toEqual([
      expect.objectContaining({ category: 'rice-cookers', currPage: 1, perPage: 24, sort: 'newest', idCustomer: 9 }),
    ]);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Kitchen' })).toHaveAttribute(
      'href',
      '/search?category=kitchen',
    );
  });

  it('shows a brand (or unknown category) slug as words', async () => {
    searchApi();
    renderAt('/search?category=joy-life');
    expect(await screen.findByRole('heading', { level: 1, name: 'Joy Life' })).toBeInTheDocument();
  });

  it("shows '{n} products found.' only with a keyword", async () => {
    searchApi(42);
    const { unmount } = renderAt('/search?keyword=rice%20cooker');
    expect(await screen.findByText('42 products found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for “rice cooker”');
    unmount();
    renderAt('/search?category=kitchen');
    await screen.findAllByRole('article');
    expect(screen.queryByText(/products found/)).not.toBeInTheDocument();
  });

  it('takes the calls the host started before its first render (prefetch): one request each', async () => {
    const api = searchApi(42);
    prefetch({ pathname: '/search', search: '?keyword=rice&filter=401' });
    await waitFor(() =>
      expect(productCalls(api)).toEqual([
        expect.objectContaining({ keyword: 'rice', filterList: '401', currPage: 1, perPage: 24, sort: 'newest' }),
      ]),
    );
    renderAt('/search?keyword=rice&filter=401');
    expect(await screen.findByText('42 products found.')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Color' });
    expect(productCalls(api)).toHaveLength(1);
    expect(api.calls(systemRoutes.getMenu)).toHaveLength(1);
    expect(api.calls(systemRoutes.getFilterMenu)).toHaveLength(1);
  });

  it('asks for nothing without a category or keyword', async () => {
    const api = searchApi();
    renderAt('/search');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Search$/);
    await screen.findByRole('button', { name: 'Color' });
    expect(productCalls(api)).toHaveLength(0);
  });

  it('preselects filter ids from the URL and sends them', async () => {
    const api = searchApi();
    renderAt('/search?category=kitchen&filter=402');
    expect(await within(sidebar()).findByRole('checkbox', { name: 'Korea' })).toBeChecked();
    expect(within(sidebar()).getByRole('button', { name: 'Country of Origin' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(sidebar()).getByRole('button', { name: 'Color' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar()).getByRole('button', { name: 'Recently Viewed' })).toHaveAttribute('aria-expanded', 'true');
    expect(productCalls(api)[0]).toMatchObject({ filterList: '402' });
  });

  it('rewrites filter and page into the URL in place, one request per change', async () => {
    const api = searchApi(130);
    renderAt('/search?category=kitchen');
    await screen.findAllByRole('article');
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Color' }));
    await userEvent.click(within(sidebar()).getByRole('checkbox', { name: 'Black' }));
    expect(location()).toHaveTextContent('/search?category=kitchen&filter=101');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    await userEvent.click(within(sidebar()).getByRole('checkbox', { name: 'White' }));
    expect(location()).toHaveTextContent('filter=101%2C102');

    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(location()).toHaveTextContent('/search?category=kitchen&page=2&filter=101%2C102');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    await waitFor(() => expect(productCalls(api)).toHaveLength(4));
    expect(productCalls(api)[3]).toMatchObject({ currPage: 2, filterList: '101,102' });

    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Clear All' }));
    expect(location()).toHaveTextContent(/^\/search\?category=kitchen$/);
  });

  it("loads the first row's images at once and the rest lazily, adding nothing to the head", async () => {
    searchApi(
      12,
      products(12).map((product, i) => ({ ...product, image: `/uploads/products/P-${i + 1}.png` })),
    );
    renderAt('/search?category=kitchen');
    const grid = await screen.findByRole('list', { name: 'Products' });
    const images = within(grid)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('img'));
    expect(images.map((img) => img?.getAttribute('loading'))).toEqual([
      ...Array<string>(2).fill('eager'),
      ...Array<string>(10).fill('lazy'),
    ]);
    // A preload per card searched the whole document and added a link to the head on every new list.
    expect(document.head.querySelectorAll('link[rel="preload"][href*="/P-"]')).toHaveLength(0);
  });

  it('shows the filter groups and recently viewed together, once the menu and the groups answered', async () => {
    searchApi();
    renderAt('/search?category=kitchen');
    expect(within(sidebar()).queryByRole('button', { name: /Recently Viewed/ })).toBeNull();
    expect(await within(sidebar()).findByRole('button', { name: /Color/ })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('button', { name: /Recently Viewed/ })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Rice Cookers' })).toBeInTheDocument();
  });

  it('pages in blocks of 5', async () => {
    searchApi(24 * 7);
    renderAt('/search?category=kitchen&page=3');
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(
      within(pagination)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(within(pagination).getByRole('button', { name: 'Next pages' }));
    expect(location()).toHaveTextContent('page=6');
    // A keyboard user goes to the new page's top with the scroll, not left at the pagination.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(
      within(pagination)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['6', '7']);
  });

  it('links sub-categories without the filters (changing category clears them)', async () => {
    searchApi();
    renderAt('/search?category=kitchen&filter=101&keyword=pot');
    expect(await within(sidebar()).findByRole('link', { name: 'Rice Cookers' })).toHaveAttribute(
      'href',
      '/search?category=rice-cookers',
    );
  });

  it('sorts, sizes pages and searches in place, back to page 1 each time, one request per change', async () => {
    const api = searchApi(200);
    renderAt('/search?category=kitchen&page=2');
    await screen.findAllByRole('article');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price Asc');
    expect(await screen.findByRole('button', { name: 'Page 1', current: 'page' })).toBeInTheDocument();
    // Not a request for page 2 in the new order first: the sort and the page change in one render.
    expect(productCalls(api).slice(1)).toEqual([expect.objectContaining({ sort: 'price-asc', currPage: 1 })]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '48');
    await waitFor(() => expect(productCalls(api).at(-1)).toMatchObject({ perPage: 48 }));
    expect(productCalls(api)).toHaveLength(3);
    expect(
      screen
        .getAllByRole('option')
        .slice(0, 3)
        .map((o) => o.textContent),
    ).toEqual(['24', '48', '100']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search within results' }), 'kettle{Enter}');
    expect(location()).toHaveTextContent('/search?category=kitchen&keyword=kettle');
    await waitFor(() => expect(productCalls(api).at(-1)).toMatchObject({ keyword: 'kettle', category: 'kitchen' }));
  });

  it('switches between grid and list', async () => {
    searchApi();
    renderAt('/search?category=kitchen');
    await screen.findAllByRole('article');
    const list = screen.getByRole('button', { name: 'List view' });
    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters in a drawer with Apply on small screens', async () => {
    await onSmallScreen(async () => {
      searchApi();
      renderAt('/search?category=kitchen');
      await screen.findAllByRole('article');
      expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const drawer = screen.getByRole('dialog', { name: 'Filters' });
      await userEvent.click(within(drawer).getByRole('button', { name: 'Color' }));
      await userEvent.click(within(drawer).getByRole('checkbox', { name: 'White' }));
      expect(location()).toHaveTextContent(/^\/search\?category=kitchen$/);
      await act(() => userEvent.click(within(drawer).getByRole('button', { name: 'Apply' })));
      expect(location()).toHaveTextContent('filter=102');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('closes the drawer and drops its unapplied filters when a sub-category is chosen in it', async () => {
    await onSmallScreen(async () => {
      searchApi();
      renderAt('/search?category=kitchen');
      await screen.findAllByRole('article');
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const drawer = screen.getByRole('dialog', { name: 'Filters' });
      await userEvent.click(within(drawer).getByRole('button', { name: 'Color' }));
      await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Black' }));
      await act(() => userEvent.click(within(drawer).getByRole('link', { name: 'Rice Cookers' })));
      expect(location()).toHaveTextContent(/^\/search\?category=rice-cookers$/);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      await act(() => userEvent.click(screen.getByRole('button', { name: 'Apply' })));
      expect(location()).toHaveTextContent(/^\/search\?category=rice-cookers$/);
    });
  });
});

describe('SearchPage on a page the server drew first', () => {
  afterEach(() => document.getElementById(FIRST_PAINT_ANSWERS_ID)?.remove());

  /** The page as the server sends it: the answers it was drawn from, keyed as the browser's reads ask. */
  function pageWithAnswers(answers: [key: ReturnType<typeof apiKey>, answer: unknown][]) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_PAINT_ANSWERS_ID;
    element.textContent = JSON.stringify(Object.fromEntries(answers.map(([key, answer]) => [apiKeyText(key), answer])));
    document.body.append(element);
    // The page's cache is made on first use and takes the page's answers then, as on a page load.
    resetQueryClient();
  }

  it('draws its first render from the answers the page came with, and asks for none of them', async () => {
    pageWithAnswers([
      [
        apiKey(productRoutes.getProducts, {
          idCustomer: 9,
          brandId: 1,
          storeId: 1,
          keyword: 'rice',
          sort: 'newest',
          currPage: 1,
          perPage: 24,
        }),
        { is_success: true, total: 42, currPage: 1, perPage: 24, productList: products(3) },
      ],
      [apiKey(systemRoutes.getFilterMenu, { category: '' }), FILTER_MENU],
      [apiKey(systemRoutes.getCode, { div: '88' }), CODES],
      [apiKey(systemRoutes.getMenu, {}), MENU],
    ]);
    // No answers: a call the page made would fail the test, naming it.
    const api = installFakeApi();
    try {
      renderAt('/search?keyword=rice');
      // The first render, before any answer could come: the grid, its count and the filters are there.
      expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article')).toHaveLength(3);
      expect(screen.getByText('42 products found.')).toBeInTheDocument();
      expect(within(sidebar()).getByRole('button', { name: 'Color' })).toBeInTheDocument();
      await act(async () => undefined);
      expect(getQueryClient().isFetching()).toBe(0);
      expect(productCalls(api)).toEqual([]);
      expect(api.calls(systemRoutes.getFilterMenu)).toEqual([]);
      expect(api.calls(systemRoutes.getCode)).toEqual([]);
      expect(api.calls(systemRoutes.getMenu)).toEqual([]);
    } finally {
      api.uninstall();
    }
  });
});
