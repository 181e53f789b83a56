import { useEffect, useMemo, useState } from 'react';
import {
  callApi,
  type CartLine,
  describeFailure,
  type OrderAmount,
  userStore,
  useStore,
  utilRoutes,
} from '@storefront/shared-kernel';

export interface OrderCostQuery {
  couponCd?: string;
  /**
   * The chosen ship-to address: tax follows its state. Without one the server uses the address
   * checkout preselects, so the cart's tax is the one the confirmation will show.
   */
  idAddr?: number;
  /** A checkout session id, sent as the spec's sessionID. */
  sessionID?: string;
}

export interface OrderCostState {
  cost: OrderAmount | null;
  isLoading: boolean;
  hasFailed: boolean;
  /** The server refused the discount code asked with (expired or turned off since it was applied): why. */
  couponRefusal?: string;
}

/** Said when the code could not be checked at all (no answer): nothing is kept. */
export const COUPON_UNCHECKED = 'The discount code could not be checked. Please try again.';

/** The server's reason for refusing a discount code, when that is what it refused. */
const couponRefusalOf = (error: unknown): string | undefined => {
  const failure = describeFailure(error);
  return failure.kind === 'refused' ? failure.fields.couponCd : undefined;
};

/**
 * The server's cost call (spec section 9: discount, point, shipping and other fees are sent as 0; the
 * discount of a code and the tax come from the server), for the buyer signed in.
 */
const askOrderCost = ({ couponCd, idAddr, sessionID }: OrderCostQuery, signal?: AbortSignal) => {
  const { idCustomer, zipcode, idStore } = userStore.get();
  return callApi(
    utilRoutes.getOrderCost,
    {
      idCustomer,
      zipcode,
      idStore,
      couponCd: couponCd || undefined,
      idAddr,
      sessionID,
      point: 0,
      shipFee: 0,
      otherFee: 0,
    },
    { signal },
  );
};

/**
 * Checks a discount code with the server at Apply (the cost call with the code): null when the store
 * takes it, else the server's reason ('This discount code has expired.') or that it could not be checked.
 */
export async function checkCouponCode(couponCd: string, idAddr?: number): Promise<string | null> {
  try {
    await askOrderCost({ couponCd, idAddr });
    return null;
  } catch (error) {
    const failure = describeFailure(error);
    return (
      couponRefusalOf(error) ?? (failure.kind === 'refused' && failure.message ? failure.message : COUPON_UNCHECKED)
    );
  }
}

/** What of the lines the totals follow: a reload that answers the same lines asks for no new totals. */
const linesKey = (lines: readonly CartLine[]): string =>
  lines.map((line) => `${line.idCartDtl}:${line.idStyleDtl}:${line.totQty}:${line.price}`).join(',');

/**
 * The cart's totals from the server's cost call. Asked again whenever the lines change, so the totals
 * follow every change to them; `lines` is null while the cart is being loaded, and nothing is asked
 * until it is known (the totals of a cart about to be replaced would be asked twice).
 */
export function useOrderCost(
  { couponCd, idAddr, sessionID }: OrderCostQuery,
  lines: readonly CartLine[] | null,
): OrderCostState {
  const idCustomer = useStore(userStore, (user) => user.idCustomer);
  const zipcode = useStore(userStore, (user) => user.zipcode);
  const idStore = useStore(userStore, (user) => user.idStore);
  const cartVersion = useMemo(() => (lines ? linesKey(lines) : null), [lines]);
  const inputs = useMemo(
    () => ({ idCustomer, zipcode, idStore, couponCd, idAddr, sessionID, cartVersion }),
    [idCustomer, zipcode, idStore, couponCd, idAddr, sessionID, cartVersion],
  );
  // The answer remembers which inputs it is for: a newer question makes it "loading" at once,
  // while the last totals stay on screen until the new ones arrive.
  const [answer, setAnswer] = useState<{
    for: unknown;
    cost: OrderAmount | null;
    hasFailed: boolean;
    couponRefusal?: string;
  }>({ for: null, cost: null, hasFailed: false });

  useEffect(() => {
    if (inputs.cartVersion === null) return undefined;
    const controller = new AbortController();
    askOrderCost(inputs, controller.signal).then(
      ({ orderAmount }) => setAnswer({ for: inputs, cost: orderAmount, hasFailed: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A refused code is not a failure to load: the page says why and lets the buyer drop the code.
        const couponRefusal = couponRefusalOf(error);
        setAnswer({ for: inputs, cost: null, hasFailed: !couponRefusal, couponRefusal });
      },
    );
    return () => controller.abort();
  }, [inputs]);

  const isLoading = answer.for !== inputs;
  return {
    cost: answer.cost,
    isLoading,
    hasFailed: answer.hasFailed,
    couponRefusal: isLoading ? undefined : answer.couponRefusal,
  };
}
