import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useFocusOnNavigation } from './use-focus-on-navigation';

function Frame({ autofocusOnB = false }: { autofocusOnB?: boolean }) {
  useFocusOnNavigation();
  return (
    <>
      <nav>
        <Link to="/a">Page A</Link>
        <Link to="/b">Page B</Link>
        <Link to="/a?page=2">Page A, page 2</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/a" element={<h1>A</h1>} />
          <Route path="/b" element={<input aria-label="Field on B" autoFocus={autofocusOnB} />} />
        </Routes>
      </main>
    </>
  );
}

const show = (autofocusOnB = false) =>
  render(
    <MemoryRouter initialEntries={['/a']}>
      <Frame autofocusOnB={autofocusOnB} />
    </MemoryRouter>,
  );

describe('useFocusOnNavigation', () => {
  it('leaves focus alone on the first load', () => {
    show();
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the main area when a link leads to another page', async () => {
    show();
    await userEvent.click(screen.getByRole('link', { name: 'Page B' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps focus where it was when only the query changes', async () => {
    show();
    const link = screen.getByRole('link', { name: 'Page A, page 2' });
    await userEvent.click(link);
    expect(link).toHaveFocus();
  });

  it('keeps the focus a new page put inside the main area itself', async () => {
    show(true);
    await userEvent.click(screen.getByRole('link', { name: 'Page B' }));
    expect(screen.getByRole('textbox', { name: 'Field on B' })).toHaveFocus();
  });
});
