import { useState } from 'react';
import {
  Button,
  callApi,
  describeFailure,
  invalidateApi,
  isCancelled,
  STAFF_ROLES,
  VisuallyHidden,
  type StaffRole,
  type StaffRow,
} from '@storefront/shared-kernel';
import { STAFF_ROLE_LABELS, adminStaffRoutes } from '@storefront/shared-kernel/back-office';
import { activeChanged, NO_ANSWER, roleChanged, SAVE_FAILED, type StaffNotice } from './staff-words';
import styles from './staff-page.module.css';

const failureNotice = (error: unknown): StaffNotice => {
  const failure = describeFailure(error);
  if (failure.kind === 'exception') return { tone: 'error', text: NO_ANSWER };
  const fieldMessages = Object.values(failure.fields);
  return { tone: 'error', text: failure.message || fieldMessages[0] || SAVE_FAILED };
};

/**
 * One member's actions on the staff page (docs/product.md §13.1): change its role, disable or enable it, and
 * give it a new one-time set-password link. One at a time per member; each says what it did, or why not,
 * through `onDone`, and the list (and the audit log) are read again after a change.
 */
export function MemberActions({ member, onDone }: { member: StaffRow; onDone: (notice: StaffNotice) => void }) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const [running, setRunning] = useState<'role' | 'active' | 'link' | null>(null);

  const run = async (which: 'role' | 'active' | 'link', action: () => Promise<StaffNotice>) => {
    if (running) return;
    setRunning(which);
    try {
      onDone(await action());
      await invalidateApi(adminStaffRoutes.listStaff, adminStaffRoutes.listAudit);
    } catch (error) {
      if (!isCancelled(error)) onDone(failureNotice(error));
    } finally {
      setRunning(null);
    }
  };

  const changeRole = () =>
    run('role', async () => {
      const { staff } = await callApi(adminStaffRoutes.updateStaff, { id: member.id, role });
      return { tone: 'success', text: roleChanged(staff.email, staff.role) };
    });
  const toggleActive = () =>
    run('active', async () => {
      const { staff } = await callApi(adminStaffRoutes.updateStaff, { id: member.id, active: !member.active });
      return { tone: 'success', text: activeChanged(staff.email, staff.active) };
    });
  const newLink = () =>
    run('link', async () => {
      const answer = await callApi(adminStaffRoutes.staffPasswordLink, { id: member.id });
      return { tone: 'link', isNew: false, link: { email: member.email, ...answer } };
    });

  return (
    <div className={styles.actions}>
      <div className={styles.roleChange}>
        <select
          aria-label={`Role of ${member.email}`}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {STAFF_ROLE_LABELS[value]}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          size="small"
          // Not pressable until another role is chosen, yet still focusable: disabled, the button would drop
          // keyboard focus to the page as the saved role comes back.
          isBusy={running === 'role' || role === member.role}
          onClick={() => void changeRole()}
        >
          Change role<VisuallyHidden> of {member.email}</VisuallyHidden>
        </Button>
      </div>
      <Button variant="secondary" size="small" isBusy={running === 'active'} onClick={() => void toggleActive()}>
        {member.active ? 'Disable' : 'Enable'}
        <VisuallyHidden> {member.email}</VisuallyHidden>
      </Button>
      <Button variant="secondary" size="small" isBusy={running === 'link'} onClick={() => void newLink()}>
        New set-password link<VisuallyHidden> for {member.email}</VisuallyHidden>
      </Button>
    </div>
  );
}
