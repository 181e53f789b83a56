import { Button, TextField, type FieldBinding } from '@storefront/shared-kernel';
import formStyles from '../../components/checkbox-field.module.css';
import type { BreakDraft } from './product-draft';
import styles from './catalogue.module.css';

/**
 * A product's volume breaks (docs/product.md §6.6): from a quantity up, a percent off the buyer's price. Rows
 * added and removed here; the API checks them (quantities going up, each percent below 100).
 */
export function BreaksField({
  breaks,
  onChange,
  field,
}: {
  breaks: readonly BreakDraft[];
  onChange: (breaks: BreakDraft[]) => void;
  field?: FieldBinding;
}) {
  const change = (index: number, part: keyof BreakDraft, value: string) => {
    field?.onEdit();
    onChange(breaks.map((row, at) => (at === index ? { ...row, [part]: value } : row)));
  };
  const remove = (index: number) => {
    field?.onEdit();
    onChange(breaks.filter((_, at) => at !== index));
  };
  return (
    <fieldset ref={field?.ref} className={styles.group} aria-describedby={field?.error ? 'breaks-error' : undefined}>
      <legend>Volume breaks</legend>
      {breaks.length === 0 ? <p>No breaks: every quantity pays the level's price.</p> : null}
      <ol className={styles.rows}>
        {breaks.map((row, index) => (
          // Rows have no identity of their own but their place: a removed row's fields go with it.
          <li key={index} className={styles.breakRow}>
            <TextField
              label={`Quantity from, break ${index + 1}`}
              inputMode="numeric"
              value={row.minQty}
              onChange={(value) => change(index, 'minQty', value)}
            />
            <TextField
              label={`Percent off, break ${index + 1}`}
              inputMode="decimal"
              value={row.percentOff}
              onChange={(value) => change(index, 'percentOff', value)}
            />
            <Button variant="secondary" size="small" onClick={() => remove(index)}>
              Remove break {index + 1}
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="small" onClick={() => onChange([...breaks, { minQty: '', percentOff: '' }])}>
        Add a break
      </Button>
      {field?.error ? (
        <span id="breaks-error" className={formStyles.error}>
          {field?.error}
        </span>
      ) : null}
    </fieldset>
  );
}
