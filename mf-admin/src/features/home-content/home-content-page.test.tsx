import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { HomeBannerRow, HomeContent } from '@storefront/shared-kernel';
import { adminHomeContentRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest, refusal } from '@storefront/shared-kernel/testing';
import { field, renderAt, resetSession, signInStaff } from '../../test-utils';
import HomeContentPage from './home-content-page';

const api = fakeApiForEachTest();

const STANDARD = {
  visitor: 'Wholesale only: sign in to see your prices.',
  buyer: 'Wholesale only.',
};

const bannerOf = (id: number, kind: 'main' | 'content', title: string, more: Partial<HomeBannerRow> = {}) => ({
  id,
  kind,
  title,
  link: `/search?category=${id}`,
  picture: `/uploads/banners/${id}.webp`,
  thumbnail: `/uploads/banners/${id}-thumb.webp`,
  isShown: true,
  sort: id,
  ...more,
});

const product = (sku: string, title: string, isListed = true) => ({ sku, title, thumbnail: '', isListed });

const fixture = (): HomeContent => ({
  banners: {
    main: [bannerOf(1, 'main', 'Rice cookers'), bannerOf(2, 'main', 'Pour-over season', { isShown: false })],
    content: [bannerOf(3, 'content', 'Glass storage')],
  },
  tiles: {
    mode: 'rule',
    picked: [],
    shown: [2, 4],
    categories: [
      { id: 1, name: 'Kitchen', path: 'Kitchen', level: 1, tile: '/uploads/categories/kitchen.svg' },
      { id: 2, name: 'Rice Cookers', path: 'Kitchen > Rice Cookers', level: 2, tile: '' },
      { id: 3, name: 'Beauty', path: 'Beauty', level: 1, tile: '' },
      { id: 4, name: 'Skin Care', path: 'Beauty > Skin Care', level: 2, tile: '' },
    ],
  },
  promoStrip: { ...STANDARD, standard: STANDARD },
  rails: [
    { rail: 'bestSeller', mode: 'rule', picks: [], showing: [product('TIG-1', 'Tiger cooker')] },
    { rail: 'newarrival', mode: 'rule', picks: [], showing: [] },
    {
      rail: 'featured',
      mode: 'picked',
      picks: [product('HAR-1', 'Hario kettle'), product('HAR-2', 'Hario dripper', false)],
      showing: [product('HAR-1', 'Hario kettle')],
    },
  ],
  brands: [
    { id: 1, name: 'TIGER', logo: '/uploads/brands/tiger.svg' },
    { id: 2, name: 'HARIO', logo: '' },
  ],
});

const show = () => renderAt('/admin/content/home', '/admin/content/home', <HomeContentPage />);
const section = (name: string) => screen.getByRole('region', { name });

