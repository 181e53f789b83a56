import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { formatCount } from '../../domain/number-format';
import { cx } from '../class-names';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Names the input; the buttons are 'Decrease {label}' and 'Increase {label}'. */
  label: string;
  min?: number;
  max?: number;
  /** A product page steps by the pack quantity; the cart by 1. */
  step?: number;
  disabled?: boolean;
  id?: string;
  className?: string;
}

const WHOLE_NUMBER = /^\d*$/;

/**
 * Quantity input with minus and plus (docs/product.md §5.7, §6.2: a quantity is a positive whole number,
 * and minus is disabled when it would go below the minimum). What is typed is kept as text while
 * editing; only valid quantities reach onChange, and leaving the field restores the last one. A number
 * past `max` is kept as typed (it may be on its way to another: a digit typed before one to delete) and
 * marked invalid, with the most there is as its description; nothing is reported for it.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max,
  step = 1,
  disabled = false,
  id,
  className,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // The parent changed the value (a button, a server reload): show it.
    setShownValue(value);
    setDraft(String(value));
  }

  const lowest = Math.max(1, min);
  const isAllowed = (n: number) => Number.isSafeInteger(n) && n >= lowest && (max === undefined || n <= max);

  const overMaxId = useId();
  const isOverMax = max !== undefined && draft !== '' && Number(draft) > max;

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value.trim();
    if (!WHOLE_NUMBER.test(text)) return; // letters, signs and decimals are refused as typed
    setDraft(text);
    const quantity = Number(text);
    if (text !== '' && isAllowed(quantity)) onChange(quantity);
  };

  return (
    <span className={cx(styles.stepper, className)}>
      <button
        type="button"
        className={styles.step}
        aria-label={`Decrease ${label}`}
        disabled={disabled || value - step < lowest}
        onClick={() => onChange(value - step)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={draft}
        disabled={disabled}
        aria-invalid={isOverMax || undefined}
        aria-describedby={isOverMax ? overMaxId : undefined}
        onChange={onInput}
        onBlur={() => setDraft(String(value))}
      />
      {isOverMax ? (
        <span id={overMaxId} className={styles.overMax} role="status">
          At most {formatCount(max)}
        </span>
      ) : null}
      <button
        type="button"
        className={styles.step}
        aria-label={`Increase ${label}`}
        disabled={disabled || (max !== undefined && value + step > max)}
        onClick={() => onChange(value + step)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </span>
  );
}
