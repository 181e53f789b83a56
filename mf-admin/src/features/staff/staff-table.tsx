import { type StaffRow } from '@storefront/shared-kernel';
import { STAFF_ROLE_LABELS } from '@storefront/shared-kernel/back-office';
import { DataTable, sortRows, type DataColumn } from '../../components/data-table';
import { useListParams } from '../../components/use-list-params';
import { yesNo } from '../../lib/format';
import { MemberActions } from './member-actions';
import type { StaffNotice } from './staff-words';

/** The staff list's sortable columns and each one's value of a member. */
const SORT_VALUES = {
  email: (row: StaffRow) => row.email,
  name: (row: StaffRow) => row.name,
  role: (row: StaffRow) => STAFF_ROLE_LABELS[row.role],
  active: (row: StaffRow) => row.active,
  passwordSet: (row: StaffRow) => row.passwordSet,
};

/** The members of the staff (all of them: a few dozen at most), sorted by the address's sort and direction. */
export function StaffTable({ staff, onDone }: { staff: readonly StaffRow[]; onDone: (notice: StaffNotice) => void }) {
  const list = useListParams({ sort: { key: 'email', direction: 'asc' }, sortKeys: Object.keys(SORT_VALUES) });
  const columns: DataColumn<StaffRow>[] = [
    { key: 'email', header: 'Email', cell: (row) => row.email, isSortable: true, isRowHeader: true },
    { key: 'name', header: 'Name', cell: (row) => row.name, isSortable: true },
    { key: 'role', header: 'Role', cell: (row) => STAFF_ROLE_LABELS[row.role], isSortable: true },
    { key: 'active', header: 'Active', cell: (row) => yesNo(row.active), isSortable: true },
    { key: 'passwordSet', header: 'Password set', cell: (row) => yesNo(row.passwordSet), isSortable: true },
    {
      key: 'actions',
      header: 'Actions',
      // Keyed by the member's state: its role control starts again from the role saved.
      cell: (row) => <MemberActions key={`${row.id}:${row.role}`} member={row} onDone={onDone} />,
    },
  ];
  return (
    <DataTable
      caption="Staff members"
      columns={columns}
      rows={sortRows(staff, list.sort, SORT_VALUES)}
      rowKey={(row) => row.id}
      sort={list.sort}
      onSort={list.sortBy}
      empty="No staff members yet."
    />
  );
}
