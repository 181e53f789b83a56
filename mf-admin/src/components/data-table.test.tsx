import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressQuery, renderAt } from '../test-utils';
import { DataTable, sortRows, type DataColumn } from './data-table';
import { useListParams } from './use-list-params';

interface Member {
  id: number;
  email: string;
  name: string;
  active: boolean;
}

const MEMBERS: Member[] = [
  { id: 1, email: 'b@x.test', name: 'Blake', active: true },
  { id: 2, email: 'a@x.test', name: '', active: false },
  { id: 3, email: 'c@x.test', name: 'Avery', active: true },
];

const VALUES = {
  email: (row: Member) => row.email,
  name: (row: Member) => row.name,
  active: (row: Member) => row.active,
};

const COLUMNS: DataColumn<Member>[] = [
  { key: 'email', header: 'Email', cell: (row) => row.email, isSortable: true, isRowHeader: true },
  { key: 'name', header: 'Name', cell: (row) => row.name, isSortable: true },
  { key: 'active', header: 'Active', cell: (row) => (row.active ? 'Yes' : 'No'), isSortable: true },
  { key: 'actions', header: 'Actions', cell: () => 'none' },
];

function Members({ rows = MEMBERS }: { rows?: Member[] }) {
  const list = useListParams({ sort: { key: 'email', direction: 'asc' }, sortKeys: Object.keys(VALUES) });
  return (
    <DataTable
      caption="Staff members"
      columns={COLUMNS}
      rows={sortRows(rows, list.sort, VALUES)}
      rowKey={(row) => row.id}
      sort={list.sort}
      onSort={list.sortBy}
      empty="No staff members yet."
    />
  );
}

const show = (path = '/admin/staff') => renderAt(path, '/admin/staff', <Members />);
const firstColumn = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('DataTable', () => {
  it('is a table named by its caption, with column headers and a row header per row', () => {
    show();
    const table = screen.getByRole('table', { name: 'Staff members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Email▲', 'Name▲', 'Active▲', 'Actions']);
    expect(firstColumn()).toEqual(['a@x.test', 'b@x.test', 'c@x.test']);
    // The scrolling region around it is named by the caption too, and reached by keyboard.
    expect(screen.getByRole('region', { name: 'Staff members' })).toHaveAttribute('tabindex', '0');
  });

  it('marks the sorted column with aria-sort and gives the others none', () => {
    show();
    expect(header('Email')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    expect(header('Actions')).not.toHaveAttribute('aria-sort');
    expect(within(header('Actions')).queryByRole('button')).toBeNull();
  });

  it("sorts by a header: the address's sort and direction change, and the rows and aria-sort follow", async () => {
    show('/admin/staff?page=3');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'name', direction: 'asc' });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Email')).not.toHaveAttribute('aria-sort');
    // Text as people read it; an empty value last, either way.
    expect(firstColumn()).toEqual(['c@x.test', 'b@x.test', 'a@x.test']);

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'name', direction: 'desc' });
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['b@x.test', 'c@x.test', 'a@x.test']);
  });

  it('sorts from the keyboard', async () => {
    show();
    await userEvent.tab(); // the table's region
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'email', direction: 'desc' });
    expect(firstColumn()).toEqual(['c@x.test', 'b@x.test', 'a@x.test']);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Active' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'active', direction: 'asc' });
    expect(firstColumn()[0]).toBe('a@x.test');
  });

  it('reads its sort from the address, and takes the default for a column it does not have', () => {
    const { unmount } = show('/admin/staff?sort=active&direction=desc');
    expect(header('Active')).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()[2]).toBe('a@x.test');
    unmount();
    show('/admin/staff?sort=password&direction=sideways');
    expect(header('Email')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('says so in its body when there are no rows', () => {
    renderAt('/admin/staff', '/admin/staff', <Members rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No staff members yet.' })).toHaveAttribute('colspan', '4');
  });

  it('draws plain headers when nothing sorts it', () => {
    renderAt('/', '/', <DataTable caption="Plain" columns={COLUMNS} rows={MEMBERS} rowKey={(row) => row.id} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Email',
      'Name',
      'Active',
      'Actions',
    ]);
  });
});

describe('sortRows', () => {
  it('orders numbers in text as numbers, false before true, and keeps the rows it was given', () => {
    const rows = [{ v: 'item 10' }, { v: 'Item 9' }, { v: 'item 100' }];
    expect(sortRows(rows, { key: 'v', direction: 'asc' }, { v: (r) => r.v }).map((r) => r.v)).toEqual([
      'Item 9',
      'item 10',
      'item 100',
    ]);
    expect(rows[0]?.v).toBe('item 10');
    const flags = [{ f: true }, { f: false }];
    expect(sortRows(flags, { key: 'f', direction: 'asc' }, { f: (r) => r.f })).toEqual([{ f: false }, { f: true }]);
    expect(sortRows(flags, null, { f: (r) => r.f })).toEqual(flags);
  });
});
