import { useId } from 'react';
import styles from './registrations.module.css';

/**
 * The approval's tax-exempt choice (docs/product.md §13.2), with whether a seller's permit is on file (its
 * default) tied to it for assistive tech.
 */
export function TaxExemptBox({
  checked,
  onChange,
  hasPermit,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  hasPermit: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.checkboxField}>
      <span className={styles.checkboxLine}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>Tax-exempt</label>
      </span>
      <span id={`${id}-hint`} className={styles.hint}>
        {hasPermit ? "A seller's permit is on file." : "No seller's permit on file."}
      </span>
    </div>
  );
}