describe('the home page content screen', () => {
  let content: HomeContent;
  const answer = () => ({ is_success: true as const, content });
  beforeEach(() => {
    content = fixture();
    api.on(adminHomeContentRoutes.readHomeContent, answer);
  });
  afterEach(resetSession);

  it('shows every section in the home’s order, each banner with whether it is shown, and is axe clean', async () => {
    signInStaff('catalog');
    const { container } = show();
    const mainBanners = await screen.findByRole('table', { name: "Main banners, in the home's order" });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Main banners',
      'Category tiles',
      'Content banners',
      'Product rails',
      'Shop By Brand',
      'Promotional strip',
    ]);
    const rows = within(mainBanners).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Rice cookers/search?category=1',
      'Pour-over season/search?category=2',
    ]);
    expect(within(rows[1]!).getByRole('cell', { name: 'Hidden' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Down: Rice cookers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Main banners' })).toHaveAttribute('href', '#main-banners');
    expect(section('Category tiles')).toHaveTextContent('The home shows now: Rice Cookers, Skin Care.');
    expect(within(section('Shop By Brand')).getByRole('link', { name: 'Brands page' })).toHaveAttribute(
      'href',
      '/admin/catalogue/brands',
    );
    expect(
      within(screen.getByRole('list', { name: "Brands, in the rail's order" }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TIGER', 'HARIO']);
    const featured = screen.getByRole('list', { name: 'Products picked for Featured Products' });
    expect(within(featured).getAllByRole('listitem')[1]).toHaveTextContent('HAR-2 Hario dripperNot shown to buyers');

    // jsdom draws nothing: colour contrast is left to the journeys' real browser, and axe's canvas probe gets none.
    const canvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    canvas.mockRestore();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('adds a banner with its picture, checking the form first; hides one in its dialog', async () => {
    signInStaff('admin');
    api.on(adminHomeContentRoutes.addHomeBanner, (input) => {
      content.banners.content.push(bannerOf(9, 'content', input.title, { link: input.link, isShown: input.isShown }));
      return answer();
    });
    api.on(adminHomeContentRoutes.changeHomeBanner, (input) => {
      content.banners.main = content.banners.main.map((b) =>
        b.id === input.id ? { ...b, title: input.title, link: input.link, isShown: input.isShown } : b,
      );
      return answer();
    });
    show();
    await screen.findByRole('table', { name: "Content banners, in the home's order" });
    const add = screen.getByRole('form', { name: 'Add a content banner' });
    await userEvent.type(within(add).getByLabelText(/^Link/), 'javascript:alert(1)');
    await userEvent.click(within(add).getByRole('button', { name: 'Add banner' }));
    expect(within(add).getByLabelText('Picture')).toHaveAccessibleDescription(/Choose the picture/);
    expect(within(add).getByLabelText(/^Title/)).toHaveAccessibleDescription(/Title is required/);
    expect(within(add).getByLabelText(/^Link/)).toHaveAccessibleDescription(/must be a path on this site/);
    expect(api.calls(adminHomeContentRoutes.addHomeBanner)).toEqual([]);

    await userEvent.upload(within(add).getByLabelText('Picture'), new File(['x'], 'show.png', { type: 'image/png' }));
    await userEvent.type(within(add).getByLabelText(/^Title/), 'Trade show');
    await userEvent.clear(within(add).getByLabelText(/^Link/));
    await userEvent.type(within(add).getByLabelText(/^Link/), 'https://show.example.com');
    await userEvent.click(within(add).getByRole('checkbox', { name: 'Show on the home page' }));
    await userEvent.click(within(add).getByRole('button', { name: 'Add banner' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Trade show is added, last of the content banners.');
    expect(api.calls(adminHomeContentRoutes.addHomeBanner)).toEqual([
      {
        kind: 'content',
        title: 'Trade show',
        link: 'https://show.example.com',
        isShown: false,
        picture: [expect.objectContaining({ name: 'show.png' })],
      },
    ]);
    expect(screen.getByRole('rowheader', { name: /^Trade show/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change: Rice cookers' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Rice cookers' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show on the home page' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Rice cookers is saved.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(adminHomeContentRoutes.changeHomeBanner)).toEqual([
      { id: 1, title: 'Rice cookers', link: '/search?category=1', isShown: false },
    ]);
  });

  it('picks the tiles in an order set from the keyboard, and saves them', async () => {
    signInStaff('admin');
    api.on(adminHomeContentRoutes.setHomeTiles, (input) => {
      content.tiles = { ...content.tiles, mode: input.mode, picked: input.categoryIds, shown: input.categoryIds };
      return answer();
    });
    show();
    const tiles = await screen.findByRole('form', { name: 'Category tiles' });
    await userEvent.selectOptions(within(tiles).getByLabelText('The tiles show'), 'picked');
    await userEvent.click(within(tiles).getByRole('button', { name: 'Save tiles' }));
    expect(await within(tiles).findByRole('alert')).toHaveTextContent('Pick at least one category');
    // Offered by their paths, chosen by their ids: Kitchen > Rice Cookers, then Beauty.
    for (const id of ['2', '3']) {
      await userEvent.selectOptions(within(tiles).getByLabelText('Category to add'), id);
      await userEvent.click(within(tiles).getByRole('button', { name: 'Add category' }));
    }
    const up = within(tiles).getByRole('button', { name: 'Up: Beauty' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    // Beauty is first now: its Up is gone, and focus stays with it, on its Down.
    await waitFor(() => expect(within(tiles).getByRole('button', { name: 'Down: Beauty' })).toHaveFocus());
    await userEvent.click(within(tiles).getByRole('button', { name: 'Save tiles' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The category tiles are saved.');
    expect(api.calls(adminHomeContentRoutes.setHomeTiles)).toEqual([{ mode: 'picked', categoryIds: [3, 2] }]);
    expect(section('Category tiles')).toHaveTextContent('The home shows now: Beauty, Rice Cookers.');
  });

  it("picks a rail's products by SKU and shows the server's refusal naming them", async () => {
    signInStaff('catalog');
    api.on(adminHomeContentRoutes.setHomeRail, () =>
      refusal(422, {
        code: 'PICKS_REFUSED',
        message: 'These products cannot be picked: NOPE is not a product of the catalogue.',
        fields: { skus: ['NOPE is not a product of the catalogue'] },
      }),
    );
    show();
    const best = await screen.findByRole('form', { name: 'Best Sellers' });
    await userEvent.selectOptions(within(best).getByLabelText('Best Sellers shows'), 'picked');
    const sku = within(best).getByLabelText('SKU to add');
    await userEvent.type(sku, 'TIG-1{Enter}');
    await userEvent.type(sku, 'tig-1{Enter}');
    expect(sku).toHaveAccessibleDescription(/tig-1 is picked already/);
    await userEvent.clear(sku);
    await userEvent.type(sku, 'NOPE');
    await userEvent.click(within(best).getByRole('button', { name: 'Add product' }));
    await userEvent.click(within(best).getByRole('button', { name: 'Save Best Sellers' }));
    expect(await within(best).findByRole('alert')).toHaveTextContent('NOPE is not a product of the catalogue');
    expect(api.calls(adminHomeContentRoutes.setHomeRail)).toEqual([
      { rail: 'bestSeller', mode: 'picked', skus: ['TIG-1', 'NOPE'] },
    ]);
    // Removing the refused one, from the keyboard too.
    within(best).getByRole('button', { name: 'Remove: NOPE' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(best).queryByText('NOPE')).not.toBeInTheDocument();
  });

  it('sets the promotional strip, an empty text hiding it, and puts the standard wording back', async () => {
    signInStaff('admin');
    api.on(adminHomeContentRoutes.setPromoStrip, (input) => {
      content.promoStrip = { ...content.promoStrip, ...input };
      return answer();
    });
    show();
    const strip = await screen.findByRole('form', { name: 'Promotional strip' });
    await userEvent.clear(field('For signed-in buyers'));
    await userEvent.clear(field('For visitors'));
    await userEvent.type(field('For visitors'), 'Spring show: booth 12');
    await userEvent.click(within(strip).getByRole('button', { name: 'Save the strip' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The promotional strip is saved.');
    expect(api.calls(adminHomeContentRoutes.setPromoStrip)).toEqual([{ visitor: 'Spring show: booth 12', buyer: '' }]);
    await userEvent.click(within(strip).getByRole('button', { name: 'Use the standard wording for visitors' }));
    expect(field('For visitors')).toHaveValue(STANDARD.visitor);
  });

  it('tells a member whose role may not use the content area so, and asks nothing', async () => {
    signInStaff('rep');
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(api.calls(adminHomeContentRoutes.readHomeContent)).toEqual([]);
  });
});
