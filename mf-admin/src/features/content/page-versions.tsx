import { useRef, useState } from 'react';
import {
  Button,
  callApi,
  Dialog,
  TextField,
  useApiQuery,
  type AnswerOf,
  type ContentPage,
  type ContentPageVersionRow,
} from '@storefront/shared-kernel';
import { adminContentRoutes } from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { DataTable, type DataColumn } from '../../components/data-table';
import { ListStatus } from '../../components/list-status';
import { SaveFailure, useVersionedSave } from '../../components/use-versioned-save';
import { formatDateTime } from '../../lib/format';
import { PAGE_RECORD, savedByText } from './content-words';
import { PagePreview } from './page-preview';
import styles from './content.module.css';

type PageAnswer = AnswerOf<typeof adminContentRoutes.contentPageDetail>;

const versionName = (row: ContentPageVersionRow) => `Version ${row.version}`;

/** One version's title and HTML as it was saved, drawn as buyers saw it; Restore when it is not the current one. */
function VersionDialog({
  page,
  row,
  restore,
  isRestoring,
  onClose,
}: {
  page: ContentPage;
  row: ContentPageVersionRow;
  restore: (version: number) => void;
  isRestoring: boolean;
  onClose: () => void;
}) {
  const version = useApiQuery(adminContentRoutes.contentPageVersionDetail, { code: page.code, version: row.version });
  const shown = version.data?.version;
  return (
    <Dialog open onClose={onClose} title={`${versionName(row)} of ${page.defaultTitle}`}>
      <p>
        Saved {row.savedAt ? formatDateTime(row.savedAt) : '(time not recorded)'} by {savedByText(row.savedBy)}
        {row.restoredFrom ? `, restored from version ${row.restoredFrom}` : ''}.
      </p>
      <ListStatus query={version} what="version" />
      {shown ? (
        <>
          <section className={styles.dialogSection} aria-label="As buyers saw it">
            <PagePreview
              title={shown.title}
              defaultTitle={page.defaultTitle}
              html={shown.html}
              label={`${versionName(row)} as buyers saw it`}
            />
          </section>
          <TextField
            label="Its HTML"
            multiline
            readOnly
            value={shown.html}
            onChange={() => undefined}
            className={styles.versionHtml}
          />
          {row.isCurrent ? (
            <p className={pageStyles.muted}>This is the page’s current version.</p>
          ) : (
            <Button isBusy={isRestoring} onClick={() => restore(row.version)}>
              Restore this version
            </Button>
          )}
        </>
      ) : null}
    </Dialog>
  );
}

export interface PageVersionsProps {
  /** The page as the member read it: a restore sends its version. */
  page: ContentPage;
  versions: readonly ContentPageVersionRow[];
  onRestored: (answer: PageAnswer, notice: string) => void;
  onReload: () => void;
}

/**
 * A page's versions, newest first (docs/product.md §13.7): each can be viewed, and an earlier one restored,
 * which makes it the page's next version (nothing is lost). Restoring sends the version read, as a save does.
 */
export function PageVersions({ page, versions, onRestored, onReload }: PageVersionsProps) {
  const [viewing, setViewing] = useState<ContentPageVersionRow | null>(null);
  const restoring = useRef(0);
  const save = useVersionedSave<never>(PAGE_RECORD, async () => {
    const from = restoring.current;
    const answer = await callApi(adminContentRoutes.restoreContentPage, {
      code: page.code,
      version: page.version,
      from,
    });
    onRestored(
      answer,
      `Version ${from} is restored as version ${answer.page.version}. Buyers see it on their next load.`,
    );
  });
  const restore = (version: number) => {
    // From the dialog too: it closes, and the page says what came of it.
    setViewing(null);
    restoring.current = version;
    void save.form.submit();
  };
  const columns: DataColumn<ContentPageVersionRow>[] = [
    {
      key: 'version',
      header: 'Version',
      isRowHeader: true,
      cell: (row) => (
        <>
          {versionName(row)}
          <span className={pageStyles.secondLine}>
            {row.isCurrent ? 'Current' : ''}
            {row.restoredFrom ? `${row.isCurrent ? ', ' : ''}restored from version ${row.restoredFrom}` : ''}
          </span>
        </>
      ),
    },
    { key: 'title', header: 'Title', cell: (row) => row.title || <span className={pageStyles.muted}>None</span> },
    {
      key: 'saved',
      header: 'Saved',
      cell: (row) => (row.savedAt ? formatDateTime(row.savedAt) : 'Not recorded'),
    },
    { key: 'by', header: 'By', className: styles.breakAnywhere, cell: (row) => savedByText(row.savedBy) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <span className={pageStyles.actions}>
          <Button
            size="small"
            variant="secondary"
            onClick={() => setViewing(row)}
            aria-label={`View ${versionName(row)}`}
          >
            View
          </Button>
          {row.isCurrent ? null : (
            <Button
              size="small"
              variant="secondary"
              isBusy={save.form.isSubmitting}
              onClick={() => restore(row.version)}
              aria-label={`Restore ${versionName(row)}`}
            >
              Restore
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <Card id="page-versions-title" title="Versions">
      <SaveFailure save={save} onReload={onReload} />
      <DataTable
        caption={`Versions of ${page.defaultTitle}, newest first`}
        columns={columns}
        rows={versions}
        rowKey={(row) => row.version}
        empty="The page has no version yet: the storefront shows its title alone."
      />
      {viewing ? (
        <VersionDialog
          key={viewing.version}
          page={page}
          row={viewing}
          restore={restore}
          isRestoring={save.form.isSubmitting}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </Card>
  );
}
