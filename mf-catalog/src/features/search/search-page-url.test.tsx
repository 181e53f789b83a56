import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetUserInfo, setUserInfo, systemRoutes } from '@storefront/shared-kernel';
import { refusal } from '@storefront/shared-kernel/testing';
import { FILTER_MENU, location, productCalls, renderAt, searchApi, sidebar } from './search-page-harness';

beforeEach(() => {
  resetUserInfo();
  setUserInfo({ userId: 9, idCustomer: 9, idStore: 1 });
});

describe('SearchPage: the URL names what is shown', () => {
  it('keeps the sort and page size in the URL: Back from a product shows the same page of the same order', async () => {
    const api = searchApi(160);
    renderAt('/search?category=kitchen');
    await screen.findAllByRole('article');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price Asc');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '48');
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(location()).toHaveTextContent('/search?category=kitchen&page=2&sort=price-asc&perPage=48');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');

    await userEvent.click((await screen.findAllByRole('link', { name: 'Product 1' }))[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));

    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(screen.getByRole('combobox', { name: 'Items per page' })).toHaveValue('48');
    expect(screen.getByRole('button', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(productCalls(api).at(-1)).toMatchObject({ sort: 'price-asc', perPage: 48, currPage: 2 });
  });

  it('reads the sort and page size of a URL, and asks with them at once', async () => {
    const api = searchApi(160);
    renderAt('/search?category=kitchen&sort=name-desc&perPage=100');
    await screen.findAllByRole('article');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name-desc');
    expect(productCalls(api)).toEqual([expect.objectContaining({ sort: 'name-desc', perPage: 100, currPage: 1 })]);
  });

  it('another sort or page size goes back to page 1 and leaves a default out of the URL', async () => {
    searchApi(160);
    renderAt('/search?category=kitchen&page=3&sort=price-asc');
    await screen.findAllByRole('article');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '100');
    expect(location()).toHaveTextContent(/^\/search\?category=kitchen&sort=price-asc&perPage=100$/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(location()).toHaveTextContent(/^\/search\?category=kitchen&perPage=100$/);
  });

  it('opens a page past the last one at the last page, in place', async () => {
    const api = searchApi(40);
    renderAt('/search?keyword=rice&page=5');
    expect(await screen.findByRole('button', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/search\?keyword=rice&page=2$/);
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(screen.getByText('40 products found.')).toBeInTheDocument();
    expect(screen.queryByText('No products found.')).not.toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(productCalls(api).map((call) => call.currPage)).toEqual([5, 2]);
  });

  it('a category opened far past its last page shows its last page, never “No products found.”', async () => {
    searchApi(160);
    renderAt('/search?category=kitchen&page=99');
    expect(await screen.findByRole('button', { name: 'Page 7', current: 'page' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/search\?category=kitchen&page=7$/);
    expect(screen.queryByText('No products found.')).not.toBeInTheDocument();
  });

  it('asks for no page past the highest the API takes', async () => {
    const api = searchApi(24 * 20_000);
    renderAt('/search?category=kitchen&page=123456');
    await screen.findAllByRole('article');
    expect(productCalls(api)).toEqual([expect.objectContaining({ currPage: 10_000 })]);
  });

  it('cuts a keyword longer than the API takes instead of failing', async () => {
    const api = searchApi(3);
    renderAt(`/search?keyword=${'k'.repeat(250)}`);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(productCalls(api)[0]?.keyword).toBe('k'.repeat(200));
    expect(screen.getByRole('searchbox', { name: 'Search within results' })).toHaveAttribute('maxLength', '200');
  });
});

describe('SearchPage: filter ids the category does not offer', () => {
  it('drops them from the URL once the filter menu answered, so the list and the checkboxes agree', async () => {
    const api = searchApi(30);
    renderAt('/search?category=kitchen&filter=999,402');
    expect(await within(sidebar()).findByRole('checkbox', { name: 'Korea' })).toBeChecked();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/search\?category=kitchen&filter=402$/));
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    await waitFor(() => expect(productCalls(api).at(-1)).toMatchObject({ filterList: '402' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('keeps them until the filter menu answered', async () => {
    let answerMenu: (answer: typeof FILTER_MENU) => void = () => undefined;
    const menu = new Promise<typeof FILTER_MENU>((resolve) => (answerMenu = resolve));
    searchApi(30).on(systemRoutes.getFilterMenu, () => menu);
    renderAt('/search?category=kitchen&filter=999');
    await screen.findAllByRole('article');
    expect(location()).toHaveTextContent(/^\/search\?category=kitchen&filter=999$/);

    answerMenu(FILTER_MENU);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/search\?category=kitchen$/));
  });

  it('keeps them when the filter menu could not be loaded', async () => {
    const api = searchApi(30).on(systemRoutes.getFilterMenu, () => refusal(503));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/search?category=kitchen&filter=999');
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('the filters failed to load')));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(within(sidebar()).getByRole('button', { name: 'Recently Viewed' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/search\?category=kitchen&filter=999$/);
    expect(productCalls(api)).toEqual([expect.objectContaining({ filterList: '999' })]);
  });
});
