import { Link } from 'react-router-dom';
import { useApiQuery, type ContentPageRow } from '@storefront/shared-kernel';
import { adminContentRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import pageStyles from '../../components/admin.module.css';
import { DataTable, type DataColumn } from '../../components/data-table';
import { ListStatus } from '../../components/list-status';
import { formatDateTime } from '../../lib/format';
import { ContentNav } from './content-nav';
import { pagePath, savedByText } from './content-words';
import styles from './content.module.css';

const COLUMNS: DataColumn<ContentPageRow>[] = [
  {
    key: 'page',
    header: 'Page',
    isRowHeader: true,
    cell: (row) => (
      <>
        <Link to={pagePath(row.code)} className={pageStyles.textLink}>
          {row.defaultTitle}
        </Link>
        <span className={pageStyles.secondLine}>{row.title && row.title !== row.defaultTitle ? row.title : ''}</span>
      </>
    ),
  },
  { key: 'path', header: 'Address', className: styles.noWrap, cell: (row) => row.path },
  {
    key: 'version',
    header: 'Version',
    align: 'end',
    cell: (row) => (row.version === 0 ? <span className={pageStyles.muted}>Not written</span> : row.version),
  },
  {
    key: 'saved',
    header: 'Last saved',
    cell: (row) =>
      row.version === 0 ? null : (
        <>
          {row.updatedAt ? formatDateTime(row.updatedAt) : 'Not recorded'}
          <span className={`${pageStyles.secondLine} ${styles.breakAnywhere}`}>{savedByText(row.updatedBy)}</span>
        </>
      ),
  },
];

function PagesList() {
  const pages = useApiQuery(adminContentRoutes.listContentPages, {});
  return (
    <>
      <ListStatus query={pages} what="pages" />
      {pages.data ? (
        <DataTable caption="Information pages" columns={COLUMNS} rows={pages.data.pages} rowKey={(row) => row.code} />
      ) : null}
    </>
  );
}

/**
 * The storefront's information pages (docs/product.md §13.7, §9.3, /admin/content/pages): each with its address,
 * its version and who saved it last; a page's name opens its editor.
 */
export default function PagesPage() {
  return (
    <AdminPage
      title="Information pages"
      area="content"
      description="What the storefront's About Us, FAQ, terms and policy pages say."
      actions={<ContentNav />}
    >
      <PagesList />
    </AdminPage>
  );
}
