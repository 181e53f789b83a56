import { act } from '@testing-library/react';
import { cartRoutes } from '@storefront/shared-kernel';
import { cartLine } from '../../test/fixtures';
import { CLEAR_BATCH_SIZE, clearCartLines } from './cart-api';
import { serverCart, setUpCartTests } from './cart-test-kit';

const api = setUpCartTests();

describe('clearCartLines', () => {
  it('sends the lines of a cart larger than one clear call takes in as few calls as it needs', async () => {
    const lines = Array.from({ length: CLEAR_BATCH_SIZE + 10 }, (_, i) =>
      cartLine(i + 1, `ST-${i + 1}`, `Item ${i + 1}`, 1),
    );
    serverCart(lines);
    let failed = -1;
    await act(async () => {
      failed = await clearCartLines(lines);
    });
    expect(failed).toBe(0);
    expect(api.calls(cartRoutes.clearCart).map((call) => call.idCartDtls?.length)).toEqual([CLEAR_BATCH_SIZE, 10]);
    expect(api.calls(cartRoutes.removeFromCart)).toHaveLength(0);
    expect(api.calls(cartRoutes.getCart)).toHaveLength(1);
  });
});
