import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import MyAccountPage from './my-account-page';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/myaccount" element={<MyAccountPage />} />
        <Route path="/myaccount/:page" element={<MyAccountPage />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );

describe('MyAccountPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/myaccount/password', 'Change Password'],
    ['/myaccount/orders', 'Orders'],
    ['/myaccount/customer', 'Customer Info'],
  ])('shows %s as %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it.each(['/myaccount/unknown', '/myaccount', '/myaccount/ORDERS'])('sends %s to /myaccount/orders', (path) => {
    renderAt(path);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/myaccount\/orders$/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Orders');
  });

  // Names inherited from Object.prototype are not pages (an `in` check would accept them).
  it.each(['/myaccount/toString', '/myaccount/constructor'])('sends %s to /myaccount/orders', (path) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(path);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/myaccount\/orders$/);
  });
});
