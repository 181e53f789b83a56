import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, callApi, customerRoutes, FormMessage, usePageTitle, useSubmit } from '@storefront/shared-kernel';
import page from '../../components/page.module.css';
import { NewPasswordFields, validateNewPassword } from '../../components/new-password-fields';
import { GENERIC_ERROR } from './password-messages';

export const RESET_FAILED = 'Failed to reset password';
/** docs/product.md §4.7: the success state moves on to /login after 3 seconds. */
export const REDIRECT_AFTER_MS = 3000;

/** Set a new password with the token from the emailed link (docs/product.md §4.7, /reset-password). */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  if (!token) return <Navigate to="/forgot-password" replace />;
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  usePageTitle('Reset Password');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [isDone, setIsDone] = useState(false);
  const form = useSubmit<'password' | 'confirm'>(
    async () => {
      await callApi(customerRoutes.resetPassword, { token, newPassword: password });
      setIsDone(true);
    },
    {
      validate: () => validateNewPassword(password, confirm),
      renamed: { newPassword: 'password' },
      fallback: RESET_FAILED,
      noAnswer: GENERIC_ERROR,
    },
  );

  useEffect(() => {
    if (!isDone) return undefined;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  return (
    <section className={`${page.page} ${page.narrow}`} aria-labelledby="reset-password-page-title">
      <h1 id="reset-password-page-title" className={page.title}>
        Reset Password
      </h1>
      {isDone ? (
        <div className={page.card}>
          <p role="status" className={page.success}>
            Your password has been reset. You will be taken to the sign-in page in 3 seconds.
          </p>
          <div className={page.actions}>
            <Button onClick={() => navigate('/login', { replace: true })}>Go to Login</Button>
            <span>
              or{' '}
              <Link to="/login" replace className={page.textLink}>
                Sign in here
              </Link>
            </span>
          </div>
        </div>
      ) : (
        <form {...form.formProps} aria-labelledby="reset-password-page-title" className={page.card}>
          <NewPasswordFields
            name="newPassword"
            password={password}
            confirm={confirm}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
            field={form.field}
          />
          <FormMessage {...form.messageProps} />
          {/* A used or expired link is the usual refusal: the way to a new one is at hand. */}
          {form.message && (
            <p>
              <Link to="/forgot-password" className={page.textLink}>
                Request a new link
              </Link>
            </p>
          )}
          <Button type="submit" fullWidth isBusy={form.isSubmitting}>
            {form.isSubmitting ? 'Saving...' : 'Reset Password'}
          </Button>
        </form>
      )}
    </section>
  );
}
