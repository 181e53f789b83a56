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
  cartRoutes,
  clearStoredToken,
  orderRoutes,
  paymentRoutes,
  storeToken,
  utilRoutes,
  type Address,
  type CartLine,
} from '@storefront/shared-kernel';
import { signedInBuyerForEachTest } from '../../test/signed-in-buyer';
import {
  NoAnswer,
  refusal,
  Refusal,
  type AnswerOf,
  type FakeApi,
  type InputOf,
} from '@storefront/shared-kernel/testing';
import { address, cartLine, cash, cost, orderItem, visa } from '../../test/fixtures';
import { dropDraft } from './checkout-draft';
import { endCheckout } from './checkout-key';
import type { OrderItem } from './checkout-api';
import CheckoutPage from './checkout-page';
import type { PaymentMethod } from './checkout-types';

let api: FakeApi;

/** Whether a handler's answer is a success, which changes what the server holds. */
const isDone = (answer: unknown): boolean => !(answer instanceof Refusal || answer instanceof NoAnswer);

/**
 * Every test of the file starts as the signed-in demo buyer (an empty cart, no toasts, a stored token,
 * a fake API) and ends signed out with no checkout draft or key left for the next test. Answers the API.
 */
export function signInBuyerForEachTest(extra: { brandCode?: string } = {}): FakeApi {
  const fake = signedInBuyerForEachTest(
    { userId: 1001, idCustomer: 1001, zipcode: '90248', idStore: 1, ...extra },
    {
      before: () => {
        api = fake;
        storeToken('a.b.c');
      },
      after: () => {
        clearStoredToken();
        dropDraft();
        endCheckout();
      },
    },
  );
  return fake;
}

export { toasts } from '../../test/signed-in-buyer';

/** What a handler of `R` may give: an answer of its contract, a refusal, or no answer at all. */
type Answer<R extends Parameters<FakeApi['calls']>[0]> = AnswerOf<R> | Refusal | NoAnswer;
type Handler<R extends Parameters<FakeApi['calls']>[0]> = (input: InputOf<R>) => Answer<R> | Promise<Answer<R>>;
/** A handler that may leave the call to the server's usual answer (undefined). */
type Override<R extends Parameters<FakeApi['calls']>[0]> = (
  input: InputOf<R>,
) => Answer<R> | undefined | Promise<Answer<R> | undefined>;

export interface ServerSetup {
  lines?: CartLine[];
  ship?: Address[];
  bill?: Address[];
  methods?: PaymentMethod[];
  takenPOs?: string[];
  /** A past order's lines by its number; a refusal is the call's answer; none is a 404. */
  orders?: Record<number, OrderItem[] | Refusal>;
  placeOrder?: Handler<typeof paymentRoutes.placeOrder>;
  /** Answers the cost call instead of the fixed totals (a refused discount code, say). */
  orderCost?: Handler<typeof utilRoutes.getOrderCost>;
  /** Answers get-address instead of the lists; undefined falls back to them. */
  getAddress?: (input: InputOf<typeof paymentRoutes.getAddress>) => Answer<typeof paymentRoutes.getAddress> | undefined;
  /** The same for get-payment-method. */
  getPaymentMethods?: () => Answer<typeof paymentRoutes.getPaymentMethods> | undefined;
  /** The same for check-exist (undefined falls back to `takenPOs`). */
  checkExist?: (
    input: InputOf<typeof orderRoutes.checkPoExists>,
  ) => Answer<typeof orderRoutes.checkPoExists> | undefined;
  /** Answers add-address; undefined saves the address. */
  addAddress?: Override<typeof paymentRoutes.addAddress>;
  /** Answers add-payment-method; undefined saves the card. */
  addCard?: Override<typeof paymentRoutes.addPaymentMethod>;
}

/** The server a checkout talks to, with the demo buyer's kind of data unless told otherwise. */
export function checkoutServer(setup: ServerSetup = {}): FakeApi {
  let ship = setup.ship ?? [address(1, '1200 W Artesia Blvd'), address(2, '88 Harbor Way', 'WA')];
  let bill = setup.bill ?? [address(1, '1200 W Artesia Blvd')];
  let methods = setup.methods ?? [visa, cash];
  let lines = setup.lines ?? [cartLine(1, 'RC-10', 'Rice Cooker', 2)];
  return api
    .on(cartRoutes.getCart, () => ({ is_success: true, cart: { cartList: lines, totalQty: 0, subTotal: 0 } }))
    .on(
      utilRoutes.getOrderCost,
      (input) => setup.orderCost?.(input) ?? { is_success: true, orderAmount: cost(20, 1.45) },
    )
    .on(
      paymentRoutes.getAddress,
      (input) =>
        setup.getAddress?.(input) ?? {
          is_success: true,
          address_list: input.addressType === 'bill' ? bill : ship,
        },
    )
    .on(
      paymentRoutes.getPaymentMethods,
      () => setup.getPaymentMethods?.() ?? { is_success: true, payment_method_list: methods },
    )
    .on(orderRoutes.getOrderItems, ({ idSO }) => {
      const items = (setup.orders ?? { 500001: [orderItem('RC-10', 'Rice Cooker', 2)] })[idSO];
      return items ?? refusal(404, { message: 'Order not found' });
    })
    .on(
      orderRoutes.checkPoExists,
      (input) =>
        setup.checkExist?.(input) ?? {
          is_success: true,
          is_exist: (setup.takenPOs ?? []).includes(input.customerPO),
        },
    )
    .on(paymentRoutes.placeOrder, async (input) => {
      const answer = setup.placeOrder
        ? await setup.placeOrder(input)
        : { is_success: true as const, idSO: 500123, grandAmount: 21.45, isReplay: false };
      if (isDone(answer)) lines = [];
      return answer;
    })
    .on(paymentRoutes.addAddress, async (input) => {
      const answer = (await setup.addAddress?.(input)) ?? {
        is_success: true as const,
        isAdded: true as const,
        message: 'Address added',
        idAddr: 9,
      };
      if (!isDone(answer)) return answer;
      const info = input.addressInfo;
      const added = { ...address(9, info.addr1), states: info.states };
      if (info.addressType === 'bill') bill = [...bill, added];
      else ship = [...ship, added];
      return answer;
    })
    .on(paymentRoutes.addPaymentMethod, async (input) => {
      const answer = (await setup.addCard?.(input)) ?? {
        is_success: true as const,
        payment_method: { isAdded: true as const, idCC: 8, a1: '1111', a5: 'v' },
      };
      if (isDone(answer)) methods = [{ ...visa, idCC: 8, a1: '1111', a2: 'Robin Lee' }, ...methods];
      return answer;
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
