import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressQuery, location, renderAt } from '../test-utils';
import { Pager, showingText } from './pager';
import { useListParams } from './use-list-params';

function PagedList({ total }: { total: number }) {
  const list = useListParams({ filters: { kind: '' } });
  return (
    <Pager
      page={list.page}
      pageSize={list.pageSize}
      total={total}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
    />
  );
}

const show = (path: string, total: number) => renderAt(path, '/admin/audit', <PagedList total={total} />);

describe('Pager', () => {
  it.each([
    [1, 25, 120, 'Showing 1–25 of 120'],
    [2, 25, 120, 'Showing 26–50 of 120'],
    [5, 25, 120, 'Showing 101–120 of 120'],
    [1, 100, 7, 'Showing 1–7 of 7'],
    [1, 25, 0, 'Showing 0 of 0'],
  ])('page %i of %i rows, %i in all: "%s"', (page, size, total, text) => {
    expect(showingText(page, size, total)).toBe(text);
  });

  it('says which rows show, offers 25, 50 and 100 a page, and numbers the pages, the current one marked', () => {
    show('/admin/audit?page=2', 120);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 26–50 of 120');
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveValue('25');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['25', '50', '100']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
  });

  it('moves to a page through the address, the filters kept', async () => {
    show('/admin/audit?kind=order', 120);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(Object.fromEntries(addressQuery())).toEqual({ kind: 'order', page: '3' });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 51–75 of 120');
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(location()).toBe('/admin/audit?kind=order');
  });

  it('takes another page size into the address and starts again at the first page', async () => {
    show('/admin/audit?page=4', 120);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(Object.fromEntries(addressQuery())).toEqual({ pageSize: '50' });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–50 of 120');
    expect(screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(location()).toBe('/admin/audit');
  });

  it('moves a page past the last (an old address, a shorter list) to the last', () => {
    show('/admin/audit?page=9', 60);
    expect(addressQuery().get('page')).toBe('3');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 51–60 of 60');
  });

  it('shows no page numbers for one page, nor for none', () => {
    const { unmount } = show('/admin/audit', 20);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    unmount();
    show('/admin/audit?page=2', 0);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 0');
    expect(addressQuery().get('page')).toBe('2');
  });
});
