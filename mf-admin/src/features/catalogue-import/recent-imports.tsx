import { Button, pick, useApiQuery, type CatalogueImport } from '@storefront/shared-kernel';
import { adminCatalogueFileRoutes } from '@storefront/shared-kernel/back-office';
import { DataTable, type DataColumn } from '../../components/data-table';
import { ListStatus } from '../../components/list-status';
import { formatDateTime } from '../../lib/format';
import { countsLine, statusWords } from './import-words';

const COLUMNS: readonly DataColumn<CatalogueImport>[] = [
  { key: 'date', header: 'Uploaded', cell: (item) => formatDateTime(item.createdAt), isRowHeader: true },
  { key: 'file', header: 'File', cell: (item) => item.fileName },
  { key: 'status', header: 'Status', cell: (item) => statusWords(item.status) },
  { key: 'counts', header: 'Outcome', cell: (item) => countsLine(item) || item.summary?.error || '' },
];

/** The latest imports, newest first; choosing one shows it. */
export function RecentImports({ onShow }: { onShow: (id: number) => void }) {
  const imports = useApiQuery(
    adminCatalogueFileRoutes.catalogueImportsList,
    {},
    { select: pick('rows'), staleTime: 0 },
  );
  return (
    <>
      <ListStatus query={imports} what="imports" />
      {imports.data ? (
        <DataTable
          caption="Latest imports"
          columns={[
            ...COLUMNS,
            {
              key: 'show',
              header: 'Details',
              cell: (item) => (
                <Button variant="link" onClick={() => onShow(item.id)}>
                  Show import {item.id}
                </Button>
              ),
            },
          ]}
          rows={imports.data}
          rowKey={(item) => item.id}
          empty="No imports yet."
        />
      ) : null}
    </>
  );
}
