import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetUserInfo, setUserInfo } from '@storefront/shared-kernel';
import HomePage from './home-page';

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  resetUserInfo();
});

describe('HomePage', () => {
  it("invites a visitor to sign in with 'Login to see price'", () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Login to see price' })).toHaveAttribute('href', '/login');
  });

  it("does not show 'Login to see price' to a signed-in buyer", () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    renderHome();
    expect(screen.queryByText('Login to see price')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('offers a quote request through customer service to everyone', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/contactus');
  });
});
