import { useState } from 'react';
import { Button, callApi, Dialog, TextField, type AdminEcatalog } from '@storefront/shared-kernel';
import { adminContentRoutes, ECATALOG_LIMITS } from '@storefront/shared-kernel/back-office';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure } from '../../components/use-versioned-save';
import { coverHint, PICTURE_TYPES } from './add-ecatalog-form';
import { FileChooser } from './file-chooser';
import { sendFiles } from './send-files';
import { useEcatalogSave, type EcatalogsDone } from './use-ecatalog-desk';
import styles from './content.module.css';

/** One catalog's changes, in a dialog (docs/product.md §13.7): title, cover, shown or hidden, delete. */
export function EcatalogDialog({
  catalog,
  coversFromPdf,
  onClose,
  done,
}: {
  catalog: AdminEcatalog;
  coversFromPdf: boolean;
  onClose: () => void;
  done: EcatalogsDone;
}) {
  const [title, setTitle] = useState(catalog.title);
  const [cover, setCover] = useState<File | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const rename = useEcatalogSave<'title'>(
    () => callApi(adminContentRoutes.renameEcatalog, { id: catalog.id, title: title.trim() }),
    (answer) => done(answer, `The catalog is now ${title.trim()}.`),
    { validate: () => (title.trim() === '' ? { title: 'Enter the title' } : undefined) },
  );
  const upload = useEcatalogSave<'cover'>(
    () => sendFiles(adminContentRoutes.uploadEcatalogCover, { id: catalog.id }, { cover }),
    (answer) => done(answer, `${catalog.title} has its new cover.`),
    { validate: () => (cover ? undefined : { cover: 'Choose the cover' }) },
  );
  const make = useEcatalogSave<never>(
    () => callApi(adminContentRoutes.makeEcatalogCover, { id: catalog.id }),
    (answer) => done(answer, `${catalog.title}'s cover is made from its PDF.`),
  );
  const show = useEcatalogSave<never>(
    () => callApi(adminContentRoutes.showEcatalog, { id: catalog.id, visible: !catalog.visible }),
    (answer) =>
      done(
        answer,
        catalog.visible ? `${catalog.title} is hidden from buyers.` : `${catalog.title} is shown to buyers.`,
      ),
  );
  const remove = useEcatalogSave<never>(
    () => callApi(adminContentRoutes.deleteEcatalog, { id: catalog.id }),
    (answer) => done(answer, `${catalog.title} is deleted.`),
  );
  return (
    <Dialog open onClose={onClose} title={`Change ${catalog.title}`}>
      <form {...rename.form.formProps} aria-label="Rename the catalog" className={styles.inlineForm}>
        <TextField
          label="Title"
          name="title"
          value={title}
          onChange={setTitle}
          maxLength={ECATALOG_LIMITS.titleLength}
          field={rename.form.field('title')}
          isRequired
        />
        <SubmitButton isBusy={rename.form.isSubmitting}>Rename</SubmitButton>
      </form>
      <SaveFailure save={rename} />

      <section className={styles.dialogSection} aria-labelledby="ecatalog-cover-title">
        <h3 id="ecatalog-cover-title">Cover</h3>
        <form {...upload.form.formProps} aria-label="The catalog's cover">
          <FileChooser
            label="Cover picture"
            accept={PICTURE_TYPES}
            hint={coverHint(coversFromPdf)}
            onChoose={setCover}
            field={upload.form.field('cover')}
          />
          <SubmitButton isBusy={upload.form.isSubmitting} busyText="Uploading...">
            Upload cover
          </SubmitButton>
        </form>
        <SaveFailure save={upload} />
        {coversFromPdf ? (
          <>
            <Button variant="secondary" isBusy={make.form.isSubmitting} onClick={() => void make.form.submit()}>
              Make the cover from the PDF
            </Button>
            <SaveFailure save={make} />
          </>
        ) : null}
      </section>

      <section className={styles.dialogSection} aria-labelledby="ecatalog-shown-title">
        <h3 id="ecatalog-shown-title">Buyers</h3>
        <p>{catalog.visible ? 'Buyers see this catalog on the E-Catalogs page.' : 'Buyers do not see this catalog.'}</p>
        <Button variant="secondary" isBusy={show.form.isSubmitting} onClick={() => void show.form.submit()}>
          {catalog.visible ? 'Hide from buyers' : 'Show to buyers'}
        </Button>
        <SaveFailure save={show} />
      </section>

      <section className={styles.dialogSection} aria-labelledby="ecatalog-delete-title">
        <h3 id="ecatalog-delete-title">Delete</h3>
        {isDeleting ? (
          <>
            <p>The catalog and its PDF are deleted: this cannot be undone.</p>
            <span className={styles.inlineForm}>
              <Button isBusy={remove.form.isSubmitting} onClick={() => void remove.form.submit()}>
                Delete it and its PDF
              </Button>
              <Button variant="secondary" onClick={() => setIsDeleting(false)}>
                Keep it
              </Button>
            </span>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setIsDeleting(true)}>
            Delete catalog
          </Button>
        )}
        <SaveFailure save={remove} />
      </section>
    </Dialog>
  );
}
