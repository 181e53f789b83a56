import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteName } from '@storefront/shared-kernel';
import { PageOutlet } from './page-outlet';

jest.mock('../federation/remote-area', () => ({
  RemoteArea: ({ name }: { name: RemoteName }) => <div data-testid="remote-area">{name}</div>,
}));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PageOutlet />
    </MemoryRouter>,
  );

describe('PageOutlet', () => {
  it.each([
    ['/', 'catalog'],
    ['/product?id=RC-10', 'catalog'],
    ['/cart', 'checkout'],
    ['/myaccount/orders', 'account'],
    ['/order/123', 'account'],
  ])('gives %s to the %s remote', (path, remote) => {
    renderAt(path);
    expect(screen.getByTestId('remote-area')).toHaveTextContent(remote);
  });

  it("shows the host's not-found page for a path no remote owns", () => {
    renderAt('/no-such-page');
    expect(screen.queryByTestId('remote-area')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | Wholesale Storefront');
  });
});
