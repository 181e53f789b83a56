import { useId, type Ref } from 'react';
import type { FieldBinding } from '@storefront/shared-kernel';
import fieldStyles from '../../components/checkbox-field.module.css';
import pageStyles from '../../components/admin.module.css';
import styles from './content.module.css';

export interface FileChooserProps {
  label: string;
  /** What the chooser offers (the API reads each file's type from its content all the same). */
  accept: string;
  hint: string;
  onChoose: (file: File | null) => void;
  /** From useSubmit's `field(name)`: the refusal shows under it, and focus goes to it. */
  field?: FieldBinding;
  isRequired?: boolean;
  /** The input, so a form can empty it once its file is sent. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled chooser of one file, with its hint and the refusal of what was sent (an e-catalog's PDF or cover). */
export function FileChooser({ label, accept, hint, onChoose, field, isRequired = false, inputRef }: FileChooserProps) {
  const id = useId();
  const describedBy = field?.error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <div ref={field?.ref} className={styles.fileInput}>
      <label htmlFor={id}>
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        aria-required={isRequired || undefined}
        aria-invalid={field?.error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          field?.onEdit();
          onChoose(event.target.files?.[0] ?? null);
        }}
      />
      <span id={`${id}-hint`} className={pageStyles.muted}>
        {hint}
      </span>
      {field?.error ? (
        <span id={`${id}-error`} className={fieldStyles.error}>
          {field.error}
        </span>
      ) : null}
    </div>
  );
}
