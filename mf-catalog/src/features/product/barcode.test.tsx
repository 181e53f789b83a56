import { render, screen } from '@testing-library/react';
import { Barcode } from './barcode';

describe('Barcode', () => {
  it('draws a 13-digit value as it is', () => {
    render(<Barcode value="4001000001482" />);
    const drawing = screen.getByRole('img', { name: 'Barcode 4001000001482' });
    expect(drawing.querySelectorAll('rect').length).toBeGreaterThan(20);
  });

  it('gives a 12-digit value a leading 0', () => {
    render(<Barcode value="012345678905" />);
    expect(screen.getByRole('img', { name: 'Barcode 0012345678905' })).toBeInTheDocument();
  });

  it('gives other lengths two leading zeros (11 digits make a drawable code)', () => {
    render(<Barcode value="12345678905" />);
    expect(screen.getByTestId('barcode')).toHaveAttribute('data-value', '0012345678905');
    expect(screen.getByRole('img', { name: 'Barcode 0012345678905' })).toBeInTheDocument();
  });

  it('shows the value as text when it cannot be an EAN-13', () => {
    render(<Barcode value="4001000001489" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Barcode: 4001000001489')).toBeInTheDocument();
  });
});
