import type { ReactNode } from 'react';
import styles from './checkout-page.module.css';

export interface Choice {
  value: number;
  label: ReactNode;
  detail?: ReactNode;
}

export interface ChoiceListProps {
  /** Names the radio group and its inputs. */
  name: string;
  label: string;
  choices: readonly Choice[];
  selected: number | undefined;
  onSelect: (value: number) => void;
}

/** One radio per address or payment method, as cards the buyer can click anywhere on. */
export function ChoiceList({ name, label, choices, selected, onSelect }: ChoiceListProps) {
  return (
    <div role="radiogroup" aria-label={label} className={styles.choices}>
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
