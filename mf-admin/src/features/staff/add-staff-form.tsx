import { useState } from 'react';
import {
  adminStaffRoutes,
  Button,
  callApi,
  FormMessage,
  invalidateApi,
  SelectField,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  TextField,
  useSubmit,
  type StaffRole,
} from '@storefront/shared-kernel';
import pageStyles from '../../components/admin.module.css';
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
    <section aria-labelledby="add-staff-title" className={pageStyles.card}>
      <h2 id="add-staff-title" className={pageStyles.cardTitle}>
        Add staff member
      </h2>
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
        <Button type="submit" isBusy={form.isSubmitting}>
          {form.isSubmitting ? 'Adding...' : 'Add staff member'}
        </Button>
      </form>
    </section>
  );
}
