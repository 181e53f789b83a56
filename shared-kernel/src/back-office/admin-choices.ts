// The back office's fixed lists (docs/product.md §13.2, §13.3), as plain values: the contracts check
// input against them on the server, and mf-admin offers them as choices. Written once, here.

export const CUSTOMER_STATUSES = ['pending', 'approved', 'rejected', 'inactive'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** The price levels a customer can be given (product_prices has a row per product for each). */
export const PRICE_LEVELS = [1, 2, 3, 4] as const;

/** The columns the customers list sorts by. */
export const CUSTOMER_SORTS = ['company', 'email', 'created', 'priceLevel'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** An order's statuses, in the order an order goes through them (docs/product.md §13.3). */
export const ORDER_STATUSES = ['OPEN', 'PROCESSING', 'PARTIALLY SHIPPED', 'SHIPPED', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What one line of an order can be, as staff ship it. */
export const LINE_SHIPPING_STATUSES = ['PROCESSING', 'BACKORDERED', 'SHIPPED'] as const;
export type LineShippingStatus = (typeof LINE_SHIPPING_STATUSES)[number];

/** The order list's sort columns. */
export const ADMIN_ORDER_SORTS = ['orderNo', 'date', 'customer', 'total', 'status'] as const;
