import { useEffect, useState } from 'react';
import {
  callApi,
  FormMessage,
  invalidateApi,
  pick,
  useApiQuery,
  useSubmit,
  type CatalogueImport,
  type CatalogueProblem,
} from '@storefront/shared-kernel';
import { adminCatalogueFileRoutes } from '@storefront/shared-kernel/back-office';
import { Card } from '../../components/card';
import { CheckboxField } from '../../components/checkbox-field';
import { DataTable, type DataColumn } from '../../components/data-table';
import { DownloadButton } from '../../components/download-button';
import { Notice } from '../../components/notice';
import { SubmitButton } from '../../components/submit-button';
import { countsLine, IMPORT_VALID_ROWS, isRunning, progressWords, statusWords } from './import-words';
import styles from './import-page.module.css';

/** While an import runs, its page asks how it stands this often. */
export const POLL_MS = 1000;

const PROBLEM_COLUMNS: readonly DataColumn<CatalogueProblem>[] = [
  { key: 'row', header: 'Row', cell: (p) => p.row, align: 'end' },
  { key: 'column', header: 'Column', cell: (p) => p.column || '(row)' },
  { key: 'value', header: 'Value', cell: (p) => p.value },
  { key: 'reason', header: 'Reason', cell: (p) => p.reason },
];

function MadeNames({ item }: { item: CatalogueImport }) {
  const made = item.summary?.made;
  if (!made) return null;
  const verb = item.summary?.written ? 'Made' : 'Would make';
  const lists = [
    ['brands', made.brands],
    ['categories', made.categories],
    ['filters', made.filters],
  ] as const;
  const shown = lists.filter(([, names]) => names.length > 0);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.made}>
      {shown.map(([what, names]) => (
        <li key={what}>
          {verb} {what}: {names.join('; ')}
        </li>
      ))}
    </ul>
  );
}

function Problems({ item }: { item: CatalogueImport }) {
  const problems = item.summary?.problems ?? [];
  if (problems.length === 0) return null;
  const count = item.summary?.problemCount ?? problems.length;
  return (
    <>
      <DataTable
        caption={count > problems.length ? `Problems: the first ${problems.length} of ${count}` : 'Problems'}
        columns={PROBLEM_COLUMNS}
        rows={problems}
        rowKey={(p) => `${p.row}-${p.column}-${p.reason}`}
      />
      <DownloadButton
        path={adminCatalogueFileRoutes.catalogueImportReport.path}
        params={{ id: item.id }}
        label="Download every problem (CSV)"
        fileName={`import-${item.id}-problems.csv`}
      />
    </>
  );
}

/** Confirm: writes a checked upload; with bad rows only once the valid rows are chosen. */
function ConfirmForm({ item }: { item: CatalogueImport }) {
  const invalid = item.summary?.invalid ?? 0;
  const [skipInvalid, setSkipInvalid] = useState(false);
  const form = useSubmit<'skipInvalid'>(
    async () => {
      await callApi(adminCatalogueFileRoutes.confirmCatalogueImport, { id: item.id, skipInvalid });
      await invalidateApi(
        adminCatalogueFileRoutes.catalogueImportDetail,
        adminCatalogueFileRoutes.catalogueImportsList,
      );
    },
    {
      validate: () =>
        invalid > 0 && !skipInvalid
          ? { skipInvalid: `Choose '${IMPORT_VALID_ROWS}' to leave the bad rows out.` }
          : undefined,
    },
  );
  return (
    <form {...form.formProps} aria-label="Confirm the import" className={styles.confirm}>
      {invalid > 0 ? (
        <CheckboxField
          label={IMPORT_VALID_ROWS}
          checked={skipInvalid}
          onChange={setSkipInvalid}
          hint={`${invalid} ${invalid === 1 ? 'row is' : 'rows are'} left out.`}
          field={form.field('skipInvalid')}
        />
      ) : null}
      <FormMessage {...form.messageProps} />
      <SubmitButton isBusy={form.isSubmitting} busyText="Starting...">
        Confirm
      </SubmitButton>
    </form>
  );
}

/** One import followed as it runs (docs/product.md §13.6): its check, Confirm, its outcome. */
export function ImportOutcome({ id }: { id: number }) {
  const query = useApiQuery(
    adminCatalogueFileRoutes.catalogueImportDetail,
    { id },
    { select: pick('import'), staleTime: 0 },
  );
  const item = query.data;
  const { refetch, dataUpdatedAt } = query;
  // While it runs, asked again a second after each answer (here, not in the kernel's loading layer, which
  // every page loads: the back office alone follows running work).
  const running = isRunning(item);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => void refetch(), POLL_MS);
    return () => clearTimeout(timer);
  }, [running, refetch, dataUpdatedAt]);
  if (!item) return query.isError ? <Notice tone="error">The import could not be loaded.</Notice> : null;
  const error = item.summary?.error;
  return (
    <Card id="import-outcome-title" title={`${item.fileName}: ${statusWords(item.status)}`}>
      <div aria-live="polite" className={styles.outcome}>
        {isRunning(item) ? <p>{progressWords(item)}</p> : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
        {countsLine(item) ? (
          <p>
            {item.status === 'checked' ? 'The check found: ' : ''}
            {countsLine(item)}
          </p>
        ) : null}
        {item.status === 'checked' ? <p>Nothing is written until you confirm.</p> : null}
        {item.status === 'refused' ? <Notice tone="error">Nothing was written: the file has bad rows.</Notice> : null}
        {item.status === 'imported' ? <Notice tone="success">The catalogue was imported.</Notice> : null}
      </div>
      <MadeNames item={item} />
      <Problems item={item} />
      {item.status === 'checked' && !error ? <ConfirmForm item={item} /> : null}
    </Card>
  );
}
