import { act, render, screen, waitFor } from '@testing-library/react';
import { resetUserInfo, startUserInfo, systemRoutes } from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer } from '@storefront/shared-kernel/testing';
import { PromoStrip } from './promo-strip';

const api = fakeApiForEachTest();
const strip = () => screen.getByRole('complementary', { name: 'Wholesale terms' });
const STANDARD = {
  visitor:
    'Wholesale only: sign in to see your prices. Freight is quoted on the invoice, payment on terms when your order ships.',
  buyer: 'Wholesale only. Freight is quoted on the invoice, payment on terms when your order ships.',
};

describe('PromoStrip', () => {
  afterEach(() => act(() => resetUserInfo()));

  it('asks a visitor to sign in for prices, and not a signed-in buyer', async () => {
    api.on(systemRoutes.getPromoStrip, { is_success: true, promoStrip: STANDARD });
    render(<PromoStrip />);
    expect(await screen.findByText(/sign in to see your prices/)).toBe(strip());
    act(() => startUserInfo({ userId: 7, idCustomer: 7 }));
    expect(screen.queryByText(/sign in/)).not.toBeInTheDocument();
    expect(screen.getByText(/Wholesale only\. Freight is quoted on the invoice/)).toBeInTheDocument();
  });

  it('says what staff set for each audience, and nothing where they emptied it (docs/product.md §13.8)', async () => {
    api.on(systemRoutes.getPromoStrip, {
      is_success: true,
      promoStrip: { visitor: 'Spring show: booth 12', buyer: '' },
    });
    render(<PromoStrip />);
    expect(await screen.findByText('Spring show: booth 12')).toBeInTheDocument();
    act(() => startUserInfo({ userId: 7, idCustomer: 7 }));
    expect(screen.queryByRole('complementary', { name: 'Wholesale terms' })).not.toBeInTheDocument();
  });

  it('holds its place unseen until the text arrives, and leaves the strip out when it cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.on(systemRoutes.getPromoStrip, noAnswer());
    const { container } = render(<PromoStrip />);
    expect(strip()).toBeEmptyDOMElement();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the promotional strip failed to load'));
    warn.mockRestore();
  });
});
