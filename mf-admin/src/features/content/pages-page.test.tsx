import { screen, within } from '@testing-library/react';
import { adminContentRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { renderAt, resetSession, signInStaff } from '../../test-utils';
import { PAGE_ROWS } from './content-fixtures';
import PagesPage from './pages-page';

const api = fakeApiForEachTest();
const show = () => renderAt('/admin/content/pages', '/admin/content/pages', <PagesPage />);

describe('the information pages', () => {
  afterEach(resetSession);

  it('lists each page with its address, version and last save, its name opening its editor', async () => {
    signInStaff('admin');
    api.on(adminContentRoutes.listContentPages, { is_success: true, pages: PAGE_ROWS });
    show();
    const table = await screen.findByRole('table', { name: 'Information pages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['/aboutus', '1', 'Not recordedNot recorded'],
      ['/faq', '3', expect.stringMatching(/^Mar 2, 2026, .*editor@demo\.storefront$/)],
      ['/shipping-policy', 'Not written', ''],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/admin/content/pages/faq');
    // A title of its own shows under the page's name.
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('FAQQuestions and answers');
    expect(screen.getByRole('navigation', { name: 'Content' })).toBeInTheDocument();
  });
});
