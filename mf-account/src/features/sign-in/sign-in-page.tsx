import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, isCancelled, notify, usePageTitle } from '@storefront/shared-kernel';
import { TextField } from '../../components/text-field';
import { readRememberedEmail, rememberEmail } from '../../lib/remembered-email';
import { safeReturnPath } from '../../lib/safe-return-path';
import { requestLogin, startSession } from '../../lib/session';
import form from '../../components/form.module.css';
import page from '../../components/page.module.css';
import styles from './sign-in-page.module.css';

export const BENEFITS = [
  'Access the wholesale catalog',
  'Faster checkout',
  'Quick reorders and favorites lists',
  'Track order status and history',
] as const;

/** Sign in, or the way to register (spec section 2, /login). */
export default function SignInPage() {
  usePageTitle('Sign In');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(readRememberedEmail);
  const [password, setPassword] = useState('');
  const [isRemembered, setIsRemembered] = useState(() => readRememberedEmail() !== '');
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setIsBusy(true);
    try {
      // No client-side checks (spec section 5): the server's message says what is wrong.
      const result = await requestLogin(email.trim(), password);
      if (!result.ok) {
        notify(result.message || 'Sign in failed. Please try again.', 'error');
        setIsBusy(false);
        return;
      }
      rememberEmail(email.trim(), isRemembered);
      startSession(result.user);
      navigate(safeReturnPath(searchParams.get('returnTo')), { replace: true });
    } catch (error) {
      if (!isCancelled(error)) notify('An error occurred. Please try again.', 'error');
      setIsBusy(false);
    }
  };

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
          <form onSubmit={onSubmit} noValidate aria-label="Sign in">
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
              <label className={form.checkbox}>
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
            <Button type="submit" fullWidth isBusy={isBusy}>
              {isBusy ? 'Signing in...' : 'SIGN IN'}
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
