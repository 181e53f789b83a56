import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { eventBus, resetUserInfo, setUserInfo, systemRoutes } from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer, refusal } from '@storefront/shared-kernel/testing';
import type { MenuNode } from '../shell-api';
import { MenuBar } from './menu-bar';

const api = fakeApiForEachTest();
const menuAnswer = () => ({ is_success: true as const, menuList: MENU });
const menuCalls = () => api.calls(systemRoutes.getMenu).length;

const MENU: MenuNode[] = [
  { idWebCate: 1, cateNm: 'Kitchen & Dining', pCode: 0, level: 1, filepath1: '', slug: 'kitchen-dining' },
  { idWebCate: 2, cateNm: 'Rice Cookers', pCode: 1, level: 2, filepath1: '', slug: 'rice-cookers' },
  { idWebCate: 3, cateNm: 'Beauty', pCode: 0, level: 1, filepath1: '', slug: 'beauty' },
];

const renderBar = () =>
  render(
    <MemoryRouter>
      <MenuBar />
    </MemoryRouter>,
  );

const linksOf = () =>
  within(screen.getByRole('navigation', { name: 'Categories' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => {
  localStorage.clear();
  resetUserInfo();
});

/** A buyer's bar, with its one category that has a submenu (Kitchen & Dining) and that category's item. */
const showKitchenForBuyer = async () => {
  setUserInfo({ userId: 5, idCustomer: 5 });
  api.on(systemRoutes.getMenu, menuAnswer);
  renderBar();
  const kitchen = await screen.findByRole('link', { name: 'Kitchen & Dining' });
  return { kitchen, category: kitchen.closest('li')! };
};

describe('MenuBar', () => {
  it('links each category to its search page for a signed-in buyer', async () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    api.on(systemRoutes.getMenu, menuAnswer);
    renderBar();

    expect(await screen.findByRole('link', { name: 'Kitchen & Dining' })).toBeInTheDocument();
    expect(linksOf()).toEqual([
      ['Kitchen & Dining', '/search?category=kitchen-dining'],
      ['Rice Cookers', '/search?category=rice-cookers'],
      ['Beauty', '/search?category=beauty'],
      ['Brands', '/brands'],
      ['E-Catalogs', '/ecatalog'],
    ]);
  });

  it('Escape hides a submenu and takes the focus back to its category, until the focus leaves it', async () => {
    const { kitchen, category } = await showKitchenForBuyer();
    screen.getByRole('link', { name: 'Rice Cookers' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(kitchen).toHaveFocus();
    expect(category).toHaveClass('dismissed');
    await userEvent.tab({ shift: true });
    expect(category).not.toHaveClass('dismissed');
  });

  it('Escape hides the submenu the pointer opened, until the pointer leaves', async () => {
    const { kitchen, category } = await showKitchenForBuyer();
    await userEvent.hover(kitchen);
    await userEvent.keyboard('{Escape}');
    expect(category).toHaveClass('dismissed');
    await userEvent.unhover(kitchen);
    expect(category).not.toHaveClass('dismissed');
    // Beauty has no submenu: Escape over it changes nothing.
    const beauty = screen.getByRole('link', { name: 'Beauty' });
    await userEvent.hover(beauty);
    await userEvent.keyboard('{Escape}');
    expect(beauty.closest('li')).not.toHaveClass('dismissed');
  });

  it('sends a visitor to /login from every category and from Brands, but not from E-Catalogs', async () => {
    api.on(systemRoutes.getMenu, menuAnswer);
    renderBar();

    expect(await screen.findByRole('link', { name: 'Beauty' })).toBeInTheDocument();
    expect(linksOf()).toEqual([
      ['Kitchen & Dining', '/login'],
      ['Rice Cookers', '/login'],
      ['Beauty', '/login'],
      ['Brands', '/login'],
      ['E-Catalogs', '/ecatalog'],
    ]);
  });

  it('nests subcategories under their parent', async () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    api.on(systemRoutes.getMenu, menuAnswer);
    renderBar();
    const parent = (await screen.findByRole('link', { name: 'Kitchen & Dining' })).closest('li');
    expect(parent).not.toBeNull();
    expect(within(parent as HTMLElement).getByRole('link', { name: 'Rice Cookers' })).toBeInTheDocument();
  });

  it('leaves only Brands and E-Catalogs when the menu cannot be loaded, and logs it (docs/product.md §11.2)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.refuse(systemRoutes.getMenu, 500);
    renderBar();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('[storefront] the menu failed to load')),
    );

    expect(menuCalls()).toBe(1);
    expect(linksOf().map(([name]) => name)).toEqual(['Brands', 'E-Catalogs']);
    warn.mockRestore();
  });

  it('asks again for a menu that failed once the API is back, and only then', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let isFirst = true;
    api.on(systemRoutes.getMenu, () => (isFirst ? ((isFirst = false), noAnswer()) : menuAnswer()));
    renderBar();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(linksOf().map(([name]) => name)).toEqual(['Brands', 'E-Catalogs']);

    act(() => eventBus.publish('api/recovered', {}));
    expect(await screen.findByRole('link', { name: 'Beauty' })).toBeInTheDocument();
    expect(menuCalls()).toBe(2);

    act(() => eventBus.publish('api/recovered', {}));
    await act(async () => undefined);
    expect(menuCalls()).toBe(2);
    warn.mockRestore();
  });

  it('does not ask again for a menu the server refused', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on(systemRoutes.getMenu, () => refusal(404));
    renderBar();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    act(() => eventBus.publish('api/recovered', {}));
    await act(async () => undefined);
    expect(menuCalls()).toBe(1);
    warn.mockRestore();
  });
});
