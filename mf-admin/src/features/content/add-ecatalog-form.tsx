import { useRef, useState } from 'react';
import { TextField } from '@storefront/shared-kernel';
import { adminContentRoutes, ECATALOG_LIMITS } from '@storefront/shared-kernel/back-office';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure } from '../../components/use-versioned-save';
import { FileChooser } from './file-chooser';
import { sendFiles } from './send-files';
import { useEcatalogSave, type EcatalogsDone } from './use-ecatalog-desk';
import styles from './content.module.css';

const MB = 1024 * 1024;
export const PDF_HINT = `A PDF, up to ${ECATALOG_LIMITS.pdfBytes / MB} MB.`;
export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';
const PICTURE_LIMIT = `JPEG, PNG, WebP or GIF, up to ${ECATALOG_LIMITS.coverBytes / MB} MB.`;

/** The cover's hint: made from the PDF unless one is given, or given always on a server that cannot make one. */
export const coverHint = (coversFromPdf: boolean): string =>
  coversFromPdf
    ? `Optional: without one, the cover is made from the PDF's first page. ${PICTURE_LIMIT}`
    : `This server cannot make covers from PDFs: upload one. ${PICTURE_LIMIT}`;

/**
 * A new e-catalog (docs/product.md §13.7): its title, its PDF and, if the member has one, its cover. The PDF's
 * size is checked here as it is picked; its type the API reads from its content.
 */
export function AddEcatalogForm({ coversFromPdf, done }: { coversFromPdf: boolean; done: EcatalogsDone }) {
  const [title, setTitle] = useState('');
  const [pdf, setPdf] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const pdfInput = useRef<HTMLInputElement>(null);
  const coverInput = useRef<HTMLInputElement>(null);
  const save = useEcatalogSave<'title' | 'pdf' | 'cover'>(
    () => sendFiles(adminContentRoutes.addEcatalog, { title: title.trim() }, { pdf, cover }),
    (answer) => {
      done(answer, `${title.trim()} is added, last in the list.`);
      setTitle('');
      setPdf(null);
      setCover(null);
      if (pdfInput.current) pdfInput.current.value = '';
      if (coverInput.current) coverInput.current.value = '';
    },
    {
      validate: () => {
        const errors: Partial<Record<'title' | 'pdf', string>> = {};
        if (title.trim() === '') errors.title = 'Enter the title';
        if (!pdf) errors.pdf = 'Choose the PDF';
        else if (pdf.size > ECATALOG_LIMITS.pdfBytes)
          errors.pdf = `${pdf.name} is larger than ${ECATALOG_LIMITS.pdfBytes / MB} MB.`;
        return Object.keys(errors).length > 0 ? errors : undefined;
      },
    },
  );
  return (
    <form {...save.form.formProps} aria-label="Add a catalog">
      <TextField
        label="Title"
        name="title"
        value={title}
        onChange={setTitle}
        maxLength={ECATALOG_LIMITS.titleLength}
        hint="As the storefront shows it: each word capitalised, hyphens as spaces."
        field={save.form.field('title')}
        isRequired
      />
      <div className={styles.inlineForm}>
        <FileChooser
          label="PDF"
          accept="application/pdf,.pdf"
          hint={PDF_HINT}
          onChoose={setPdf}
          field={save.form.field('pdf')}
          isRequired
          inputRef={pdfInput}
        />
        <FileChooser
          label="Cover"
          accept={PICTURE_TYPES}
          hint={coverHint(coversFromPdf)}
          onChoose={setCover}
          field={save.form.field('cover')}
          inputRef={coverInput}
        />
      </div>
      <SaveFailure save={save} />
      <SubmitButton isBusy={save.form.isSubmitting} busyText="Uploading...">
        Add catalog
      </SubmitButton>
    </form>
  );
}
