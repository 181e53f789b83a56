import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { callApi, FormMessage, TextField, useSubmit, type FieldErrors } from '@storefront/shared-kernel';
import { adminSessionRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import { Notice } from '../../components/notice';
import styles from '../../components/admin.module.css';
import { SubmitButton } from '../../components/submit-button';

/** The least a staff password may be: the API's own rule (staffSetPasswordCall, docs/product.md §13.1). */
export const STAFF_PASSWORD_MIN = 10;
export const PASSWORD_SET = 'Your password is set. Please sign in.';
const NO_TOKEN = 'This link is invalid or has expired. Ask an admin for a new one.';

type Field = 'password' | 'confirm';

const validate = (password: string, confirm: string): FieldErrors<Field> => {
  const errors: FieldErrors<Field> = {};
  if (password === '') errors.password = 'Password is required';
  else if (password.length < STAFF_PASSWORD_MIN)
    errors.password = `Password must be at least ${STAFF_PASSWORD_MIN} characters`;
  if (confirm === '') errors.confirm = 'Please confirm your password';
  else if (password !== confirm) errors.confirm = 'Passwords do not match';
  return errors;
};

const SignInLink = () => (
  <Link to="/admin/login" className={styles.textLink}>
    Sign in
  </Link>
);

/**
 * A new member's (or a reset member's) password, from the one-time link an admin gave it (docs/product.md
 * §13.1, /admin/set-password?token=…): valid 24 hours, at least 10 characters; it ends the member's other
 * sessions.
 */
export default function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const form = useSubmit<Field>(
    async () => {
      const answer = await callApi(adminSessionRoutes.staffSetPassword, { token, password });
      setDone(answer.message || PASSWORD_SET);
    },
    { validate: () => validate(password, confirm) },
  );
  return (
    <AdminPage title="Set your password">
      {done !== null ? (
        <Notice tone="success">
          <p>{done}</p>
          <p>
            <SignInLink />
          </p>
        </Notice>
      ) : !token ? (
        <Notice tone="error">
          <p>{NO_TOKEN}</p>
        </Notice>
      ) : (
        <form {...form.formProps} aria-label="Set your password" className={styles.narrowForm}>
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            field={form.field('password')}
            hint={`At least ${STAFF_PASSWORD_MIN} characters.`}
            isRequired
          />
          <TextField
            label="Confirm password"
            name="confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            field={form.field('confirm')}
            isRequired
          />
          <FormMessage {...form.messageProps} />
          <SubmitButton isBusy={form.isSubmitting} fullWidth>
            Set password
          </SubmitButton>
        </form>
      )}
    </AdminPage>
  );
}
