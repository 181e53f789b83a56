import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { callApi, newsletterRoutes, notify, VisuallyHidden } from '@storefront/shared-kernel';
import styles from './home.module.css';

/**
 * The email-list sign-up band (spec section 5): an empty or blank email is ignored; the field and
 * button are disabled until the call finishes.
 */
export function NewsletterBand() {
  const [email, setEmail] = useState('');
  const [isSending, setIsSending] = useState(false);
  const inputId = useId();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wasFocusInForm = useRef(false);

  // Disabling the field and button while sending drops the buyer's focus to the page; once both are
  // enabled again it goes back to the field, unless the buyer has moved it elsewhere meanwhile.
  useEffect(() => {
    if (isSending || !wasFocusInForm.current) return;
    wasFocusInForm.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) inputRef.current?.focus();
  }, [isSending]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || isSending) return;
    wasFocusInForm.current = formRef.current?.contains(document.activeElement) ?? false;
    setIsSending(true);
    try {
      await callApi(newsletterRoutes.addSubscriber, {
        email: value,
        firstname: '',
        lastname: '',
        tags: ['Website Signup'],
      });
      notify('Thank you for subscribing!', 'success');
      setEmail('');
    } catch {
      notify('Failed to subscribe. Please try again.', 'error');
    } finally {
      setIsSending(false);
    }
  };

  return (
    <section className={styles.newsletter} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.bandTitle}>
          Join our email list
        </h2>
        <p className={styles.bandText}>New arrivals, promotions and catalog updates for wholesale buyers.</p>
      </div>
      <form ref={formRef} className={styles.newsletterForm} onSubmit={(event) => void submit(event)}>
        <label htmlFor={inputId}>
          <VisuallyHidden>Email address</VisuallyHidden>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          className={styles.newsletterInput}
          placeholder="Enter your email"
          autoComplete="email"
          value={email}
          disabled={isSending}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={styles.newsletterButton} disabled={isSending}>
          {isSending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
    </section>
  );
}
