import { useState } from 'react';
import {
  apiClient,
  FormField,
  FormMessage,
  invalidateApi,
  useSubmit,
  type CatalogueImport,
} from '@storefront/shared-kernel';
import { adminCatalogueFileRoutes } from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { SubmitButton } from '../../components/submit-button';
import { CHOOSE_FILE } from './import-words';

type Field = 'file' | 'images';

/**
 * The catalogue file and, optionally, a zip of its pictures, sent to be kept and checked: nothing is written
 * until the check is confirmed (docs/product.md §13.6).
 */
export function UploadForm({ onUploaded }: { onUploaded: (item: CatalogueImport) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);
  const form = useSubmit<Field>(
    async () => {
      const body = new FormData();
      body.append('file', file!, file!.name);
      if (images) body.append('images', images, images.name);
      // Not callApi: the files go as multipart form data, not as a JSON body.
      const answer = await apiClient.post<{ import: CatalogueImport }>(
        adminCatalogueFileRoutes.uploadCatalogueImport.path,
        body,
      );
      onUploaded(answer.data.import);
      await invalidateApi(adminCatalogueFileRoutes.catalogueImportsList);
    },
    { validate: () => (file ? undefined : { file: CHOOSE_FILE }) },
  );
  return (
    <Card id="upload-title" title="Upload a catalogue file">
      <form {...form.formProps} aria-labelledby="upload-title">
        <div className={pageStyles.fields}>
          <FormField label="Catalogue file (CSV)" isRequired field={form.field('file')}>
            {(control) => (
              <input
                {...control}
                type="file"
                name="file"
                accept=".csv,text/csv"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            )}
          </FormField>
          <FormField label="Pictures (zip, optional)" hint="Each picture named as the file's images column names it.">
            {(control) => (
              <input
                {...control}
                type="file"
                name="images"
                accept=".zip,application/zip"
                onChange={(event) => setImages(event.target.files?.[0] ?? null)}
              />
            )}
          </FormField>
        </div>
        <FormMessage {...form.messageProps} />
        <SubmitButton isBusy={form.isSubmitting} busyText="Uploading...">
          Check the file
        </SubmitButton>
      </form>
    </Card>
  );
}
