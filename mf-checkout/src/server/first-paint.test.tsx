/** @jest-environment node */
import { GUEST_USER, type CartLine, type FirstPaintRequest } from '@storefront/shared-kernel';
import { cartLine, cost } from '../test/fixtures';
import { drawLandingPage } from '@storefront/shared-kernel/testing';
import * as serverModule from './first-paint';

const { paintsPath } = serverModule;
const renderPage = (request: FirstPaintRequest) => drawLandingPage(serverModule, request);

const buyer = { ...GUEST_USER, idCustomer: 7, userId: 7, firstname: 'B' };

/** An API that answers the buyer's cart and its totals, and records what the page asked. */
function fakeApi(lines: CartLine[]) {
  const calls: string[] = [];
  const callApi: FirstPaintRequest['callApi'] = async (_method, url) => {
    calls.push(url);
    const path = url.split('?')[0];
    if (path === '/api/cart/get') {
      return { status: 200, body: { is_success: true, cart: { cartList: lines, totalQty: lines.length } } };
    }
    if (path === '/api/util/get-order-cost') {
      return { status: 200, body: { is_success: true, orderAmount: cost(25, 1.81) } };
    }
    return { status: 404, body: { is_success: false } };
  };
  return { calls, callApi };
}

const at = (api: ReturnType<typeof fakeApi>, signedIn = true): FirstPaintRequest => ({
  pathname: '/cart',
  search: '',
  user: signedIn ? buyer : null,
  token: signedIn ? 'token-7' : null,
  callApi: api.callApi,
});

describe('the checkout first paint', () => {
  it('draws only the cart', () => {
    expect(['/cart', '/checkout', '/favorites'].filter(paintsPath)).toEqual(['/cart']);
  });

  it('draws the buyer’s lines, and sends the cart and its first totals among the answers', async () => {
    const api = fakeApi([cartLine(1, 'STE-1', 'Steel Pot', 2), cartLine(2, 'KET-2', 'Glass Kettle', 1)]);
    const paint = await renderPage(at(api));
    expect(paint?.html).toContain('Steel Pot');
    expect(paint?.html).toContain('Glass Kettle');
    expect(paint?.html).toContain('Proceed To Checkout');
    expect(api.calls.map((url) => url.split('?')[0])).toEqual(['/api/cart/get', '/api/util/get-order-cost']);
    const answers = Object.keys(paint?.answers ?? {});
    expect(answers.some((key) => key.includes('/cart/get'))).toBe(true);
    expect(answers.some((key) => key.includes('/util/get-order-cost'))).toBe(true);
  });

  it('asks no totals for an empty cart or one with a marked line, which has none', async () => {
    // Empty is said only once the browser's arrival knows it (docs/product.md §6.2): its first render,
    // like the server's, shows the cart loading.
    const empty = fakeApi([]);
    expect((await renderPage(at(empty)))?.html).toContain('Loading your cart');
    expect(empty.calls).toHaveLength(1);
    const problem = { reason: 'No longer sold', fixQty: null };
    const marked = fakeApi([{ ...cartLine(1, 'STE-1', 'Steel Pot', 1), problem }]);
    expect((await renderPage(at(marked)))?.html).toContain('Steel Pot');
    expect(marked.calls).toHaveLength(1);
  });

  it('draws nothing for a visitor, whom the session guard sends to sign in', async () => {
    const api = fakeApi([]);
    expect(await renderPage(at(api, false))).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
