import { useId, useState, type FormEvent } from 'react';
import { Button } from '@storefront/shared-kernel';
import styles from './cart-page.module.css';

export interface CouponSectionProps {
  applied: string;
  onApply: (code: string) => void;
}

/** Discount codes and Vouchers: collapsed at first; Apply asks the server's totals with the code. */
export function CouponSection({ applied, onApply }: CouponSectionProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [code, setCode] = useState(applied);
  const panelId = useId();
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(code.trim());
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
        <form id={panelId} className={styles.couponForm} onSubmit={submit}>
          <label htmlFor={inputId}>Enter your discount code</label>
          <div className={styles.inline}>
            <input
              id={inputId}
              className={styles.input}
              value={code}
              maxLength={60}
              autoComplete="off"
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              Apply
            </Button>
          </div>
          {applied ? (
            <p className={styles.hint} role="status">
              Code {applied} goes with your order; customer service applies what it gives on the invoice.
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
