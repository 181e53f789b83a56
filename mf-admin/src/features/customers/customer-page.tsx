import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useApiQuery } from '@storefront/shared-kernel';
import { adminCustomerRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import pageStyles from '../../components/admin.module.css';
import { ListStatus } from '../../components/list-status';
import { Notice, type NoticeText } from '../../components/notice';
import { customerName } from '../../lib/customer-words';
import { recordIdFrom, useMayUseArea } from '../../lib/page-record';
import { CustomerAccount } from './customer-account';
import { CustomerTermsForm } from './customer-terms-form';
import { AddressesSection, CardsSection, OrdersSection, ProfileSection } from './customer-sections';
import styles from './customers.module.css';

const NO_SUCH_CUSTOMER = 'No such customer.';

/**
 * One customer (docs/product.md §13.2, /admin/customers/:id): profile, terms, status, credit limit and what is
 * unpaid, addresses, saved cards and orders, and what staff may change. After a change the page reads the
 * customer again (invalidateApi), so what it shows is what the server now holds.
 */
export default function CustomerPage() {
  const id = recordIdFrom(useParams().id);
  const mayUse = useMayUseArea('customers');
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const detail = useApiQuery(adminCustomerRoutes.customerDetail, mayUse && id !== null ? { id } : null);
  const customer = detail.data?.customer;
  return (
    <AdminPage title={customer ? customerName(customer) : 'Customer'} area="customers">
      <Link to="/admin/customers" className={`${pageStyles.textLink} ${styles.back}`}>
        Back to customers
      </Link>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {id === null ? <Notice tone="error">{NO_SUCH_CUSTOMER}</Notice> : <ListStatus query={detail} what="customer" />}
      {detail.data && customer && (
        <>
          <div className={styles.columns}>
            <CustomerAccount customer={customer} onDone={setNotice} />
            <CustomerTermsForm
              // Starts again from what the server holds after each save.
              key={`${customer.id}:${customer.priceLevel}:${customer.taxExempt}:${customer.creditLimit}`}
              customer={customer}
              onDone={setNotice}
            />
          </div>
          <ProfileSection profile={customer} />
          <AddressesSection addresses={detail.data.addresses} />
          <CardsSection cards={detail.data.cards} />
          <OrdersSection orders={detail.data.orders} orderCount={detail.data.orderCount} />
        </>
      )}
    </AdminPage>
  );
}
