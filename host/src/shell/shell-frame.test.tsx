import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setShowLoading, systemRoutes } from '@storefront/shared-kernel';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { ShellFrame } from './shell-frame';

// The shell's own reads (the menu, the promotional strip) are answered, so the API is not found away.
const api = fakeApiForEachTest();
beforeEach(() => {
  api.on(systemRoutes.getMenu, { is_success: true, menuList: [] });
  api.on(systemRoutes.getPromoStrip, { is_success: true, promoStrip: { visitor: 'Wholesale only.', buyer: '' } });
});
afterEach(() => act(() => setShowLoading(false)));

describe('ShellFrame while the loading overlay is up', () => {
  const renderFrame = () =>
    render(
      <MemoryRouter>
        <ShellFrame>
          <button type="button">Placing your order…</button>
        </ShellFrame>
      </MemoryRouter>,
    );

  it("makes the shell's header and footer inert, leaving the main area and its busy button alone", () => {
    renderFrame();
    const skipLink = screen.getByRole('link', { name: 'Skip to content' });
    const footer = screen.getByRole('contentinfo');
    const button = screen.getByRole('button', { name: 'Placing your order…' });
    button.focus();
    expect(skipLink.closest('[inert]')).toBeNull();
    expect(footer.closest('[inert]')).toBeNull();

    act(() => setShowLoading(true));
    expect(screen.getByText('Loading, please wait...')).toBeInTheDocument();
    expect(skipLink.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('banner', { hidden: true }).closest('[inert]')).not.toBeNull();
    expect(footer.closest('[inert]')).not.toBeNull();
    expect(button.closest('[inert]')).toBeNull();
    expect(button).toHaveFocus();
    // The notice that the API went away is still heard meanwhile.
    expect(screen.getByTestId('service-notice').closest('[inert]')).toBeNull();

    act(() => setShowLoading(false));
    expect(skipLink.closest('[inert]')).toBeNull();
    expect(footer.closest('[inert]')).toBeNull();
  });
});
