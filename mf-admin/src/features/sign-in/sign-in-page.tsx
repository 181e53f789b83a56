import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callApi, FormMessage, startStaffSession, TextField, useSubmit } from '@storefront/shared-kernel';
import { adminSessionRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import { safeReturnPath } from '../../lib/safe-return-path';
import styles from '../../components/admin.module.css';
import { SubmitButton } from '../../components/submit-button';

export const SIGN_IN_FAILED = 'Sign in failed. Please try again.';

/**
 * The back office's sign-in (docs/product.md §13.1, /admin/login): a staff session of its own, beside any
 * buyer's in this browser. The server's refusal is the form's message; on success the member goes back to
 * the page that sent it here, or to the dashboard.
 */
export default function SignInPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useSubmit<'email' | 'password'>(
    async () => {
      const answer = await callApi(adminSessionRoutes.staffSignIn, { email: email.trim(), password });
      startStaffSession({ token: answer.token, tokenExp: answer.tokenExp, staff: answer.staff });
      navigate(safeReturnPath(searchParams.get('return')), { replace: true });
    },
    { fallback: SIGN_IN_FAILED },
  );
  return (
    <AdminPage title="Back office sign in">
      <form {...form.formProps} aria-label="Back office sign in" className={styles.narrowForm}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          field={form.field('email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          field={form.field('password')}
        />
        <FormMessage {...form.messageProps} />
        <SubmitButton isBusy={form.isSubmitting} fullWidth busyText="Signing in...">
          Sign in
        </SubmitButton>
      </form>
    </AdminPage>
  );
}
