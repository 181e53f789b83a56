import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilterGroup } from '@storefront/shared-kernel';
import { adminCatalogueRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest, refusal } from '@storefront/shared-kernel/testing';
import { renderAt, resetSession, signInStaff } from '../../test-utils';
import { FILTER_GROUPS } from './catalogue-fixtures';
import FiltersPage from './filters-page';

const api = fakeApiForEachTest();

const show = () => renderAt('/admin/catalogue/filters', '/admin/catalogue/filters', <FiltersPage />);
const group = (name: string) => screen.findByRole('region', { name });

describe('the filters', () => {
  let groups: FilterGroup[];
  const answer = () => ({ is_success: true as const, groups });
  beforeEach(() => {
    groups = FILTER_GROUPS.map((g) => ({ ...g, values: [...g.values] }));
    api.on(adminCatalogueRoutes.listFilters, answer);
  });
  afterEach(resetSession);

  it('shows each group with its values and what uses them; only an unused last value and an unused group can go', async () => {
    signInStaff('catalog');
    show();
    const color = await group('Color');
    expect(color).toHaveTextContent('Offered by 4 categories.');
    expect(
      within(color)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Black (5 products)', 'White (0 products)']);
    expect(within(color).getByRole('button', { name: 'Delete: White' })).toBeInTheDocument();
    expect(within(color).queryByRole('button', { name: 'Delete: Black' })).not.toBeInTheDocument();
    expect(within(color).queryByRole('button', { name: 'Delete group: Color' })).not.toBeInTheDocument();
    expect(within(await group('Capacity')).getByRole('button', { name: 'Delete group: Capacity' })).toBeInTheDocument();
  });

  it('adds a group and a value, and renames a value in its dialog', async () => {
    signInStaff('admin');
    api.on(adminCatalogueRoutes.addFilterGroup, (input) => {
      groups = [...groups, { id: 3, name: input.name, sort: 2, categoryCount: 0, values: [] }];
      return answer();
    });
    api.on(adminCatalogueRoutes.addFilterValue, (input) => {
      groups = groups.map((g) =>
        g.id === input.groupId
          ? { ...g, values: [...g.values, { id: g.id * 100 + g.values.length + 1, name: input.name, productCount: 0 }] }
          : g,
      );
      return answer();
    });
    api.on(adminCatalogueRoutes.renameFilterValue, (input) => {
      groups = groups.map((g) => ({
        ...g,
        values: g.values.map((v) => (v.id === input.id ? { ...v, name: input.name } : v)),
      }));
      return answer();
    });
    show();
    await group('Color');
    const addGroup = screen.getByRole('form', { name: 'Add group' });
    await userEvent.type(within(addGroup).getByLabelText(/^Group name/), 'Finish');
    await userEvent.click(within(addGroup).getByRole('button', { name: 'Add group' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Finish is added.');

    const finish = await group('Finish');
    const addValue = within(finish).getByRole('form', { name: 'Add a value to Finish' });
    await userEvent.type(within(addValue).getByLabelText(/^Value name/), 'Matte');
    await userEvent.click(within(addValue).getByRole('button', { name: 'Add a value to Finish' }));
    await waitFor(() => expect(within(finish).getByText('Matte (0 products)')).toBeInTheDocument());
    expect(api.calls(adminCatalogueRoutes.addFilterValue)).toEqual([{ groupId: 3, name: 'Matte' }]);

    await userEvent.click(within(await group('Color')).getByRole('button', { name: 'Rename: Black' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Black' });
    const name = within(dialog).getByLabelText(/^Value name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Jet Black');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Black is now Jet Black.');
    expect(api.calls(adminCatalogueRoutes.renameFilterValue)).toEqual([{ id: 101, name: 'Jet Black' }]);
  });

  it("shows the server's refusal under the value's name", async () => {
    signInStaff('admin');
    api.on(adminCatalogueRoutes.addFilterValue, () =>
      refusal(400, {
        message: 'Value name may not hold a comma',
        fields: { name: ['Value name may not hold a comma'] },
      }),
    );
    show();
    const color = await group('Color');
    const addValue = within(color).getByRole('form', { name: 'Add a value to Color' });
    await userEvent.type(within(addValue).getByLabelText(/^Value name/), 'Red');
    await userEvent.click(within(addValue).getByRole('button', { name: 'Add a value to Color' }));
    await waitFor(() =>
      expect(within(addValue).getByLabelText(/^Value name/)).toHaveAccessibleDescription(
        /Value name may not hold a comma/,
      ),
    );
  });
});
