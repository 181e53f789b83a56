import { useState } from 'react';
import {
  callApi,
  FormMessage,
  invalidateApi,
  SelectField,
  STAFF_ROLES,
  TextField,
  useSubmit,
  type StaffRole,
} from '@storefront/shared-kernel';
import { STAFF_ROLE_LABELS, adminStaffRoutes } from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { SubmitButton } from '../../components/submit-button';
import type { OneTimeLink } from './staff-words';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

type Field = 'email' | 'name' | 'role';

/** Adds a member (docs/product.md §13.1); the answer's one-time link goes to the page to show once. */
export function AddStaffForm({ onAdded }: { onAdded: (link: OneTimeLink) => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState('');
  const form = useSubmit<Field>(
    async () => {
      const answer = await callApi(adminStaffRoutes.addStaff, {
        email: email.trim(),
        name: name.trim(),
        role: role as StaffRole,
      });
      setEmail('');
      setName('');
      setRole('');
      onAdded({ email: answer.staff.email, link: answer.link, expiresAt: answer.expiresAt });
      await invalidateApi(adminStaffRoutes.listStaff, adminStaffRoutes.listAudit);
    },
    { validate: () => (role === '' ? { role: 'Role is required' } : undefined) },
  );
  return (
    <Card id="add-staff-title" title="Add staff member">
      <form {...form.formProps} aria-labelledby="add-staff-title">
        <div className={pageStyles.fields}>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={setEmail}
            field={form.field('email')}
            isRequired
          />
          <TextField label="Name" name="name" value={name} onChange={setName} field={form.field('name')} />
          <SelectField
            label="Role"
            name="role"
            value={role}
            onChange={setRole}
            options={ROLE_OPTIONS}
            placeholder="Select a role"
            field={form.field('role')}
            isRequired
          />
        </div>
        <FormMessage {...form.messageProps} />
        <SubmitButton isBusy={form.isSubmitting} busyText="Adding...">
          Add staff member
        </SubmitButton>
      </form>
    </Card>
  );
}
