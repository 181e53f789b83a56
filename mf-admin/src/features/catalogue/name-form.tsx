import { useState } from 'react';
import { TextField } from '@storefront/shared-kernel';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure } from '../../components/use-versioned-save';
import { useReferenceSave, type ReferenceDone } from './use-reference-save';
import styles from './catalogue.module.css';

export interface NameFormProps<Answer> {
  /** The field's label ('Brand name'); an empty field is refused as 'Enter the brand name'. */
  label: string;
  /** What the submit button says. */
  button: string;
  /** The form's name for assistive technology; the button's words unless given. */
  formLabel?: string;
  /** What the submit button says while it sends; the button's own 'Saving...' unless given. */
  busyText?: string;
  /** The name the field starts with, and starts over with after a save: '' for a new one. */
  initial?: string;
  hint?: string;
  save: (name: string) => Promise<Answer>;
  /** What the page says once the name (trimmed) is saved. */
  said: (name: string) => string;
  done: ReferenceDone<Answer>;
}

/**
 * A name given in one field and saved with one button (docs/product.md §13.5): a new brand, category, filter
 * group or value, or a new name for one. The API refuses a name that is taken, under the field.
 */
export function NameForm<Answer>({
  label,
  button,
  formLabel = button,
  busyText,
  initial = '',
  hint,
  save: send,
  said,
  done,
}: NameFormProps<Answer>) {
  const [name, setName] = useState(initial);
  const save = useReferenceSave<'name', Answer>(
    () => send(name),
    (answer) => {
      done(answer, said(name.trim()));
      setName(initial);
    },
    { validate: () => (name.trim() === '' ? { name: `Enter the ${label.toLowerCase()}` } : undefined) },
  );
  return (
    <>
      <form {...save.form.formProps} aria-label={formLabel} className={styles.inlineForm}>
        <TextField
          label={label}
          name="name"
          value={name}
          onChange={setName}
          hint={hint}
          field={save.form.field('name')}
          isRequired
        />
        <SubmitButton isBusy={save.form.isSubmitting} busyText={busyText}>
          {button}
        </SubmitButton>
      </form>
      <SaveFailure save={save} />
    </>
  );
}
