import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  callApi,
  customerRoutes,
  FormMessage,
  TextField,
  usePageTitle,
  useSubmit,
} from '@storefront/shared-kernel';
import page from '../../components/page.module.css';
import { GENERIC_ERROR, validateEmail } from './password-messages';

export const SEND_FAILED = 'Failed to send reset link';

/** Request a password reset link (docs/product.md §4.7, /forgot-password): form, then the sent state. */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useSubmit<'email'>(
    async () => {
      const answer = await callApi(customerRoutes.requestPasswordReset, { email: email.trim() });
      setSentMessage(answer.message || 'A reset link has been sent to your email.');
    },
    {
      validate: () => {
        const invalid = validateEmail(email);
        return invalid ? { email: invalid } : undefined;
      },
      fallback: SEND_FAILED,
      noAnswer: GENERIC_ERROR,
    },
  );

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
          <Button variant="secondary" onClick={() => setSentMessage(null)}>
            Send Another Link
          </Button>
        </div>
      ) : (
        <form {...form.formProps} aria-label="Request a reset link" className={page.card}>
          <p className={page.muted}>
            Enter the email of your account and we will send you a link to set a new password.
          </p>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            field={form.field('email')}
            isRequired
          />
          <FormMessage {...form.messageProps} />
          <Button type="submit" fullWidth isBusy={form.isSubmitting}>
            {form.isSubmitting ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </section>
  );
}
