import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { eventBus, resetUserInfo, setUserInfo } from '@storefront/shared-kernel';
import { fetchMenu, type MenuNode } from '../shell-api';
import { MenuBar } from './menu-bar';

jest.mock('../shell-api', () => ({ fetchMenu: jest.fn() }));
const fetchMenuMock = fetchMenu as jest.MockedFunction<typeof fetchMenu>;

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
  fetchMenuMock.mockReset();
});

/** A buyer's bar, with its one category that has a submenu (Kitchen & Dining) and that category's item. */
const showKitchenForBuyer = async () => {
  setUserInfo({ userId: 5, idCustomer: 5 });
  fetchMenuMock.mockResolvedValue(MENU);
  renderBar();
  const kitchen = await screen.findByRole('link', { name: 'Kitchen & Dining' });
  return { kitchen, category: kitchen.closest('li')! };
};

describe('MenuBar', () => {
  it('links each category to its search page for a signed-in buyer', async () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    fetchMenuMock.mockResolvedValue(MENU);
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
    fetchMenuMock.mockResolvedValue(MENU);
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
    fetchMenuMock.mockResolvedValue(MENU);
    renderBar();
    const parent = (await screen.findByRole('link', { name: 'Kitchen & Dining' })).closest('li');
    expect(parent).not.toBeNull();
    expect(within(parent as HTMLElement).getByRole('link', { name: 'Rice Cookers' })).toBeInTheDocument();
  });

  it('leaves only Brands and E-Catalogs when the menu cannot be loaded, and logs it (spec section 8)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMenuMock.mockRejectedValue(new Error('500'));
    renderBar();
    await act(async () => undefined);

    expect(fetchMenuMock).toHaveBeenCalledTimes(1);
    expect(linksOf().map(([name]) => name)).toEqual(['Brands', 'E-Catalogs']);
    expect(warn).toHaveBeenCalledWith('[storefront] the menu failed to load: 500');
    warn.mockRestore();
  });

  it('asks again for a menu that failed once the API is back, and only then', async () => {
    jest.spyOn(console, 'warn').mockImplementationOnce(() => undefined);
    fetchMenuMock.mockRejectedValueOnce(new Error('503')).mockResolvedValue(MENU);
    renderBar();
    await act(async () => undefined);
    expect(linksOf().map(([name]) => name)).toEqual(['Brands', 'E-Catalogs']);

    act(() => eventBus.publish('api/recovered', {}));
    expect(await screen.findByRole('link', { name: 'Beauty' })).toBeInTheDocument();
    expect(fetchMenuMock).toHaveBeenCalledTimes(2);

    act(() => eventBus.publish('api/recovered', {}));
    await act(async () => undefined);
    expect(fetchMenuMock).toHaveBeenCalledTimes(2);
  });
});
