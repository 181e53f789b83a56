import { useMemo } from 'react';
import {
  isNotFound,
  orderRoutes,
  selectIdCustomer,
  selectIsLoggedIn,
  useApiQuery,
  userStore,
  useStore,
  type CartLine,
} from '@storefront/shared-kernel';
import type { OrderItem } from './checkout-api';

type Product = Pick<OrderItem, 'idStyle' | 'color' | 'totQty'>;

const productKey = (line: Pick<Product, 'idStyle' | 'color'>): string => `${line.idStyle}\n${line.color}`;

/**
 * Whether the cart holds more than the order copied into it: a product and colour the order did not
 * have, or more of one than it had. Copy Order adds the order's quantities to the lines already in the
 * cart (one line per product and colour), so either means lines from before the copy are ordered too.
 */
export function holdsMoreThanOrder(lines: readonly Product[], orderItems: readonly Product[]): boolean {
  const ordered = new Map<string, number>();
  for (const item of orderItems) ordered.set(productKey(item), (ordered.get(productKey(item)) ?? 0) + item.totQty);
  return lines.some((line) => line.totQty > (ordered.get(productKey(line)) ?? 0));
}

/**
 * For a checkout that reorders `refIdSO` (Copy Order): whether it is an order of the buyer's
 * (`isOwnOrder`: only once the server answered, with its lines or a failure other than "no such order
 * of yours", so a link naming another customer's order never shows as a reorder, not even at first)
 * and whether the cart holds more than it (`holdsMore`: false until the order's lines are known, and
 * when they cannot be loaded: nothing is said then).
 */
export function useCartBeyondOrder(
  refIdSO: number | undefined,
  lines: readonly CartLine[],
): { isOwnOrder: boolean; holdsMore: boolean } {
  const idCustomer = useStore(userStore, selectIdCustomer);
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const input = refIdSO === undefined || !isLoggedIn ? null : { idSO: refIdSO, idCustomer };
  const { data, error } = useApiQuery(orderRoutes.getOrderItems, input);
  return useMemo(() => {
    const known: OrderItem[] | 'not-found' | 'unread' | null =
      data ?? (error ? (isNotFound(error) ? 'not-found' : 'unread') : null);
    return {
      isOwnOrder: known !== null && known !== 'not-found',
      holdsMore: Array.isArray(known) && holdsMoreThanOrder(lines, known),
    };
  }, [data, error, lines]);
}
