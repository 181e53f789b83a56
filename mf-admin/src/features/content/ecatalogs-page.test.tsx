import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEcatalog } from '@storefront/shared-kernel';
import { adminContentRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest, refusal } from '@storefront/shared-kernel/testing';
import { field, renderAt, resetSession, signInStaff } from '../../test-utils';
import { ecatalog } from './content-fixtures';
import EcatalogsPage from './ecatalogs-page';

const api = fakeApiForEachTest();

const show = () => renderAt('/admin/content/ecatalogs', '/admin/content/ecatalogs', <EcatalogsPage />);
const table = () => screen.findByRole('table', { name: "E-catalogs, in the storefront's order" });
const rowOf = (title: string) => screen.getByRole('rowheader', { name: new RegExp(`^${title}`) }).closest('tr')!;
const addForm = () => screen.getByRole('form', { name: 'Add a catalog' });
const pdfFile = (name = 'spring.pdf') => new File(['%PDF-1.4 ...'], name, { type: 'application/pdf' });

describe('the e-catalogs', () => {
  let catalogs: AdminEcatalog[];
  let coversFromPdf: boolean;
  const answer = (notice?: string) => ({
    is_success: true as const,
    ecatalogs: catalogs,
    coversFromPdf,
    ...(notice ? { notice } : {}),
  });
  beforeEach(() => {
    coversFromPdf = true;
    catalogs = [ecatalog(1, 'Kitchen 2025'), ecatalog(2, 'Beauty 2025', { cover: '', visible: false })];
    api.on(adminContentRoutes.listAdminEcatalogs, () => answer());
  });
  afterEach(resetSession);

  it('lists the catalogs in order with cover, file, whether buyers see them, and Up and Down', async () => {
    signInStaff('catalog');
    show();
    const list = await table();
    expect(
      within(list)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Kitchen 2025kitchen-2025.pdf, 2.4 MB', 'Beauty 2025beauty-2025.pdf, 2.4 MB']);
    expect(rowOf('Kitchen 2025').querySelector('img')).toHaveAttribute('src', '/uploads/ecatalogs/1-thumb.webp');
    expect(within(rowOf('Beauty 2025')).getAllByRole('cell')[0]).toHaveTextContent('None');
    expect(within(rowOf('Beauty 2025')).getByRole('link', { name: /^Open the PDF of Beauty 2025/ })).toHaveAttribute(
      'href',
      '/uploads/ecatalogs/beauty-2025.pdf',
    );
    expect(within(rowOf('Beauty 2025')).getAllByRole('cell')[2]).toHaveTextContent('No');
    expect(within(rowOf('Kitchen 2025')).queryByRole('button', { name: 'Up: Kitchen 2025' })).not.toBeInTheDocument();
    expect(field('Cover')).toHaveAccessibleDescription(/without one, the cover is made from the PDF's first page/);
  });

  it('adds a catalog from its title and PDF, and says when its cover must still be uploaded', async () => {
    signInStaff('admin');
    api.on(adminContentRoutes.addEcatalog, (input) => {
      catalogs = [...catalogs, ecatalog(3, input.title, { cover: '' })];
      return answer(
        'The catalog is added without a cover. This server cannot make covers from PDFs: upload a cover picture.',
      );
    });
    show();
    await table();
    await userEvent.click(within(addForm()).getByRole('button', { name: 'Add catalog' }));
    expect(field('Title')).toHaveAccessibleDescription(/Enter the title/);
    expect(field('PDF')).toHaveAccessibleDescription(/Choose the PDF/);
    expect(api.calls(adminContentRoutes.addEcatalog)).toEqual([]);

    await userEvent.type(field('Title'), 'Spring 2026');
    await userEvent.upload(field('PDF'), pdfFile());
    await userEvent.click(within(addForm()).getByRole('button', { name: 'Add catalog' }));
    expect(await screen.findByText('Spring 2026 is added, last in the list.')).toBeInTheDocument();
    expect(screen.getByText(/The catalog is added without a cover\./)).toBeInTheDocument();
    expect(api.calls(adminContentRoutes.addEcatalog)).toEqual([
      { title: 'Spring 2026', pdf: [expect.objectContaining({ name: 'spring.pdf' })] },
    ]);
    expect(within(await table()).getAllByRole('rowheader')).toHaveLength(3);
    expect(field('Title')).toHaveValue('');
  });

  it("shows the server's refusal of a file that is no PDF under its field", async () => {
    signInStaff('admin');
    api.on(adminContentRoutes.addEcatalog, () =>
      refusal(415, {
        code: 'UNSUPPORTED_FILE_TYPE',
        message: 'photo.pdf is not a PDF.',
        fields: { pdf: ['photo.pdf is not a PDF.'] },
      }),
    );
    show();
    await table();
    await userEvent.type(field('Title'), 'Photo');
    await userEvent.upload(field('PDF'), pdfFile('photo.pdf'));
    await userEvent.click(within(addForm()).getByRole('button', { name: 'Add catalog' }));
    await waitFor(() => expect(field('PDF')).toHaveAccessibleDescription(/photo\.pdf is not a PDF\./));
  });

  it('moves a catalog, and renames, hides and deletes one in its dialog', async () => {
    signInStaff('admin');
    api.on(adminContentRoutes.moveEcatalog, () => {
      catalogs = [catalogs[1]!, catalogs[0]!];
      return answer();
    });
    api.on(adminContentRoutes.renameEcatalog, (input) => {
      catalogs = catalogs.map((c) => (c.id === input.id ? { ...c, title: input.title } : c));
      return answer();
    });
    api.on(adminContentRoutes.showEcatalog, (input) => {
      catalogs = catalogs.map((c) => (c.id === input.id ? { ...c, visible: input.visible } : c));
      return answer();
    });
    api.on(adminContentRoutes.deleteEcatalog, (input) => {
      catalogs = catalogs.filter((c) => c.id !== input.id);
      return answer();
    });
    show();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Down: Kitchen 2025' }));
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent?.split('.pdf')[0])).toEqual([
        'Beauty 2025beauty-2025',
        'Kitchen 2025kitchen-2025',
      ]),
    );
    expect(api.calls(adminContentRoutes.moveEcatalog)).toEqual([{ id: 1, direction: 'down' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Change: Kitchen 2025' }));
    let dialog = screen.getByRole('dialog', { name: 'Change Kitchen 2025' });
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Kitchen 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The catalog is now Kitchen 2026.');

    await userEvent.click(screen.getByRole('button', { name: 'Change: Kitchen 2026' }));
    dialog = screen.getByRole('dialog', { name: 'Change Kitchen 2026' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide from buyers' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kitchen 2026 is hidden from buyers.');
    expect(api.calls(adminContentRoutes.showEcatalog)).toEqual([{ id: 1, visible: false }]);

    await userEvent.click(screen.getByRole('button', { name: 'Change: Kitchen 2026' }));
    dialog = screen.getByRole('dialog', { name: 'Change Kitchen 2026' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete catalog' }));
    expect(api.calls(adminContentRoutes.deleteEcatalog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete it and its PDF' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kitchen 2026 is deleted.');
    expect(screen.queryByRole('rowheader', { name: /^Kitchen 2026/ })).not.toBeInTheDocument();
  });

  it('asks for a cover on a server that cannot make one, and offers no cover from the PDF', async () => {
    signInStaff('admin');
    coversFromPdf = false;
    show();
    await table();
    expect(field('Cover')).toHaveAccessibleDescription(/This server cannot make covers from PDFs: upload one\./);
    await userEvent.click(screen.getByRole('button', { name: 'Change: Kitchen 2025' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Kitchen 2025' });
    expect(within(dialog).queryByRole('button', { name: 'Make the cover from the PDF' })).not.toBeInTheDocument();
  });
});
