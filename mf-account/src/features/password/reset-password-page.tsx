import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  callApi,
  customerRoutes,
  describeFailure,
  useFocusFirstInvalid,
  usePageTitle,
} from '@storefront/shared-kernel';
import page from '../../components/page.module.css';
import { NewPasswordFields, validateNewPassword, type NewPasswordErrors } from '../../components/new-password-fields';
import { GENERIC_ERROR } from './password-messages';

export const RESET_FAILED = 'Failed to reset password';
/** Spec section 9: the success state moves on to /login after 3 seconds. */
export const REDIRECT_AFTER_MS = 3000;

/** Set a new password with the token from the emailed link (spec section 2, /reset-password). */
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
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  useEffect(() => {
    if (!isDone) return undefined;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setFormError(null);
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    if (found.password || found.confirm) return;
    setIsBusy(true);
    try {
      await callApi(customerRoutes.resetPassword, { token, newPassword: password });
      setIsDone(true);
    } catch (error) {
      const failure = describeFailure(error);
      setFormError(failure.kind === 'exception' ? GENERIC_ERROR : failure.message || RESET_FAILED);
    } finally {
      setIsBusy(false);
    }
  };

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
        <form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="reset-password-page-title"
          className={page.card}
        >
          <NewPasswordFields
            name="newPassword"
            password={password}
            confirm={confirm}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
            errors={errors}
          />
          {formError && (
            <p role="alert" className={page.failure}>
              {formError}{' '}
              <Link to="/forgot-password" className={page.textLink}>
                Request a new link
              </Link>
            </p>
          )}
          <Button type="submit" fullWidth isBusy={isBusy}>
            {isBusy ? 'Saving...' : 'Reset Password'}
          </Button>
        </form>
      )}
    </section>
  );
}
