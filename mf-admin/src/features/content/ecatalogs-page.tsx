import { Button, VisuallyHidden, type AdminEcatalog } from '@storefront/shared-kernel';
import { AdminPage } from '../../components/admin-page';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { DataTable, type DataColumn } from '../../components/data-table';
import { ListStatus } from '../../components/list-status';
import { Notice } from '../../components/notice';
import { SaveFailure } from '../../components/use-versioned-save';
import { yesNo } from '../../lib/format';
import { AddEcatalogForm } from './add-ecatalog-form';
import { ContentNav } from './content-nav';
import { fileSize } from './content-words';
import { EcatalogDialog } from './ecatalog-dialog';
import { useEcatalogDesk, useEcatalogMove } from './use-ecatalog-desk';
import { MoveButtons } from '../../components/move-buttons';
import styles from './content.module.css';

function EcatalogsDesk() {
  const { list, notice, stillToDo, editing, setEditing, done } = useEcatalogDesk();
  const { save: moveSave, move } = useEcatalogMove(done);
  const rows = list.data?.ecatalogs ?? [];
  const coversFromPdf = list.data?.coversFromPdf ?? true;
  const columns: DataColumn<AdminEcatalog>[] = [
    {
      key: 'cover',
      header: 'Cover',
      cell: (row) =>
        row.cover ? (
          <img src={row.cover} alt="" className={styles.cover} />
        ) : (
          <span className={pageStyles.muted}>None</span>
        ),
    },
    {
      key: 'title',
      header: 'Catalog',
      isRowHeader: true,
      cell: (row) => (
        <>
          {row.title}
          <span className={`${pageStyles.secondLine} ${styles.breakAnywhere}`}>
            {[row.fileName, row.fileBytes > 0 ? fileSize(row.fileBytes) : ''].filter(Boolean).join(', ')}
          </span>
        </>
      ),
    },
    {
      key: 'pdf',
      header: 'PDF',
      cell: (row) => (
        <a href={row.pdf} target="_blank" rel="noopener noreferrer" className={pageStyles.textLink}>
          Open<VisuallyHidden> the PDF of {row.title} (opens in a new tab)</VisuallyHidden>
        </a>
      ),
    },
    { key: 'shown', header: 'Shown to buyers', cell: (row) => yesNo(row.visible) },
    {
      key: 'order',
      header: 'Order',
      cell: (row) => (
        <MoveButtons
          name={row.title}
          isFirst={row.id === rows[0]?.id}
          isLast={row.id === rows.at(-1)?.id}
          isBusy={moveSave.form.isSubmitting}
          onMove={(direction) => move(row.id, direction)}
        />
      ),
    },
    {
      key: 'change',
      header: 'Change',
      cell: (row) => (
        <Button size="small" variant="secondary" onClick={() => setEditing(row.id)} aria-label={`Change: ${row.title}`}>
          Change
        </Button>
      ),
    },
  ];
  const chosen = rows.find((row) => row.id === editing);
  return (
    <>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      {stillToDo ? <Notice>{stillToDo}</Notice> : null}
      <Card id="add-ecatalog-title" title="Add a catalog">
        <AddEcatalogForm coversFromPdf={coversFromPdf} done={done} />
      </Card>
      <SaveFailure save={moveSave} />
      <ListStatus query={list} what="e-catalogs" />
      {list.data ? (
        <DataTable
          caption="E-catalogs, in the storefront's order"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty="No catalogs yet: buyers read 'No catalogs available.'"
        />
      ) : null}
      {chosen ? (
        <EcatalogDialog
          key={chosen.id}
          catalog={chosen}
          coversFromPdf={coversFromPdf}
          onClose={() => setEditing(null)}
          done={done}
        />
      ) : null}
    </>
  );
}

/**
 * The e-catalogs (docs/product.md §13.7, /admin/content/ecatalogs): the PDFs the storefront's E-Catalogs page
 * offers, in its order, with their covers; add one, rename, move, show or hide, change its cover, delete.
 */
export default function EcatalogsPage() {
  return (
    <AdminPage
      title="E-catalogs"
      area="content"
      description="The storefront's E-Catalogs page shows the shown ones in this order."
      actions={<ContentNav />}
    >
      <EcatalogsDesk />
    </AdminPage>
  );
}
