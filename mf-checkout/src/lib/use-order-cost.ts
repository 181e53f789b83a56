import { useEffect, useMemo, useState } from 'react';
import { callApi, useStore, userStore, type getOrderCostCall, type OrderAmount } from '@storefront/shared-kernel';

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

/**
 * The cart's totals from the server's cost call (spec section 9: discount, point, shipping and other
 * fees are sent as 0; tax comes from the server). Asked again whenever `cartVersion` changes, so the
 * totals follow every change to the lines.
 */
export function useOrderCost({ couponCd, idAddr, sessionID }: OrderCostQuery, cartVersion: unknown): OrderCostState {
  const idCustomer = useStore(userStore, (user) => user.idCustomer);
  const zipcode = useStore(userStore, (user) => user.zipcode);
  const idStore = useStore(userStore, (user) => user.idStore);
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
