import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueImport } from '@storefront/shared-kernel';
import { adminCatalogueFileRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { ROLE_REFUSED } from '../../components/admin-page';
import { renderAt, resetSession, signInStaff } from '../../test-utils';
import ImportPage from './import-page';

const api = fakeApiForEachTest();

const anImport = (item: Partial<CatalogueImport> = {}): CatalogueImport => ({
  id: 7,
  status: 'checked',
  dryRun: true,
  fileName: 'daily.csv',
  progress: null,
  summary: {
    rows: 2,
    created: 1,
    updated: 0,
    unchanged: 0,
    invalid: 1,
    written: false,
    dryRun: true,
    made: { brands: ['TIGER'], categories: ['Kitchen > Rice Cookers'], filters: [] },
    problems: [
      { row: 3, column: 'price_1', value: 'free', reason: 'must be an amount like 12.50, without a currency sign' },
    ],
    problemCount: 1,
  },
  createdAt: '2026-11-28T09:00:00.000Z',
  finishedAt: '2026-11-28T09:00:01.000Z',
  ...item,
});

const show = () => renderAt('/admin/catalogue/import', '/admin/catalogue/import', <ImportPage />);
const csv = () => new File(['sku,stock\nA-1,3\n'], 'daily.csv', { type: 'text/csv' });

describe('the catalogue import page', () => {
  let current: CatalogueImport;
  beforeEach(() => {
    current = anImport();
    api.on(adminCatalogueFileRoutes.catalogueImportsList, () => ({ is_success: true, rows: [] }));
    api.on(adminCatalogueFileRoutes.uploadCatalogueImport, () => ({
      is_success: true,
      import: anImport({ status: 'checking', summary: null, finishedAt: null }),
    }));
    api.on(adminCatalogueFileRoutes.catalogueImportDetail, () => ({ is_success: true, import: current }));
  });
  afterEach(resetSession);

  it('uploads the file, shows its check with the bad row, and imports the valid rows once chosen', async () => {
    signInStaff('catalog');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Import the catalogue' })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText(/Catalogue file \(CSV\)/), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(api.calls(adminCatalogueFileRoutes.uploadCatalogueImport)).toEqual([
      expect.objectContaining({ file: [expect.objectContaining({ name: 'daily.csv' })] }),
    ]);
    expect(await screen.findByRole('heading', { name: 'daily.csv: Checked' })).toBeInTheDocument();
    expect(screen.getByText('The check found: created 1, updated 0, unchanged 0, invalid 1')).toBeInTheDocument();
    expect(screen.getByText('Would make brands: TIGER')).toBeInTheDocument();
    const problems = screen.getByRole('table', { name: 'Problems' });
    expect(
      within(problems)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'price_1', 'free', 'must be an amount like 12.50, without a currency sign']);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText("Choose 'Import the valid rows' to leave the bad rows out.")).toBeInTheDocument();
    expect(api.calls(adminCatalogueFileRoutes.confirmCatalogueImport)).toEqual([]);

    api.on(adminCatalogueFileRoutes.confirmCatalogueImport, (input) => {
      current = anImport({
        status: 'imported',
        dryRun: false,
        summary: { ...current.summary, written: true, dryRun: false },
      });
      return { is_success: true, import: { ...current, id: input.id } };
    });
    await userEvent.click(screen.getByRole('checkbox', { name: /Import the valid rows/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(api.calls(adminCatalogueFileRoutes.confirmCatalogueImport)).toEqual([{ id: 7, skipInvalid: true }]);
    expect(await screen.findByText('The catalogue was imported.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'daily.csv: Imported' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('follows a running check until it is done', async () => {
    signInStaff('catalog');
    let asked = 0;
    api.on(adminCatalogueFileRoutes.catalogueImportDetail, () => {
      asked++;
      return {
        is_success: true,
        import:
          asked === 1
            ? anImport({
                status: 'checking',
                summary: null,
                progress: { phase: 'checking', rows: 1, bytes: 40, totalBytes: 100 },
              })
            : current,
      };
    });
    show();
    await userEvent.upload(screen.getByLabelText(/Catalogue file \(CSV\)/), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Checked 40% of the file')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'daily.csv: Checked' }, { timeout: 3000 })).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('asks for a file before sending anything', async () => {
    signInStaff('admin');
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Choose a catalogue file (CSV) to import.')).toBeInTheDocument();
    expect(api.calls(adminCatalogueFileRoutes.uploadCatalogueImport)).toEqual([]);
  });

  it('lists the latest imports and shows one chosen', async () => {
    signInStaff('admin');
    api.on(adminCatalogueFileRoutes.catalogueImportsList, () => ({
      is_success: true,
      rows: [anImport({ status: 'failed', summary: { error: 'The file is not UTF-8 text.', unreadable: true } })],
    }));
    current = anImport({ status: 'failed', summary: { error: 'The file is not UTF-8 text.', unreadable: true } });
    show();
    const table = await screen.findByRole('table', { name: 'Latest imports' });
    expect(within(table).getByRole('cell', { name: 'The file is not UTF-8 text.' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Show import 7' }));
    expect(await screen.findByRole('heading', { name: 'daily.csv: Failed' })).toBeInTheDocument();
  });

  it('is not for a sales rep', () => {
    signInStaff('rep');
    show();
    expect(screen.getByText(ROLE_REFUSED)).toBeInTheDocument();
  });
});
