import { Link } from 'react-router-dom';
import {
  formatMoney,
  paymentStatusLabel,
  savedCardLabel,
  type AnswerOf,
  type adminCustomerRoutes,
  type CustomerProfile,
} from '@storefront/shared-kernel';
import { profileFacts } from '../../lib/customer-words';
import pageStyles from '../../components/admin.module.css';
import { DataTable, type DataColumn } from '../../components/data-table';
import { Card } from '../../components/card';
import { formatDateTime } from '../../lib/format';
import { Facts } from './customer-facts';
import styles from './customers.module.css';

type CustomerAnswer = AnswerOf<typeof adminCustomerRoutes.customerDetail>;
type Address = CustomerAnswer['addresses'][number];
type OrderRow = CustomerAnswer['orders'][number];

export function ProfileSection({ profile }: { profile: CustomerProfile }) {
  return (
    <Card id="customer-profile-title" title="Profile">
      <Facts facts={profileFacts(profile)} />
    </Card>
  );
}

const ADDRESS_TYPES: Readonly<Record<Address['type'], string>> = {
  ship: 'Shipping',
  bill: 'Billing',
  both: 'Shipping and billing',
};

const ADDRESS_COLUMNS: DataColumn<Address>[] = [
  {
    key: 'type',
    header: 'Type',
    isRowHeader: true,
    cell: (row) => `${ADDRESS_TYPES[row.type]}${row.isDefault ? ' (default)' : ''}`,
  },
  { key: 'name', header: 'Name', cell: (row) => [row.firstName, row.lastName, row.company].filter(Boolean).join(', ') },
  {
    key: 'address',
    header: 'Address',
    cell: (row) =>
      [row.addr, row.addr2, `${row.city}, ${row.state} ${row.zipcode}`, row.country]
        .filter((line) => line.trim() !== '')
        .join(', '),
  },
  { key: 'tel', header: 'Phone', cell: (row) => row.tel },
];

export function AddressesSection({ addresses }: { addresses: readonly Address[] }) {
  return (
    <DataTable
      caption="Addresses"
      columns={ADDRESS_COLUMNS}
      rows={addresses}
      rowKey={(row) => row.id}
      empty="No saved addresses."
    />
  );
}

/** Saved cards as staff may see them: brand and last four digits only (docs/product.md §13.2). */
export function CardsSection({ cards }: { cards: CustomerAnswer['cards'] }) {
  return (
    <Card id="customer-cards-title" title="Saved cards">
      {cards.length === 0 ? (
        <p className={pageStyles.muted}>No saved cards.</p>
      ) : (
        <ul className={styles.cards}>
          {cards.map((card, i) => (
            <li key={`${card.brand}-${card.last4}-${i}`}>{savedCardLabel(card.brand, card.last4)}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const ORDER_COLUMNS: DataColumn<OrderRow>[] = [
  {
    key: 'orderNo',
    header: 'Order no.',
    isRowHeader: true,
    cell: (row) => (
      <Link to={`/admin/orders/${row.idSO}`} className={pageStyles.textLink}>
        {row.idSO}
      </Link>
    ),
  },
  { key: 'placed', header: 'Placed', cell: (row) => formatDateTime(row.orderedAt) },
  { key: 'po', header: 'PO no.', cell: (row) => row.custPO },
  { key: 'status', header: 'Status', cell: (row) => row.status },
  { key: 'paid', header: 'Payment', cell: (row) => paymentStatusLabel(row.paidStatus, 'detail') },
  { key: 'total', header: 'Total', align: 'end', cell: (row) => formatMoney(row.total) },
];

/** The customer's orders, newest first: the latest 50, each linking to the order desk. */
export function OrdersSection({ orders, orderCount }: { orders: readonly OrderRow[]; orderCount: number }) {
  const caption =
    orderCount > orders.length ? `Orders (the latest ${orders.length} of ${orderCount})` : `Orders (${orderCount})`;
  return (
    <DataTable caption={caption} columns={ORDER_COLUMNS} rows={orders} rowKey={(row) => row.idSO} empty="No orders." />
  );
}
