import { useState } from 'react';
import { pick, useApiQuery } from '@storefront/shared-kernel';
import { adminStaffRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import { ListStatus } from '../../components/list-status';
import { Notice } from '../../components/notice';
import { AddStaffForm } from './add-staff-form';
import { LinkNotice } from './link-notice';
import { StaffTable } from './staff-table';
import type { StaffNotice } from './staff-words';

function Staff() {
  const staff = useApiQuery(adminStaffRoutes.listStaff, {}, { select: pick('staff') });
  const [notice, setNotice] = useState<StaffNotice | null>(null);
  return (
    <>
      {notice?.tone === 'link' ? (
        <LinkNotice link={notice.link} isNew={notice.isNew} />
      ) : notice ? (
        <Notice tone={notice.tone}>{notice.text}</Notice>
      ) : null}
      <AddStaffForm onAdded={(link) => setNotice({ tone: 'link', link, isNew: true })} />
      <ListStatus query={staff} what="staff members" />
      {staff.data && <StaffTable staff={staff.data} onDone={setNotice} />}
    </>
  );
}

/** The staff members (docs/product.md §13.1, /admin/staff): add, change role, disable, new set-password link. */
export default function StaffPage() {
  return (
    <AdminPage title="Staff" area="staff">
      <Staff />
    </AdminPage>
  );
}
