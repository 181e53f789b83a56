import { useEffect, useId, useRef, useState } from 'react';
import { callApi, newsletterRoutes, notify, TextField, useSubmit, VisuallyHidden } from '@storefront/shared-kernel';
import styles from './home.module.css';

const SUBSCRIBE_FAILED = 'Failed to subscribe. Please try again.';

/**
 * The email-list sign-up band (docs/product.md §9.4): an empty or blank email is ignored; the field and
 * button are disabled until the call finishes. A failure is said in a toast, and an email the server
 * refuses shows its reason on the field, which takes the focus.
 */
export function NewsletterBand() {
  const [email, setEmail] = useState('');
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wasFocusInForm = useRef(false);
  const form = useSubmit<'email'>(
    async () => {
      await callApi(newsletterRoutes.addSubscriber, {
        email: email.trim(),
        firstname: '',
        lastname: '',
        tags: ['Website Signup'],
      });
      notify('Thank you for subscribing!', 'success');
      setEmail('');
    },
    { fallback: SUBSCRIBE_FAILED, onFailure: () => notify(SUBSCRIBE_FAILED, 'error') },
  );
  const { isSubmitting } = form;

  // Disabling the field and button while sending drops the buyer's focus to the page; once both are
  // enabled again it goes back to the field, unless the buyer has moved it elsewhere meanwhile.
  useEffect(() => {
    if (isSubmitting || !wasFocusInForm.current) return;
    wasFocusInForm.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) inputRef.current?.focus();
  }, [isSubmitting]);

  return (
    <section className={styles.newsletter} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.bandTitle}>
          Join our email list
        </h2>
        <p className={styles.bandText}>New arrivals, promotions and catalog updates for wholesale buyers.</p>
      </div>
      <form
        ref={formRef}
        className={styles.newsletterForm}
        noValidate={form.formProps.noValidate}
        onSubmit={(event) => {
          event.preventDefault();
          if (!email.trim() || isSubmitting) return;
          wasFocusInForm.current = formRef.current?.contains(document.activeElement) ?? false;
          void form.submit();
        }}
      >
        <TextField
          ref={inputRef}
          label={<VisuallyHidden>Email address</VisuallyHidden>}
          field={form.field('email')}
          className={styles.newsletterField}
          type="email"
          placeholder="Enter your email"
          autoComplete="email"
          value={email}
          disabled={isSubmitting}
          onChange={setEmail}
        />
        <button type="submit" className={styles.newsletterButton} disabled={isSubmitting}>
          {isSubmitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
    </section>
  );
}
