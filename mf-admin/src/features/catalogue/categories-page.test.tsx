import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryRow } from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { renderAt, resetSession, signInStaff } from '../../test-utils';
import { CATEGORIES, FILTER_GROUPS } from './catalogue-fixtures';
import CategoriesPage from './categories-page';

const api = fakeApiForEachTest();

const show = () => renderAt('/admin/catalogue/categories', '/admin/catalogue/categories', <CategoriesPage />);
const tree = () => screen.getByRole('region', { name: 'The category tree' });
const loaded = () => within(tree()).findByText('Rice Cookers');

describe('the categories', () => {
  let categories: CategoryRow[];
  const answer = () => ({ is_success: true as const, categories });
  beforeEach(() => {
    categories = CATEGORIES.map((c) => ({ ...c }));
    api.on(adminCatalogueRoutes.listCategories, answer);
    api.on(adminCatalogueRoutes.listFilters, { is_success: true, groups: FILTER_GROUPS });
  });
  afterEach(resetSession);

  it('shows the tree, each category under its parent with its address, products and filters', async () => {
    signInStaff('catalog');
    show();
    await loaded();
    const kitchen = within(tree()).getByText('Kitchen').closest('li')!;
    expect(within(kitchen).getByText('Rice Cookers').closest('li')).toHaveTextContent(
      'Rice Cookers (12 products)/search?category=rice-cookers · Filters: Color',
    );
    expect(within(kitchen).queryByText('Beauty')).not.toBeInTheDocument();
    expect(within(tree()).getByRole('button', { name: 'Down: Rice Cookers' })).toBeInTheDocument();
    expect(within(tree()).queryByRole('button', { name: 'Up: Rice Cookers' })).not.toBeInTheDocument();
    expect(within(tree()).getByRole('button', { name: 'Up: Kettles' })).toBeInTheDocument();
  });

  it('adds a top category and a sub-category, and moves one among its siblings', async () => {
    signInStaff('admin');
    api.on(adminCatalogueRoutes.addCategory, (input) => {
      const parent = categories.find((c) => c.id === input.parentId);
      categories = [
        ...categories,
        {
          ...CATEGORIES[0]!,
          id: 10 + categories.length,
          name: input.name,
          parentId: input.parentId,
          level: (parent?.level ?? 0) + 1,
        },
      ];
      return answer();
    });
    api.on(adminCatalogueRoutes.moveCategory, () => {
      categories = categories.map((c) => (c.id === 4 ? { ...c, sort: -1 } : c)).sort((a, b) => a.sort - b.sort);
      return answer();
    });
    show();
    await loaded();
    const top = screen.getByRole('form', { name: 'Add category' });
    await userEvent.type(within(top).getByLabelText(/^Category name/), 'Garden');
    await userEvent.click(within(top).getByRole('button', { name: 'Add category' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Garden is added.');
    expect(api.calls(adminCatalogueRoutes.addCategory)).toEqual([{ parentId: null, name: 'Garden' }]);

    await userEvent.click(within(tree()).getByRole('button', { name: 'Change: Appliances' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Appliances' });
    const sub = within(dialog).getByRole('form', { name: 'Add a sub-category' });
    await userEvent.type(within(sub).getByLabelText(/^Category name/), 'Steamers');
    await userEvent.click(within(sub).getByRole('button', { name: 'Add a sub-category' }));
    await waitFor(() => expect(within(tree()).getByText('Steamers')).toBeInTheDocument());
    expect(api.calls(adminCatalogueRoutes.addCategory)[1]).toEqual({ parentId: 2, name: 'Steamers' });

    await userEvent.click(within(tree()).getByRole('button', { name: 'Up: Kettles' }));
    await waitFor(() => expect(api.calls(adminCatalogueRoutes.moveCategory)).toEqual([{ id: 4, direction: 'up' }]));
  });

  it('renames a category, sets its filters and pictures; one of level 3 takes no sub-category', async () => {
    signInStaff('admin');
    api.on(adminCatalogueRoutes.renameCategory, (input) => {
      categories = categories.map((c) => (c.id === input.id ? { ...c, name: input.name } : c));
      return answer();
    });
    api.on(adminCatalogueRoutes.setCategoryFilters, (input) => {
      categories = categories.map((c) => (c.id === input.id ? { ...c, filterGroups: input.groupIds } : c));
      return answer();
    });
    api.on(adminCatalogueRoutes.uploadCategoryPicture, answer);
    show();
    await loaded();
    await userEvent.click(within(tree()).getByRole('button', { name: 'Change: Rice Cookers' }));
    let dialog = screen.getByRole('dialog', { name: 'Change Rice Cookers' });
    expect(within(dialog).queryByRole('form', { name: 'Add a sub-category' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('12 products and 0 sub-categories are filed under it: it cannot be deleted.');
    const name = within(dialog).getByLabelText(/^Category name/);
    expect(name).toHaveAccessibleDescription('Its address stays /search?category=rice-cookers.');
    await userEvent.clear(name);
    await userEvent.type(name, 'Rice Makers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The category is now Rice Makers.');

    await userEvent.click(within(tree()).getByRole('button', { name: 'Change: Rice Makers' }));
    dialog = screen.getByRole('dialog', { name: 'Change Rice Makers' });
    await userEvent.click(within(dialog).getByLabelText('Capacity'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save filters' }));
    await waitFor(() =>
      expect(api.calls(adminCatalogueRoutes.setCategoryFilters)).toEqual([{ id: 3, groupIds: [1, 2] }]),
    );

    await userEvent.click(within(tree()).getByRole('button', { name: 'Change: Rice Makers' }));
    dialog = screen.getByRole('dialog', { name: 'Change Rice Makers' });
    await userEvent.upload(
      within(dialog).getByLabelText('Banner picture'),
      new File(['x'], 'wide.png', { type: 'image/png' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload banner' }));
    await waitFor(() =>
      expect(api.calls(adminCatalogueRoutes.uploadCategoryPicture)).toEqual([
        { id: 3, kind: 'banner', picture: [expect.objectContaining({ name: 'wide.png' })] },
      ]),
    );
  });
});
