import { useState } from 'react';
import { adminCatalogueFileRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import { DownloadButton } from '../../components/download-button';
import { ImportOutcome } from './import-outcome';
import { IMPORT_PAGE_TITLE } from './import-words';
import { RecentImports } from './recent-imports';
import { UploadForm } from './upload-form';

/**
 * /admin/catalogue/import (docs/product.md §13.6): upload the catalogue file (and a zip of its pictures),
 * see its check, Confirm; the latest imports; the whole catalogue as the file.
 */
export default function ImportPage() {
  const [shown, setShown] = useState<number | null>(null);
  return (
    <AdminPage
      title={IMPORT_PAGE_TITLE}
      area="catalog"
      description="Load products, prices, stock and pictures from the catalogue file. Its check shows first: nothing is written until you confirm."
      actions={
        <DownloadButton
          path={adminCatalogueFileRoutes.exportCatalogue.path}
          label="Export the catalogue"
          fileName="catalogue.csv"
        />
      }
    >
      <UploadForm onUploaded={(item) => setShown(item.id)} />
      {shown !== null ? <ImportOutcome key={shown} id={shown} /> : null}
      <RecentImports onShow={setShown} />
    </AdminPage>
  );
}
