import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, resetUserInfo, setUserInfo } from '@storefront/shared-kernel';
import { makeProduct } from '../../test/fixtures';
import { httpError } from '../../test/mock-api';
import { prefetch } from './search-page';
import { location, products, renderAt, searchApi, sidebar } from './search-page-harness';

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
  jest.restoreAllMocks();
  resetUserInfo();
  setUserInfo({ userId: 9, idCustomer: 9, idStore: 1 });
});

describe('SearchPage', () => {
  it('says when the products could not be loaded; Retry, and the API coming back, ask again', async () => {
    let isDown = true;
    const api = searchApi(3, products(3), () => (isDown ? httpError(503, 'The service is unavailable.') : undefined));
    renderAt('/search?keyword=rice');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The products could not be loaded. Please try again.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    // Still down: Retry asks again and the message stays.
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.calls('GET', '/product/get')).toHaveLength(2));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    // Back: the API client's api/recovered makes the failed list load by itself.
    isDown = false;
    act(() => eventBus.publish('api/recovered', {}));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls('GET', '/product/get')).toHaveLength(3);
  });

  it('titles a category by its menu name and lists its products with one request', async () => {
    const api = searchApi();
    renderAt('/search?category=rice-cookers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rice Cookers' })).toBeInTheDocument();
    expect(document.title).toBe('Rice Cookers | Wholesale Storefront');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(api.calls('GET', '/product/get')).toEqual([
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
    expect(api.calls('GET', '/product/get')).toEqual([
      expect.objectContaining({ keyword: 'rice', filterList: '401', currPage: 1, perPage: 24, sort: 'newest' }),
    ]);
    renderAt('/search?keyword=rice&filter=401');
    expect(await screen.findByText('42 products found.')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Color' });
    expect(api.calls('GET', '/product/get')).toHaveLength(1);
    expect(api.calls('GET', '/system/get-menu')).toHaveLength(1);
    expect(api.calls('GET', '/system/get-filter-menu')).toHaveLength(1);
  });

  it('asks for nothing without a category or keyword', async () => {
    const api = searchApi();
    renderAt('/search');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Search$/);
    await screen.findByRole('button', { name: 'Color' });
    expect(api.calls('GET', '/product/get')).toHaveLength(0);
  });

  it('hides items with no image', async () => {
    searchApi(2, [
      makeProduct({ idStyle: 'A', webTitle: 'Has image' }),
      makeProduct({ idStyle: 'B', webTitle: 'No image', image: '', filepath1: '' }),
    ]);
    renderAt('/search?category=kitchen');
    expect(await screen.findByText('Has image')).toBeInTheDocument();
    expect(screen.queryByText('No image')).not.toBeInTheDocument();
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
    expect(api.calls('GET', '/product/get')[0]).toMatchObject({ filterList: '402' });
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
    await waitFor(() => expect(api.calls('GET', '/product/get')).toHaveLength(4));
    expect(api.calls('GET', '/product/get')[3]).toMatchObject({ currPage: 2, filterList: '101,102' });

    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Clear All' }));
    expect(location()).toHaveTextContent(/^\/search\?category=kitchen$/);
  });

  it("loads the first screen's images at once and the rest lazily", async () => {
    searchApi(12, products(12));
    renderAt('/search?category=kitchen');
    const grid = await screen.findByRole('list', { name: 'Products' });
    const loading = within(grid)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('img')?.getAttribute('loading'));
    expect(loading).toEqual([...Array<string>(8).fill('eager'), ...Array<string>(4).fill('lazy')]);
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
    expect(api.calls('GET', '/product/get').slice(1)).toEqual([
      expect.objectContaining({ sort: 'price-asc', currPage: 1 }),
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '48');
    await waitFor(() => expect(api.calls('GET', '/product/get').at(-1)).toMatchObject({ perPage: 48 }));
    expect(api.calls('GET', '/product/get')).toHaveLength(3);
    expect(
      screen
        .getAllByRole('option')
        .slice(0, 3)
        .map((o) => o.textContent),
    ).toEqual(['24', '48', '100']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search within results' }), 'kettle{Enter}');
    expect(location()).toHaveTextContent('/search?category=kitchen&keyword=kettle');
    await waitFor(() =>
      expect(api.calls('GET', '/product/get').at(-1)).toMatchObject({ keyword: 'kettle', category: 'kitchen' }),
    );
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
