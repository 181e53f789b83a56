import { TextField, useApiQuery, type SubscriberRow } from '@storefront/shared-kernel';
import { adminContentRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import pageStyles from '../../components/admin.module.css';
import type { DataColumn } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { ListFilters } from '../../components/list-filters';
import { Notice } from '../../components/notice';
import { PagedTable } from '../../components/paged-table';
import { givenFilters, useListParams } from '../../components/use-list-params';
import { formatDateTime } from '../../lib/format';
import { ContentNav } from './content-nav';
import styles from './content.module.css';

const FILTERS = { q: '' };

/** Whether Mailchimp took a sign-up: Yes with when, or No with why (the last failure), if it failed. */
function Forwarded({ row }: { row: SubscriberRow }) {
  if (row.forwardedAt)
    return (
      <>
        Yes<span className={pageStyles.secondLine}>{formatDateTime(row.forwardedAt)}</span>
      </>
    );
  return <>No{row.forwardFailure ? <span className={pageStyles.secondLine}>{row.forwardFailure}</span> : null}</>;
}

const COLUMNS: DataColumn<SubscriberRow>[] = [
  { key: 'email', header: 'Email', isRowHeader: true, className: styles.breakAnywhere, cell: (row) => row.email },
  {
    key: 'name',
    header: 'Name',
    cell: (row) =>
      [row.firstName, row.lastName].filter(Boolean).join(' ') || <span className={pageStyles.muted}>None</span>,
  },
  { key: 'tags', header: 'Tags', cell: (row) => row.tags },
  { key: 'signedUp', header: 'Signed up', className: styles.noWrap, cell: (row) => formatDateTime(row.signedUpAt) },
  { key: 'forwarded', header: 'Forwarded to Mailchimp', cell: (row) => <Forwarded row={row} /> },
];

function SubscriberList() {
  const list = useListParams({ filters: FILTERS });
  const subscribers = useApiQuery(
    adminContentRoutes.listSubscribers,
    { page: list.page, pageSize: list.pageSize, ...givenFilters(list.filters) },
    { keepPrevious: true },
  );
  return (
    <>
      {subscribers.data && !subscribers.data.mailchimp ? (
        <Notice>No Mailchimp key and list are configured: sign-ups are kept here only.</Notice>
      ) : null}
      <ListFilters label="Find sign-ups" list={list}>
        {(field) => <TextField label="Email" type="search" {...field('q')} maxLength={254} hint="Part of the email." />}
      </ListFilters>
      <DownloadButton
        path={adminContentRoutes.exportSubscribers.path}
        params={givenFilters(list.filters)}
        label="Export CSV"
        fileName="email-list.csv"
      />
      <PagedTable
        query={subscribers}
        what="sign-ups"
        list={list}
        caption="Email list sign-ups, newest first"
        columns={COLUMNS}
        rowKey={(row) => row.email}
        empty={{ filtered: 'No sign-ups match this search.', unfiltered: 'No one has signed up yet.' }}
      />
    </>
  );
}

/**
 * The email list (docs/product.md §13.7, §9.4, /admin/content/newsletter): sign-ups newest first, searched by
 * email and paged in the address, whether each was forwarded to Mailchimp; and the list as CSV.
 */
export default function NewsletterPage() {
  return (
    <AdminPage
      title="Newsletter"
      area="content"
      description="Who signed up to the email list on the home page."
      actions={<ContentNav />}
    >
      <SubscriberList />
    </AdminPage>
  );
}
