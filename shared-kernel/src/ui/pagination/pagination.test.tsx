import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination } from './pagination';

function Controlled({ initial, totalPages }: { initial: number; totalPages: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />;
}

const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page / })
    .map((b) => b.textContent);

describe('Pagination', () => {
  it('shows the current block of 5 and marks the current page', () => {
    render(<Controlled initial={7} totalPages={12} />);
    expect(pageNumbers()).toEqual(['6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 6' })).not.toHaveAttribute('aria-current');
  });

  it('moves between blocks with the previous and next buttons', async () => {
    render(<Controlled initial={2} totalPages={12} />);
    expect(screen.getByRole('button', { name: 'Previous pages' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next pages' }));
    expect(pageNumbers()).toEqual(['6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next pages' }));
    expect(pageNumbers()).toEqual(['11', '12']);
    expect(screen.getByRole('button', { name: 'Next pages' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous pages' }));
    expect(pageNumbers()).toEqual(['6', '7', '8', '9', '10']);
  });

  it('reports a clicked page, by keyboard too, but not the current one', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={1} totalPages={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Page 3' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.getByRole('button', { name: 'Next pages' })).toBeDisabled();
  });

  it('renders nothing without pages', () => {
    const { container } = render(<Pagination page={1} totalPages={0} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
