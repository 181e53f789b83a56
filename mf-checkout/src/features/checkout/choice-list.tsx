import { useEffect, useRef, type ReactNode } from 'react';
import styles from './checkout-page.module.css';

export interface Choice {
  value: number;
  label: ReactNode;
  detail?: ReactNode;
}

/** Asks the list to show one choice: a new object for each ask, so the same choice can be asked again. */
export interface RevealRequest {
  value: number;
}

export interface ChoiceListProps {
  /** Names the radio group and its inputs. */
  name: string;
  label: string;
  choices: readonly Choice[];
  selected: number | undefined;
  onSelect: (value: number) => void;
  /** A choice to scroll into view and focus (one just added), once it is in the list. */
  reveal?: RevealRequest | null;
  /** Called once `reveal` has been carried out, or found nothing to show. */
  onRevealed?: () => void;
}

/** One radio per address or payment method, as cards the buyer can click anywhere on. */
export function ChoiceList({ name, label, choices, selected, onSelect, reveal, onRevealed }: ChoiceListProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const onRevealedRef = useRef(onRevealed);
  useEffect(() => {
    onRevealedRef.current = onRevealed;
  });

  // A long list (40 addresses) puts a new entry far down the page: the buyer is taken to it, and a
  // screen reader says what is now chosen.
  useEffect(() => {
    if (!reveal) return;
    const radio = groupRef.current?.querySelector<HTMLInputElement>(`input[value="${reveal.value}"]`);
    if (radio) {
      radio.scrollIntoView?.({ block: 'center' });
      radio.focus({ preventScroll: true });
    }
    onRevealedRef.current?.();
  }, [reveal]);

  return (
    <div ref={groupRef} role="radiogroup" aria-label={label} className={styles.choices}>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice} data-checked={choice.value === selected}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === selected}
            onChange={() => onSelect(choice.value)}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceLabel}>{choice.label}</span>
            {choice.detail ? <span className={styles.choiceDetail}>{choice.detail}</span> : null}
          </span>
        </label>
      ))}
    </div>
  );
}
