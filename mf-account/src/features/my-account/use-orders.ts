import { useCallback, useEffect, useState } from 'react';
import {
  callApi,
  failureMessage,
  isCancelled,
  orderRoutes,
  type OrderSummary,
  userStore,
} from '@storefront/shared-kernel';
import { mayLoadLater, useLoadAgainOnRecovery } from '../../lib/load-again';

/** The five filters of Search Web Orders (spec section 2). */
export interface OrderFilters {
  from: string;
  to: string;
  orderNo: string;
  sku: string;
  address: string;
}

export const NO_FILTERS: OrderFilters = { from: '', to: '', orderNo: '', sku: '', address: '' };

export type OrdersState =
  | { status: 'loading' }
  | { status: 'ready'; orders: OrderSummary[]; hasMore: boolean }
  | { status: 'failed'; message: string; mayLoadLater: boolean };

const LOADING: OrdersState = { status: 'loading' };

/** Only the filled filters are sent, trimmed. */
const toQuery = (filters: OrderFilters) =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  ) as Partial<OrderFilters>;

/** The browser's time zone: From and To name its days, as the list shows its dates in it. */
const browserTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/**
 * The caller's web orders; `search` asks again with new filters (the latest search wins), `retry` with
 * the same ones. A failed load is asked again by itself once the API is back.
 */
export function useOrders(): { state: OrdersState; search: (filters: OrderFilters) => void; retry: () => void } {
  const [query, setQuery] = useState({ filters: NO_FILTERS, round: 0 });
  const [result, setResult] = useState<{ round: number; state: OrdersState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { round } = query;
    callApi(
      orderRoutes.getOrders,
      { idCustomer: userStore.get().idCustomer, ...toQuery(query.filters), timeZone: browserTimeZone() },
      { signal: controller.signal },
    ).then(
      (answer) =>
        setResult({ round, state: { status: 'ready', orders: answer.orderList, hasMore: answer.hasMore === true } }),
      (error: unknown) => {
        if (isCancelled(error)) return;
        setResult({
          round,
          state: {
            status: 'failed',
            message: failureMessage(error, 'Failed to load orders'),
            mayLoadLater: mayLoadLater(error),
          },
        });
      },
    );
    return () => controller.abort();
  }, [query]);

  const search = useCallback((filters: OrderFilters) => setQuery((prev) => ({ filters, round: prev.round + 1 })), []);
  const retry = useCallback(() => setQuery((prev) => ({ ...prev, round: prev.round + 1 })), []);
  const state = result?.round === query.round ? result.state : LOADING;
  useLoadAgainOnRecovery(state.status === 'failed' && state.mayLoadLater, retry);
  return { state, search, retry };
}
