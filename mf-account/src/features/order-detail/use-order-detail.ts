import { useCallback, useEffect, useRef, useState } from 'react';
import {
  callApi,
  type getBillAddressCall,
  type getOrderItemsCall,
  isCancelled,
  isNotFound,
  MAX_ID,
  orderRoutes,
  type OrderSummary,
  type ResponseOf,
  userStore,
} from '@storefront/shared-kernel';
import { mayLoadLater, useLoadAgainOnRecovery } from '../../lib/load-again';

export type OrderAddress = ResponseOf<typeof getBillAddressCall>[number];
export type OrderItem = ResponseOf<typeof getOrderItemsCall>[number];

/**
 * The order's lines. A failed lookup is said as such, never as "No items found for this order": the
 * order has lines that could not be read.
 */
export type ItemsState =
  { status: 'loading' } | { status: 'ready'; items: OrderItem[] } | { status: 'failed'; mayLoadLater: boolean };

export interface OrderDetail {
  summary: OrderSummary;
  payMethod: string;
  shipMethod: string;
  billAddress: OrderAddress | null;
  shipAddress: OrderAddress | null;
  items: ItemsState;
}

export type OrderDetailState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed'; mayLoadLater: boolean }
  | { status: 'ready'; order: OrderDetail };

/** Order numbers are positive whole numbers an id can be; anything else cannot be one of the buyer's orders. */
const toIdSO = (orderNo: string | undefined): number | null =>
  orderNo && /^\d{1,10}$/.test(orderNo) && Number(orderNo) > 0 && Number(orderNo) <= MAX_ID ? Number(orderNo) : null;

/** A sub-lookup that fails leaves its part blank (spec section 8). */
const orBlank = <T, F>(promise: Promise<T>, fallback: F): Promise<T | F> =>
  promise.catch((error: unknown) => {
    if (isCancelled(error)) throw error;
    return fallback;
  });

type OrderRef = { idSO: number; idCustomer: number };

const loadItems = (ref: OrderRef, signal: AbortSignal): Promise<ItemsState> =>
  callApi(orderRoutes.getOrderItems, ref, { signal }).then(
    (items): ItemsState => ({ status: 'ready', items }),
    (error: unknown): ItemsState => {
      if (isCancelled(error)) throw error;
      return { status: 'failed', mayLoadLater: mayLoadLater(error) };
    },
  );

/** Whether what failed may load now that the API is back: the order, or only its lines. */
const isWaitingForApi = (state: OrderDetailState): boolean =>
  (state.status === 'failed' && state.mayLoadLater) ||
  (state.status === 'ready' && state.order.items.status === 'failed' && state.order.items.mayLoadLater);

/**
 * One of the buyer's orders. The summary comes first (the server scopes it to the caller, so another
 * customer's order number is simply not found); only then are the order's parts asked for. `retry`
 * asks again for what failed: the whole order, or only its lines; so does the API coming back.
 */
export function useOrderDetail(orderNo: string | undefined): { state: OrderDetailState; retry: () => void } {
  const idSO = toIdSO(orderNo);
  const [round, setRound] = useState(0);
  // The answer remembers which order and round it is for, so another order or a Retry reads as loading at once.
  const [result, setResult] = useState<{ idSO: number; round: number; state: OrderDetailState } | null>(null);
  useEffect(() => {
    if (idSO === null) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    const ref = { idSO, idCustomer: userStore.get().idCustomer };
    (async (): Promise<OrderDetailState> => {
      let summary: OrderSummary;
      try {
        ({ order: summary } = await callApi(orderRoutes.getOrderDetail, ref, { signal }));
      } catch (error) {
        // The server answers 404 alike for a missing order and another customer's.
        if (isNotFound(error)) return { status: 'not-found' };
        throw error;
      }
      const [pay, ship, bill, shipTo, items] = await Promise.all([
        orBlank(callApi(orderRoutes.getPayMethod, ref, { signal }), null),
        orBlank(callApi(orderRoutes.getShipMethod, ref, { signal }), null),
        orBlank(callApi(orderRoutes.getBillAddress, ref, { signal }), []),
        orBlank(callApi(orderRoutes.getShipAddress, ref, { signal }), []),
        loadItems(ref, signal),
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
        if (!signal.aborted) setResult({ idSO, round, state });
      },
      (error: unknown) => {
        if (!signal.aborted && !isCancelled(error))
          setResult({ idSO, round, state: { status: 'failed', mayLoadLater: mayLoadLater(error) } });
      },
    );
    return () => controller.abort();
  }, [idSO, round]);

  // A Retry of the lines alone: ended with the page or when another order is shown.
  const itemsLoad = useRef<AbortController | null>(null);
  useEffect(() => () => itemsLoad.current?.abort(), [idSO]);

  const current = idSO !== null && result?.idSO === idSO && result.round === round ? result : null;
  const state: OrderDetailState = idSO === null ? { status: 'not-found' } : (current?.state ?? { status: 'loading' });

  const retry = useCallback(() => {
    if (current === null) return;
    if (current.state.status === 'failed') {
      setRound((n) => n + 1);
      return;
    }
    if (current.state.status !== 'ready' || current.state.order.items.status !== 'failed') return;
    const { idSO: forId, round: forRound } = current;
    const setItems = (items: ItemsState) =>
      setResult((prev) =>
        prev?.idSO === forId && prev.round === forRound && prev.state.status === 'ready'
          ? { ...prev, state: { status: 'ready', order: { ...prev.state.order, items } } }
          : prev,
      );
    itemsLoad.current?.abort();
    const controller = new AbortController();
    itemsLoad.current = controller;
    setItems({ status: 'loading' });
    loadItems({ idSO: forId, idCustomer: userStore.get().idCustomer }, controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) setItems(items);
      },
      () => undefined, // cancelled: the page moved on
    );
  }, [current]);
  useLoadAgainOnRecovery(isWaitingForApi(state), retry);
  return { state, retry };
}
