import { fireEvent, render, screen } from '@testing-library/react';
import { ProductImage } from './product-image';

describe('ProductImage', () => {
  it('walks its fallback chain when an image fails, then shows a placeholder', () => {
    render(<ProductImage sources={['/a.svg', '/b.svg']} alt="Kettle" />);
    const image = screen.getByRole('img', { name: 'Kettle' });
    expect(image).toHaveAttribute('src', '/a.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Kettle' })).toHaveAttribute('src', '/b.svg');
    fireEvent.error(screen.getByRole('img', { name: 'Kettle' }));
    expect(screen.getByRole('img', { name: 'Kettle' }).tagName).toBe('SPAN');
  });
});
