import { act, render, screen } from '@testing-library/react';
import { resetUserInfo, startUserInfo } from '@storefront/shared-kernel';
import { PromoStrip } from './promo-strip';

describe('PromoStrip', () => {
  afterEach(() => act(() => resetUserInfo()));

  it('asks a visitor to sign in for prices, and not a signed-in buyer', () => {
    render(<PromoStrip />);
    expect(screen.getByRole('complementary', { name: 'Wholesale terms' })).toHaveTextContent(
      /sign in to see your prices/,
    );
    act(() => startUserInfo({ userId: 7, idCustomer: 7 }));
    expect(screen.queryByText(/sign in/)).not.toBeInTheDocument();
    expect(screen.getByText(/Wholesale only\. Freight is quoted on the invoice/)).toBeInTheDocument();
  });
});
