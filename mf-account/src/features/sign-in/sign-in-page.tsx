import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, notify, TextField, usePageTitle, useSubmit } from '@storefront/shared-kernel';
import { readRememberedEmail, rememberEmail } from '../../lib/remembered-email';
import { safeReturnPath } from '../../lib/safe-return-path';
import { requestLogin, startSession } from '../../lib/session';
import page from '../../components/page.module.css';
import styles from './sign-in-page.module.css';

export const BENEFITS = [
  'Access the wholesale catalog',
  'Faster checkout',
  'Quick reorders and favorites lists',
  'Track order status and history',
] as const;

const GENERIC_ERROR = 'An error occurred. Please try again.';

/** Sign in, or the way to register (docs/product.md §4.2, /login). */
export default function SignInPage() {
  usePageTitle('Sign In');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(readRememberedEmail);
  const [password, setPassword] = useState('');
  const [isRemembered, setIsRemembered] = useState(() => readRememberedEmail() !== '');
  // No checks of its own (docs/product.md §4.2): the server's refusal is the alert, a toast as every alert.
  const form = useSubmit(
    async () => {
      const result = await requestLogin(email.trim(), password);
      if (!result.ok) {
        notify(result.message || 'Sign in failed. Please try again.', 'error');
        return;
      }
      rememberEmail(email.trim(), isRemembered);
      startSession(result.user);
      navigate(safeReturnPath(searchParams.get('returnTo')), { replace: true });
    },
    // A refusal is an answer (requestLogin); what fails here got no answer, or a server error.
    { onFailure: () => notify(GENERIC_ERROR, 'error') },
  );

  return (
    <section className={page.page} aria-labelledby="sign-in-page-title">
      <h1 id="sign-in-page-title" className={page.title}>
        Sign In or Register
      </h1>
      <div className={styles.columns}>
        <section className={page.card} aria-labelledby="returning-title">
          <h2 id="returning-title" className={page.cardTitle}>
            Returning Customers
          </h2>
          <p className={page.muted}>Sign in with your email address and password.</p>
          <form {...form.formProps} aria-label="Sign in">
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={setEmail}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
            <div className={styles.row}>
              <label className={styles.checkbox}>
                <input
                  type="checkbox"
                  name="remember"
                  checked={isRemembered}
                  onChange={(e) => setIsRemembered(e.target.checked)}
                />
                Remember me
              </label>
              <Link to="/forgot-password" className={page.textLink}>
                Forgot password?
              </Link>
            </div>
            <Button type="submit" fullWidth isBusy={form.isSubmitting}>
              {form.isSubmitting ? 'Signing in...' : 'SIGN IN'}
            </Button>
          </form>
        </section>
        <section className={page.card} aria-labelledby="new-customer-title">
          <h2 id="new-customer-title" className={page.cardTitle}>
            New Customers
          </h2>
          <p>Open a wholesale account for your business. Once a customer service rep approves it, you can:</p>
          <ul className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <Link to="/register" className={page.buttonLink}>
            REGISTER
          </Link>
        </section>
      </div>
    </section>
  );
}
