import { useId, useRef, type Ref } from 'react';
import type { FieldBinding } from '@storefront/shared-kernel';
import pageStyles from './admin.module.css';
import fieldStyles from './checkbox-field.module.css';
import styles from './picture-chooser.module.css';

/** What the file chooser offers: the types the API keeps (it reads each one's type from its content). */
const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
const HINT = 'JPEG, PNG, WebP or GIF, up to 10 MB each.';

export interface PictureChooserProps {
  label: string;
  /** More than one file at once (a product's pictures). */
  multiple?: boolean;
  onChoose: (files: File[]) => void;
  /** From useSubmit's `field(name)`: the refusal shows under it, and focus goes to it. */
  field?: FieldBinding;
  hint?: string;
  /** The input, so a form can empty it once its files are sent. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled file input for pictures, with its hint and the refusal of what was sent. */
export function PictureChooser({
  label,
  multiple = false,
  onChoose,
  field,
  hint = HINT,
  inputRef,
}: PictureChooserProps) {
  const id = useId();
  const own = useRef<HTMLInputElement>(null);
  const describedBy = field?.error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <div ref={field?.ref} className={styles.fileInput}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef ?? own}
        id={id}
        type="file"
        accept={PICTURE_TYPES}
        multiple={multiple}
        aria-invalid={field?.error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          field?.onEdit();
          onChoose(Array.from(event.target.files ?? []));
        }}
      />
      <span id={`${id}-hint`} className={pageStyles.muted}>
        {hint}
      </span>
      {field?.error ? (
        <span id={`${id}-error`} className={fieldStyles.error}>
          {field?.error}
        </span>
      ) : null}
    </div>
  );
}
