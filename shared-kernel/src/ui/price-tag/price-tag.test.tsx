import { render, screen } from '@testing-library/react';
import { PriceTag } from './price-tag';

describe('PriceTag', () => {
  it('formats the amount with 2 decimals', () => {
    render(<PriceTag amount={1234.5} />);
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
  });

  it('shows the label beside the amount', () => {
    const { container } = render(<PriceTag amount={9.8} label="Your Price" tone="muted" />);
    expect(container).toHaveTextContent('Your Price$9.80');
    expect(container.firstChild).toHaveClass('priceTag', 'muted');
  });
});
