import type { LineShippingStatus, OrderStatus } from '@storefront/shared-kernel/contracts';

/**
 * What each order status may become by hand (docs/product.md §13.3): OPEN → PROCESSING → PARTIALLY
 * SHIPPED / SHIPPED → COMPLETED, and CANCELLED from OPEN or PROCESSING only (nothing has left the
 * warehouse yet). COMPLETED and CANCELLED are closed: nothing more changes their lines or status.
 */
const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  OPEN: ['PROCESSING', 'CANCELLED'],
  PROCESSING: ['PARTIALLY SHIPPED', 'SHIPPED', 'CANCELLED'],
  'PARTIALLY SHIPPED': ['SHIPPED'],
  SHIPPED: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

/** The statuses an order in `status` may be set to; none for a status the desk does not know. */
export const nextStatusesOf = (status: string): readonly OrderStatus[] => NEXT_STATUSES[status as OrderStatus] ?? [];

export const isClosed = (status: string): boolean => status === 'COMPLETED' || status === 'CANCELLED';

export const transitionRefusal = (from: string, to: string): string => `An order that is ${from} cannot become ${to}.`;

/**
 * The order's status once its lines are as given: some shipped is PARTIALLY SHIPPED, all SHIPPED.
 * With none shipped, an order that counted as shipped goes back to PROCESSING (a line un-shipped
 * by mistake); an OPEN or PROCESSING order stays as it is.
 */
export function statusFromLines(current: string, lines: readonly { shippingStatus: string }[]): string {
  const shipped = lines.filter((line) => line.shippingStatus === ('SHIPPED' satisfies LineShippingStatus)).length;
  if (lines.length > 0 && shipped === lines.length) return 'SHIPPED';
  if (shipped > 0) return 'PARTIALLY SHIPPED';
  return current === 'SHIPPED' || current === 'PARTIALLY SHIPPED' ? 'PROCESSING' : current;
}
