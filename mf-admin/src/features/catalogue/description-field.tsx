import { useState } from 'react';
import { Button, TextField, type FieldBinding } from '@storefront/shared-kernel';
import { FIELD_LABELS } from './catalogue-words';
import styles from './catalogue.module.css';

/**
 * What the preview may do: nothing but draw the markup and its pictures. The frame is sandboxed (no script,
 * no form, no origin of its own) and its policy loads nothing else, so a description can show what it looks
 * like without anything in it running on the back office's page.
 */
const PREVIEW_POLICY = "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'";

export const previewDocument = (html: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}">` +
  `<style>body{font-family:system-ui,sans-serif;margin:12px;}img{max-width:100%;}</style></head><body>${html}</body></html>`;

/** The product's description (HTML), with a preview of it drawn. */
export function DescriptionField({
  value,
  onChange,
  field,
}: {
  value: string;
  onChange: (value: string) => void;
  field: FieldBinding;
}) {
  const [isPreviewing, setIsPreviewing] = useState(false);
  return (
    <div className={styles.wide}>
      <TextField
        label={FIELD_LABELS.description}
        name="description"
        multiline
        maxLength={20_000}
        value={value}
        onChange={onChange}
        hint="HTML: <strong>, <p>, <ul> and the like."
        field={field}
      />
      <Button
        variant="secondary"
        size="small"
        aria-expanded={isPreviewing}
        onClick={() => setIsPreviewing((is) => !is)}
      >
        {isPreviewing ? 'Hide preview' : 'Preview'}
      </Button>
      {isPreviewing ? (
        <iframe title="Description preview" sandbox="" srcDoc={previewDocument(value)} className={styles.preview} />
      ) : null}
    </div>
  );
}
