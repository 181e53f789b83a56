import { Link } from 'react-router-dom';
import { VisuallyHidden, type RegistrationRow } from '@storefront/shared-kernel';
import pageStyles from '../../components/admin.module.css';
import { DataTable, sortRows, type DataColumn } from '../../components/data-table';
import { useListParams } from '../../components/use-list-params';
import { formatDateTime } from '../../lib/format';
import { DecisionForms } from './decision-forms';
import { RegistrationFields } from './registration-fields';
import type { NoticeText } from '../../components/notice';
import { customerName } from '../../lib/customer-words';
import styles from './registrations.module.css';

const fullName = (row: RegistrationRow) => `${row.firstName} ${row.lastName}`.trim();

/** The queue's sortable columns and each one's value of a registration. */
const SORT_VALUES = {
  company: (row: RegistrationRow) => customerName(row),
  contact: (row: RegistrationRow) => fullName(row),
  registered: (row: RegistrationRow) => row.registeredAt,
};

/**
 * The registrations waiting for a decision (the whole queue: the server sends it oldest first, and so does
 * the table until a header sorts it otherwise). A row shows the main fields, and a disclosure under the contact
 * every field the applicant gave; its last cell the decision, so a rep decides without leaving the queue. Four
 * columns, so that the decision stays in view at 768 px (docs/product.md §13.4).
 */
export function RegistrationTable({
  registrations,
  onDecided,
}: {
  registrations: readonly RegistrationRow[];
  onDecided: (notice: NoticeText | null) => void;
}) {
  const list = useListParams({
    sort: { key: 'registered', direction: 'asc' },
    sortKeys: Object.keys(SORT_VALUES),
  });
  const columns: DataColumn<RegistrationRow>[] = [
    {
      key: 'company',
      header: 'Company',
      isSortable: true,
      isRowHeader: true,
      cell: (row) => (
        <span className={styles.lines}>
          <Link to={`/admin/registrations/${row.id}`} className={pageStyles.textLink}>
            {customerName(row)}
          </Link>
          <span className={pageStyles.muted}>{row.businessType}</span>
        </span>
      ),
    },
    {
      key: 'contact',
      header: 'Contact',
      isSortable: true,
      cell: (row) => (
        <div className={styles.contact}>
          <span className={styles.lines}>
            <span>{fullName(row)}</span>
            <span>{row.email}</span>
            <span>{row.tel}</span>
          </span>
          {/* Beside the contact, not in the row header: opened, its words would become the row's name. */}
          <details className={styles.details}>
            <summary>
              Every field<VisuallyHidden> of {customerName(row)}</VisuallyHidden>
            </summary>
            <RegistrationFields registration={row} />
          </details>
        </div>
      ),
    },
    { key: 'registered', header: 'Registered', isSortable: true, cell: (row) => formatDateTime(row.registeredAt) },
    {
      key: 'decision',
      header: 'Decision',
      // Keyed by the registration: a row that takes another's place starts with empty forms.
      cell: (row) => (
        <DecisionForms key={row.id} registration={row} onDecided={onDecided} nameSuffix={` ${customerName(row)}`} />
      ),
    },
  ];
  return (
    <DataTable
      caption="Registrations waiting for a decision"
      columns={columns}
      rows={sortRows(registrations, list.sort, SORT_VALUES)}
      rowKey={(row) => row.id}
      sort={list.sort}
      onSort={list.sortBy}
      empty="No registrations are waiting for a decision."
    />
  );
}
