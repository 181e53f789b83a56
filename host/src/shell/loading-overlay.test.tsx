import { act, render, screen } from '@testing-library/react';
import { setShowLoading } from '@storefront/shared-kernel';
import { LoadingOverlay } from './loading-overlay';

afterEach(() => act(() => setShowLoading(false)));

describe('LoadingOverlay', () => {
  it('is hidden while the loading flag is off', () => {
    const { container } = render(<LoadingOverlay />);
    expect(screen.queryByText('Loading, please wait...')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it("reads 'Loading, please wait...' while the flag is set, and goes when it is cleared", () => {
    render(<LoadingOverlay />);

    act(() => setShowLoading(true));
    expect(screen.getByText('Loading, please wait...')).toBeInTheDocument();

    act(() => setShowLoading(false));
    expect(screen.queryByText('Loading, please wait...')).not.toBeInTheDocument();
  });

  it('shows at once when the flag was already set', () => {
    setShowLoading(true);
    render(<LoadingOverlay />);
    expect(screen.getByText('Loading, please wait...')).toBeInTheDocument();
  });
});
