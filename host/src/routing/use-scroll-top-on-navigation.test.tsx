import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { useScrollTopOnNavigation } from './use-scroll-top-on-navigation';

function Frame() {
  useScrollTopOnNavigation();
  const navigate = useNavigate();
  return (
    <nav>
      <Link to="/checkout">Checkout</Link>
      <Link to="/cart?coupon=A">Same page, other query</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </nav>
  );
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <Frame />
    </MemoryRouter>,
  );
});
afterEach(() => scrollTo.mockRestore());

describe('useScrollTopOnNavigation', () => {
  it('starts a page reached by a link at its top, and not the first page', async () => {
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the scroll alone when only the query changes, and on Back', async () => {
    await userEvent.click(screen.getByRole('link', { name: 'Same page, other query' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
