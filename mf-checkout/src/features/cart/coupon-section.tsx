import { useId, useState } from 'react';
import { Button, useSubmit } from '@storefront/shared-kernel';
import styles from './cart-page.module.css';

export interface CouponSectionProps {
  /** The code the store accepted, '' for none. */
  applied: string;
  /** What the applied code gives, in the store's words ('10% off your order'). */
  appliedDescription?: string;
  /** Why the server refused the code last tried (or the applied one, since expired). */
  refusal?: string;
  /** Checks the code with the server and keeps it only if the store accepts it; '' drops the code. */
  onApply: (code: string) => Promise<void>;
}

/** Discount codes and Vouchers: collapsed at first; Apply checks the code with the server. */
export function CouponSection({ applied, appliedDescription, refusal, onApply }: CouponSectionProps) {
  const [isOpen, setIsOpen] = useState(Boolean(refusal));
  const [code, setCode] = useState(applied);
  // The code's refusal is the order cost's answer (a prop: it can also come later, for a code that
  // expired while the cart was open), so the submit only runs the check, once at a time.
  const form = useSubmit(() => onApply(code.trim()));
  const panelId = useId();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  // A new refusal (of a code applied before, expired while the cart was open) opens the panel to say
  // so, once: the buyer may fold it away again.
  const [refusalShown, setRefusalShown] = useState(refusal);
  if (refusal !== refusalShown) {
    setRefusalShown(refusal);
    if (refusal) setIsOpen(true);
  }
  return (
    <section className={styles.panel}>
      <h2 className={styles.panelTitle}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          onClick={() => setIsOpen((open) => !open)}
        >
          Discount codes and Vouchers
          <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
        </button>
      </h2>
      {/* Rendered only when open (aria-controls names it only then): the form's display: grid would
          override a hidden attribute and leave the field showing while collapsed. */}
      {isOpen ? (
        <form {...form.formProps} id={panelId} className={styles.couponForm}>
          <label htmlFor={inputId}>Enter your discount code</label>
          <div className={styles.inline}>
            <input
              id={inputId}
              className={styles.input}
              value={code}
              maxLength={60}
              autoComplete="off"
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? errorId : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" variant="secondary" isBusy={form.isSubmitting}>
              Apply
            </Button>
          </div>
          {refusal ? (
            <p id={errorId} className={styles.fieldError} role="alert">
              {refusal}
            </p>
          ) : applied ? (
            <p className={styles.hint} role="status">
              Code {applied} applied{appliedDescription ? `: ${appliedDescription}` : ''}.
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
