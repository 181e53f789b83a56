import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, callApi, customerRoutes, describeFailure, usePageTitle } from '@storefront/shared-kernel';
import { TextField } from '../../components/text-field';
import page from '../../components/page.module.css';
import { GENERIC_ERROR, validateEmail } from './password-messages';

export const SEND_FAILED = 'Failed to send reset link';

/** Request a password reset link (spec section 2, /forgot-password): form, then the sent state. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setFormError(null);
    const invalid = validateEmail(email);
    setFieldError(invalid ?? undefined);
    if (invalid) {
      inputRef.current?.focus();
      return;
    }
    setIsBusy(true);
    try {
      const answer = await callApi(customerRoutes.requestPasswordReset, {
        email: email.trim(),
      });
      setSentMessage(answer.message || 'A reset link has been sent to your email.');
    } catch (error) {
      const failure = describeFailure(error);
      setFormError(failure.kind === 'exception' ? GENERIC_ERROR : failure.message || SEND_FAILED);
    } finally {
      setIsBusy(false);
    }
  };

  const sendAnother = () => {
    setSentMessage(null);
    setFormError(null);
  };

  return (
    <section className={`${page.page} ${page.narrow}`} aria-labelledby="forgot-password-page-title">
      <Link to="/login" className={page.textLink}>
        Back to Login
      </Link>
      <h1 id="forgot-password-page-title" className={page.title}>
        Forgot Password
      </h1>
      {sentMessage ? (
        <div className={page.card}>
          <p role="status" className={page.success}>
            {sentMessage}
          </p>
          <p className={page.muted}>Check your inbox for the link; it works once and for one hour.</p>
          <Button variant="secondary" onClick={sendAnother}>
            Send Another Link
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Request a reset link" className={page.card}>
          <p className={page.muted}>
            Enter the email of your account and we will send you a link to set a new password.
          </p>
          <TextField
            ref={inputRef}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={fieldError}
            isRequired
          />
          {formError && (
            <p role="alert" className={page.failure}>
              {formError}
            </p>
          )}
          <Button type="submit" fullWidth isBusy={isBusy}>
            {isBusy ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </section>
  );
}
