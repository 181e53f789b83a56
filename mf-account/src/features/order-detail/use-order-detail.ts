import { useEffect, useState } from 'react';
import {
  callApi,
  type getBillAddressCall,
  type getOrderDetailCall,
  type getOrderItemsCall,
  type getPayMethodCall,
  type getShipAddressCall,
  type getShipMethodCall,
  isCancelled,
  MAX_ID,
  type OrderSummary,
  type ResponseOf,
  userStore,
  isNotFound,
} from '@storefront/shared-kernel';

export type OrderAddress = ResponseOf<typeof getBillAddressCall>[number];
export type OrderItem = ResponseOf<typeof getOrderItemsCall>[number];

export interface OrderDetail {
  summary: OrderSummary;
  payMethod: string;
  shipMethod: string;
  billAddress: OrderAddress | null;
  shipAddress: OrderAddress | null;
  items: OrderItem[];
}

export type OrderDetailState =
  { status: 'loading' } | { status: 'not-found' } | { status: 'failed' } | { status: 'ready'; order: OrderDetail };

/** Order numbers are positive whole numbers an id can be; anything else cannot be one of the buyer's orders. */
const toIdSO = (orderNo: string | undefined): number | null =>
  orderNo && /^\d{1,10}$/.test(orderNo) && Number(orderNo) > 0 && Number(orderNo) <= MAX_ID ? Number(orderNo) : null;

/** A sub-lookup that fails leaves its part blank (spec section 8). */
const orBlank = <T, F>(promise: Promise<T>, fallback: F): Promise<T | F> =>
  promise.catch((error: unknown) => {
    if (isCancelled(error)) throw error;
    return fallback;
  });

/**
 * One of the buyer's orders. The summary comes first (the server scopes it to the caller, so another
 * customer's order number is simply not found); only then are the order's parts asked for.
 */
export function useOrderDetail(orderNo: string | undefined): OrderDetailState {
  const idSO = toIdSO(orderNo);
  // The answer remembers which order it is for, so moving to another order reads as loading at once.
  const [result, setResult] = useState<{ idSO: number; state: OrderDetailState } | null>(null);
  useEffect(() => {
    if (idSO === null) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    const idCustomer = userStore.get().idCustomer;
    const ref = { idSO, idCustomer };
    (async (): Promise<OrderDetailState> => {
      let summary: OrderSummary;
      try {
        ({ order: summary } = await callApi<typeof getOrderDetailCall>('GET', '/order/get-detail', ref, { signal }));
      } catch (error) {
        // The server answers 404 alike for a missing order and another customer's.
        if (isNotFound(error)) return { status: 'not-found' };
        throw error;
      }
      const [pay, ship, bill, shipTo, items] = await Promise.all([
        orBlank(callApi<typeof getPayMethodCall>('GET', '/order/get-pay-method', ref, { signal }), null),
        orBlank(callApi<typeof getShipMethodCall>('GET', '/order/get-ship-method', ref, { signal }), null),
        orBlank(callApi<typeof getBillAddressCall>('GET', '/order/get-bill-addr', ref, { signal }), []),
        orBlank(callApi<typeof getShipAddressCall>('GET', '/order/get-ship-addr', ref, { signal }), []),
        orBlank(callApi<typeof getOrderItemsCall>('GET', '/order/get-item-details', ref, { signal }), []),
      ]);
      const order: OrderDetail = {
        summary,
        payMethod: pay?.codeNm ?? '',
        shipMethod: ship?.codeNm ?? '',
        billAddress: bill[0] ?? null,
        shipAddress: shipTo[0] ?? null,
        items,
      };
      return { status: 'ready', order };
    })().then(
      (state) => {
        if (!signal.aborted) setResult({ idSO, state });
      },
      (error: unknown) => {
        if (!signal.aborted && !isCancelled(error)) setResult({ idSO, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [idSO]);
  if (idSO === null) return { status: 'not-found' };
  return result?.idSO === idSO ? result.state : { status: 'loading' };
}
