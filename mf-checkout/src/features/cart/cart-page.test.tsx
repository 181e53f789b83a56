import { act, render, screen, within } from '@testing-library/react';
import { clearCart, setCartLines, type CartLine } from '@storefront/shared-kernel';
import CartPage from './cart-page';

const line = (idCartDtl: number, idStyle: string, webTitle: string, totQty: number): CartLine => ({
  idCartDtl,
  idStyle,
  idStyleDtl: idCartDtl,
  webTitle,
  price: 10,
  retailPrice: 20,
  totQty,
  subTotal: 10 * totQty,
  filepath1: '',
  color: '',
  avaQty: 5,
  qtyPerUOM: 1,
});

beforeEach(() => clearCart());

describe('CartPage', () => {
  it("says 'Your Shopping Cart is empty!', then lists the lines once the cart store has them", () => {
    render(<CartPage />);
    expect(screen.getByText('Your Shopping Cart is empty!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cart items' })).not.toBeInTheDocument();

    act(() => setCartLines([line(1, 'RC-10', 'Rice Cooker', 2), line(2, 'KN-8', 'Chef Knife', 5)]));

    expect(screen.queryByText('Your Shopping Cart is empty!')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('RC-10 Rice Cooker × 2');
    expect(items[1]).toHaveTextContent('KN-8 Chef Knife × 5');
  });

  it('goes back to empty when the cart is cleared', () => {
    setCartLines([line(1, 'RC-10', 'Rice Cooker', 2)]);
    render(<CartPage />);
    expect(screen.getByRole('list', { name: 'Cart items' })).toBeInTheDocument();
    act(() => clearCart());
    expect(screen.getByText('Your Shopping Cart is empty!')).toBeInTheDocument();
  });
});
