import { Link } from 'react-router-dom';
import { formatMoney, type CustomerDetail } from '@storefront/shared-kernel';
import pageStyles from '../../components/admin.module.css';
import { formatDateTime, yesNo } from '../../lib/format';
import { Facts } from './customer-facts';
import { CustomerStatusAction } from './customer-status-action';
import type { NoticeText } from '../../components/notice';
import { Card } from '../../components/card';
import { STATUS_LABELS } from '../../lib/customer-words';
import { creditLimitText } from './customer-words';
import styles from './customers.module.css';
import { PasswordResetAction } from './password-reset-action';

/**
 * A customer's account (docs/product.md §13.2): its status and terms, what its unpaid orders on terms come to
 * (what a credit limit counts), and the account's actions.
 */
export function CustomerAccount({
  customer,
  onDone,
}: {
  customer: CustomerDetail;
  onDone: (notice: NoticeText | null) => void;
}) {
  const facts = [
    { term: 'Status', value: STATUS_LABELS[customer.status] },
    { term: 'Price level', value: String(customer.priceLevel) },
    { term: 'Tax-exempt', value: yesNo(customer.taxExempt) },
    { term: 'Credit limit', value: creditLimitText(customer.creditLimit) },
    { term: 'Unpaid on terms', value: formatMoney(customer.unpaidOnTerms) },
    { term: 'Registered', value: formatDateTime(customer.registeredAt) },
    ...(customer.decidedAt ? [{ term: 'Decided', value: formatDateTime(customer.decidedAt) }] : []),
    ...(customer.rejectReason ? [{ term: 'Reason for rejection', value: customer.rejectReason }] : []),
  ];
  return (
    <Card id="customer-account-title" title="Account">
      <Facts facts={facts} />
      <div className={`${pageStyles.actions} ${styles.accountActions}`}>
        {customer.status === 'pending' ? (
          <Link to={`/admin/registrations/${customer.id}`} className={pageStyles.textLink}>
            Decide on this registration
          </Link>
        ) : null}
        <CustomerStatusAction customer={customer} onDone={onDone} />
        <PasswordResetAction customer={customer} onDone={onDone} />
      </div>
    </Card>
  );
}
