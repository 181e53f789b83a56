import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  Button,
  CS_UPLOAD_LIMITS_TEXT,
  cx,
  type FieldBinding,
  FormField,
  formatFileSize,
} from '@storefront/shared-kernel';
import page from './page.module.css';
import { ACCEPT, addAttachments } from '../lib/attachment-rules';
import styles from './attachments-field.module.css';

/**
 * The customer-service attachments picker (docs/product.md §9.2): the files picked so far, each with Remove,
 * the limits as the field's hint, and each file a pick refused named in the server's words. Contact Us and a
 * case's new message under Messages (§8.1) both take files this way; the form owns the files and sends them.
 */
export function AttachmentsField({
  files,
  onChange,
  field,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The form's binding of its files: the server's word on them shows under the field. */
  field: FieldBinding;
}) {
  /** The files a pick refused, each named: announced as they happen. */
  const [pickErrors, setPickErrors] = useState<string[]>([]);
  const pickErrorsId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    const { accepted, errors } = addAttachments(files, picked);
    onChange(accepted);
    setPickErrors(errors);
    // Clearing the input lets the same file be picked again after removing it.
    event.target.value = '';
  };

  const remove = (index: number) => {
    onChange(files.filter((_, i) => i !== index));
    setPickErrors([]);
    field.onEdit();
    fileInput.current?.focus();
  };

  return (
    <div className={styles.attachments}>
      {/* The server's word on the files shows under the field; a pick's refusals are listed below it. */}
      <FormField label="Attachments" hint={CS_UPLOAD_LIMITS_TEXT} field={field}>
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            name="files"
            multiple
            accept={ACCEPT}
            aria-describedby={cx(control['aria-describedby'], pickErrors.length > 0 && pickErrorsId) || undefined}
            className={styles.fileInput}
            onChange={onPick}
          />
        )}
      </FormField>
      {pickErrors.length > 0 && (
        <ul id={pickErrorsId} role="alert" className={styles.fileErrors}>
          {pickErrors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className={styles.files} aria-label="Attached files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>
                {file.name} <span className={page.muted}>({formatFileSize(file.size)})</span>
              </span>
              <Button variant="link" size="small" aria-label={`Remove ${file.name}`} onClick={() => remove(index)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
