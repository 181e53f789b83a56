import {
  describeFailure,
  fetchApi,
  selectIsLoggedIn,
  type OrderAmount,
  useApiQuery,
  userStore,
  type UserInfo,
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
  /** The checkout's key, sent as the cost call's sessionID. */
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

type Buyer = Pick<UserInfo, 'idCustomer' | 'zipcode' | 'idStore'>;

/**
 * The cost call's input (docs/product.md §7.6: point, shipping and other fees go as 0; the code's
 * discount and the tax come from the server). One shape for the check at Apply and the totals shown, so
 * both are one entry of the page's cache.
 */
const orderCostInput = ({ idCustomer, zipcode, idStore }: Buyer, { couponCd, idAddr, sessionID }: OrderCostQuery) => ({
  idCustomer,
  zipcode,
  idStore,
  couponCd: couponCd || undefined,
  idAddr,
  sessionID,
  point: 0,
  shipFee: 0,
  otherFee: 0,
});

/**
 * Checks a discount code with the server at Apply (the cost call with the code): null when the store
 * takes it, else the server's reason ('This discount code has expired.') or that it could not be checked.
 * The answer stays in the page's cache, so the totals with the code then show without a second call.
 */
export async function checkCouponCode(couponCd: string, idAddr?: number): Promise<string | null> {
  try {
    await fetchApi(utilRoutes.getOrderCost, orderCostInput(userStore.get(), { couponCd, idAddr }));
    return null;
  } catch (error) {
    const failure = describeFailure(error);
    return (
      couponRefusalOf(error) ?? (failure.kind === 'refused' && failure.message ? failure.message : COUPON_UNCHECKED)
    );
  }
}

/**
 * The cart page's totals as its first load asks for them (no code yet): read by the server with the page it
 * draws (server/first-paint.tsx), so the browser finds them among the page's answers.
 */
export const readFirstOrderCost = (buyer: Buyer) => fetchApi(utilRoutes.getOrderCost, orderCostInput(buyer, {}));

const orderAmountOf = (answer: { orderAmount: OrderAmount }) => answer.orderAmount;

/**
 * The cart's totals from the server's cost call, for the signed-in buyer. Nothing is asked until the
 * cart shown is known (`isCartKnown`): the totals of a cart about to be replaced would be asked twice.
 * They follow every change of the cart: the kernel makes them stale on `cart/changed`. The last totals
 * stay on screen while those of another code or address load.
 */
export function useOrderCost(query: OrderCostQuery, isCartKnown: boolean): OrderCostState {
  const idCustomer = useStore(userStore, (user) => user.idCustomer);
  const zipcode = useStore(userStore, (user) => user.zipcode);
  const idStore = useStore(userStore, (user) => user.idStore);
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const input = isCartKnown && isLoggedIn ? orderCostInput({ idCustomer, zipcode, idStore }, query) : null;
  const { data, error, isError, isFetching } = useApiQuery(utilRoutes.getOrderCost, input, {
    select: orderAmountOf,
    keepPrevious: true,
  });
  // A refused code is not a failure to load: the page says why and lets the buyer drop the code.
  const couponRefusal = isError ? couponRefusalOf(error) : undefined;
  return {
    // Totals that could not be asked again no longer match the lines shown.
    cost: isError ? null : (data ?? null),
    isLoading: input === null || isFetching,
    hasFailed: isError && couponRefusal === undefined,
    couponRefusal: isFetching ? undefined : couponRefusal,
  };
}
