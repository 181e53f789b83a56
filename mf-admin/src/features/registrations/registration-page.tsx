import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useApiQuery, type RegistrationRow } from '@storefront/shared-kernel';
import { adminCustomerRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import pageStyles from '../../components/admin.module.css';
import { ListStatus } from '../../components/list-status';
import { Notice, type NoticeText } from '../../components/notice';
import { Card } from '../../components/card';
import { customerName, STATUS_LABELS } from '../../lib/customer-words';
import { formatDateTime, yesNo } from '../../lib/format';
import { recordIdFrom, useMayUseArea } from '../../lib/page-record';
import { DecisionForms } from './decision-forms';
import { DecisionNotice } from './decision-notice';
import { RegistrationFields } from './registration-fields';
import styles from './registrations.module.css';

/** What became of a registration no longer pending. */
function Decided({ registration }: { registration: RegistrationRow }) {
  const when = registration.decidedAt ? ` on ${formatDateTime(registration.decidedAt)}` : '';
  if (registration.status === 'rejected')
    return (
      <p>
        Rejected{when}. Reason: {registration.rejectReason || '—'}
      </p>
    );
  return (
    <>
      <p>
        {registration.status === 'inactive' ? 'Approved, and now inactive' : 'Approved'}
        {when}: price level {registration.priceLevel}, tax-exempt: {yesNo(registration.taxExempt)}.
      </p>
      <Link to={`/admin/customers/${registration.id}`} className={pageStyles.textLink}>
        Open the customer
      </Link>
    </>
  );
}

/**
 * One registration (docs/product.md §13.2, /admin/registrations/:id, where the new-registration email links):
 * every field the applicant gave and, while it is pending, the queue's decision.
 */
export default function RegistrationPage() {
  const id = recordIdFrom(useParams().id);
  const mayUse = useMayUseArea('registrations');
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const detail = useApiQuery(adminCustomerRoutes.registrationDetail, mayUse && id !== null ? { id } : null);
  const registration = detail.data?.registration;
  return (
    <AdminPage title={registration ? customerName(registration) : 'Registration'} area="registrations">
      <Link to="/admin/registrations" className={`${pageStyles.textLink} ${styles.back}`}>
        Back to registrations
      </Link>
      <DecisionNotice notice={notice} />
      {id === null ? (
        <Notice tone="error">No such registration.</Notice>
      ) : (
        <ListStatus query={detail} what="registration" />
      )}
      {registration && (
        <div className={styles.page}>
          <Card id="registration-fields-title" title={`Registration (${STATUS_LABELS[registration.status]})`}>
            <RegistrationFields registration={registration} />
          </Card>
          <Card id="registration-decision-title" title="Decision">
            {registration.status === 'pending' ? (
              <DecisionForms key={registration.id} registration={registration} onDecided={setNotice} />
            ) : (
              <Decided registration={registration} />
            )}
          </Card>
        </div>
      )}
    </AdminPage>
  );
}
