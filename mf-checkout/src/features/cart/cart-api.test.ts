import { act } from '@testing-library/react';
import { cartLine } from '../../test/fixtures';
import { CLEAR_BATCH_SIZE, clearCartLines } from './cart-api';
import { serverCart, setUpCartTests } from './cart-test-kit';

setUpCartTests();

describe('clearCartLines', () => {
  it('sends the lines of a cart larger than one clear call takes in as few calls as it needs', async () => {
    const lines = Array.from({ length: CLEAR_BATCH_SIZE + 10 }, (_, i) =>
      cartLine(i + 1, `ST-${i + 1}`, `Item ${i + 1}`, 1),
    );
    const api = serverCart(lines);
    let failed = -1;
    await act(async () => {
      failed = await clearCartLines(lines);
    });
    expect(failed).toBe(0);
    expect(api.to('POST /cart/clear').map((call) => (call.input.idCartDtls as number[]).length)).toEqual([
      CLEAR_BATCH_SIZE,
      10,
    ]);
    expect(api.to('POST /cart/remove')).toHaveLength(0);
    expect(api.to('GET /cart/get')).toHaveLength(1);
  });
});
