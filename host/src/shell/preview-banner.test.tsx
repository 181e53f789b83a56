import { render, screen } from '@testing-library/react';
import { PREVIEW_OVERRIDE_KEY } from '../federation/preview-override';
import { PreviewBanner } from './preview-banner';

beforeEach(() => localStorage.clear());

describe('PreviewBanner', () => {
  it('shows nothing for a buyer', () => {
    const { container } = render(<PreviewBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the previewed versions and offers to stop', () => {
    localStorage.setItem(PREVIEW_OVERRIDE_KEY, JSON.stringify({ catalog: { version: '0.2.0-bbb' } }));
    render(<PreviewBanner />);
    expect(screen.getByTestId('preview-banner')).toHaveTextContent('Preview in this browser only: catalog 0.2.0-bbb.');
    expect(screen.getByRole('button', { name: 'Stop preview' })).toBeInTheDocument();
  });
});
