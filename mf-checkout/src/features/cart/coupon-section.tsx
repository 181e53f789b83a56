import { useId, useState, type FormEvent } from 'react';
import { Button } from '@storefront/shared-kernel';
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
  const [isChecking, setIsChecking] = useState(false);
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
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isChecking) return;
    setIsChecking(true);
    try {
      await onApply(code.trim());
    } finally {
      setIsChecking(false);
    }
  };
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
        <form id={panelId} className={styles.couponForm} onSubmit={(event) => void submit(event)}>
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
            <Button type="submit" variant="secondary" isBusy={isChecking}>
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
