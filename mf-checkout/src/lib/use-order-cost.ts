import { useEffect, useMemo, useState } from 'react';
import {
  callApi,
  useStore,
  userStore,
  type CartLine,
  type getOrderCostCall,
  type OrderAmount,
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
}

/** What of the lines the totals follow: a reload that answers the same lines asks for no new totals. */
const linesKey = (lines: readonly CartLine[]): string =>
  lines.map((line) => `${line.idCartDtl}:${line.idStyleDtl}:${line.totQty}:${line.price}`).join(',');

/**
 * The cart's totals from the server's cost call (spec section 9: discount, point, shipping and other
 * fees are sent as 0; tax comes from the server). Asked again whenever the lines change, so the totals
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
  const [answer, setAnswer] = useState<{ for: unknown; cost: OrderAmount | null; hasFailed: boolean }>({
    for: null,
    cost: null,
    hasFailed: false,
  });

  useEffect(() => {
    if (inputs.cartVersion === null) return undefined;
    const controller = new AbortController();
    callApi<typeof getOrderCostCall>(
      'GET',
      '/util/get-order-cost',
      {
        idCustomer: inputs.idCustomer,
        zipcode: inputs.zipcode,
        idStore: inputs.idStore,
        couponCd: inputs.couponCd || undefined,
        idAddr: inputs.idAddr,
        sessionID: inputs.sessionID,
        point: 0,
        shipFee: 0,
        otherFee: 0,
      },
      { signal: controller.signal },
    ).then(
      ({ orderAmount }) => setAnswer({ for: inputs, cost: orderAmount, hasFailed: false }),
      () => {
        if (!controller.signal.aborted) setAnswer({ for: inputs, cost: null, hasFailed: true });
      },
    );
    return () => controller.abort();
  }, [inputs]);

  return { cost: answer.cost, isLoading: answer.for !== inputs, hasFailed: answer.hasFailed };
}
