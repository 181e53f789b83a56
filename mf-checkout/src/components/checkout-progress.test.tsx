import { render, screen, within } from '@testing-library/react';
import { CheckoutProgress } from './checkout-progress';

describe('CheckoutProgress', () => {
  it.each([
    [0, 'Cart'],
    [1, 'Payment'],
    [2, 'Confirm'],
    [3, 'Complete'],
  ] as const)('marks step %i (%s) as the current one', (current, label) => {
    render(<CheckoutProgress current={current} />);
    const items = within(screen.getByRole('list', { name: 'Checkout progress' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/^\d/, ''))).toEqual([
      'Cart',
      'Payment',
      'Confirm',
      'Complete',
    ]);
    const marked = items.filter((item) => item.getAttribute('aria-current') === 'step');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent(label);
  });
});
