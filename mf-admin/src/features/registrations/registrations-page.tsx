import { useState } from 'react';
import { pick, useApiQuery } from '@storefront/shared-kernel';
import { adminCustomerRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import { ListStatus } from '../../components/list-status';
import { DecisionNotice } from './decision-notice';
import { RegistrationTable } from './registration-table';
import type { NoticeText } from '../../components/notice';

function Registrations() {
  const registrations = useApiQuery(adminCustomerRoutes.listRegistrations, {}, { select: pick('registrations') });
  const [notice, setNotice] = useState<NoticeText | null>(null);
  return (
    <>
      <DecisionNotice notice={notice} />
      <ListStatus query={registrations} what="registrations" />
      {registrations.data && <RegistrationTable registrations={registrations.data} onDecided={setNotice} />}
    </>
  );
}

/**
 * The registrations queue (docs/product.md §13.2, /admin/registrations): every pending registration, oldest
 * first, with every field the applicant gave, approved at a price level or rejected with a reason.
 */
export default function RegistrationsPage() {
  return (
    <AdminPage title="Registrations" area="registrations">
      <Registrations />
    </AdminPage>
  );
}
