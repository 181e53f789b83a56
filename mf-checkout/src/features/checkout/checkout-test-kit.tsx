import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import {
  clearCart,
  clearStoredToken,
  clearToasts,
  resetUserInfo,
  setUserInfo,
  storeToken,
  toastStore,
  type Address,
  type CartLine,
} from '@storefront/shared-kernel';
import { address, cartLine, cash, cost, orderItem, visa } from '../../test/fixtures';
import { forgetCartAnswers } from '../../lib/cart-on-arrival';
import { fakeApi, refused } from '../../test/fake-api';
import { dropDraft } from './checkout-draft';
import type { OrderItem } from './checkout-api';
import CheckoutPage from './checkout-page';
import type { PaymentMethod } from './checkout-types';

/**
 * Every test of the file starts as the signed-in demo buyer (an empty cart, no toasts, a stored token)
 * and ends signed out with its mocks restored and no checkout draft left for the next test.
 */
export function signInBuyerForEachTest(extra: { brandCode?: string } = {}): void {
  beforeEach(() => {
    forgetCartAnswers();
    act(() => {
      clearCart();
      clearToasts();
      setUserInfo({ userId: 1001, idCustomer: 1001, zipcode: '90248', idStore: 1, ...extra });
    });
    storeToken('a.b.c');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    clearStoredToken();
    act(() => resetUserInfo());
    dropDraft();
  });
}

export const toasts = () => toastStore.get().map((t) => `${t.tone}: ${t.message}`);

export interface ServerSetup {
  lines?: CartLine[];
  ship?: Address[];
  bill?: Address[];
  methods?: PaymentMethod[];
  takenPOs?: string[];
  /** The lines of the past orders a Copy Order names (by idSO); any other order is not found. */
  /** A past order's lines by its number; an Error is thrown as the call's failure; none is a 404. */
  orders?: Record<number, OrderItem[] | Error>;
  placeOrder?: (input: Record<string, unknown>) => unknown;
  /** Answers the cost call instead of the fixed totals (it may throw: a refused discount code). */
  orderCost?: (input: Record<string, unknown>) => unknown;
  /** Answers get-address instead of the lists (it may throw); undefined falls back to them. */
  getAddress?: (input: Record<string, unknown>) => unknown;
  /** The same for get-payment-method. */
  getPaymentMethods?: () => unknown;
  /** The same for check-exist (undefined falls back to `takenPOs`). */
  checkExist?: (input: Record<string, unknown>) => unknown;
  addAddress?: (input: Record<string, unknown>) => unknown;
  addCard?: (input: Record<string, unknown>) => unknown;
}

/** The server a checkout talks to, with the demo buyer's kind of data unless told otherwise. */
export function checkoutServer(setup: ServerSetup = {}) {
  let ship = setup.ship ?? [address(1, '1200 W Artesia Blvd'), address(2, '88 Harbor Way', 'WA')];
  let bill = setup.bill ?? [address(1, '1200 W Artesia Blvd')];
  let methods = setup.methods ?? [visa, cash];
  let lines = setup.lines ?? [cartLine(1, 'RC-10', 'Rice Cooker', 2)];
  return fakeApi({
    'GET /cart/get': () => ({ is_success: true, cart: { cartList: lines, totalQty: 0, subTotal: 0 } }),
    'GET /util/get-order-cost': (input) =>
      setup.orderCost?.(input) ?? { is_success: true, orderAmount: cost(20, 1.45) },
    'GET /payment/get-address': (input) =>
      setup.getAddress?.(input) ?? {
        is_success: true,
        address_list: input.addressType === 'bill' ? bill : ship,
      },
    'GET /payment/get-payment-method': () =>
      setup.getPaymentMethods?.() ?? { is_success: true, payment_method_list: methods },
    'GET /order/get-item-details': ({ idSO }) => {
      const items = (setup.orders ?? { 500001: [orderItem('RC-10', 'Rice Cooker', 2)] })[Number(idSO)];
      if (!items) throw refused(404, 'Order not found');
      if (items instanceof Error) throw items;
      return items;
    },
    'GET /order/check-exist': (input) =>
      setup.checkExist?.(input) ?? {
        is_success: true,
        is_exist: (setup.takenPOs ?? []).includes(String(input.customerPO)),
      },
    'POST /payment/place-order': async (input) => {
      const answer = setup.placeOrder
        ? await setup.placeOrder(input)
        : { is_success: true, idSO: 500123, grandAmount: 21.45, isReplay: false };
      lines = [];
      return answer;
    },
    'POST /payment/add-address': (input) => {
      const answer = setup.addAddress?.(input) ?? {
        is_success: true,
        isAdded: true,
        message: 'Address added',
        idAddr: 9,
      };
      const info = input.addressInfo as Record<string, string>;
      const added = { ...address(9, info.addr1 ?? ''), states: info.states ?? '' };
      if (info.addressType === 'bill') bill = [...bill, added];
      else ship = [...ship, added];
      return answer;
    },
    'POST /payment/add-payment-method': (input) => {
      const answer = setup.addCard?.(input) ?? {
        is_success: true,
        payment_method: { isAdded: true, idCC: 8, a1: '1111', a5: 'v' },
      };
      methods = [{ ...visa, idCC: 8, a1: '1111', a2: 'Robin Lee' }, ...methods];
      return answer;
    },
  });
}

/** Lets a test drive the history the way the browser's back button does, and read where it is. */
function HistoryProbe({ onRender }: { onRender: (navigate: NavigateFunction, location: Location) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => onRender(navigate, location));
  return null;
}

/** The checkout page in a router whose history starts at /cart, so back from step 1 can leave. */
export function renderCheckout(entry: string | { pathname: string; search?: string; state?: unknown } = '/checkout') {
  const probe: { navigate?: NavigateFunction; location?: Location } = {};
  render(
    <MemoryRouter initialEntries={['/cart', entry]} initialIndex={1}>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/cart" element={<p>Cart page</p>} />
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/order/:orderNo" element={<p>Order detail</p>} />
        <Route path="/login" element={<p>Sign in page</p>} />
      </Routes>
      <HistoryProbe
        onRender={(navigate, location) => {
          probe.navigate = navigate;
          probe.location = location;
        }}
      />
    </MemoryRouter>,
  );
  const back = () =>
    act(async () => {
      await probe.navigate?.(-1);
    });
  /** Moves the way the shell does (its session expiry sends the buyer to /login, which sends them back). */
  const go = (to: string) =>
    act(async () => {
      await probe.navigate?.(to, { replace: true });
    });
  return { back, go, location: () => probe.location! };
}
