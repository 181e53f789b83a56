/**
 * Branded ids: a product style id, a customer id and an order number are all plain strings or
 * numbers at run time, but mixing them up (an idCustomer where an idSO belongs) is costly, so the
 * types keep them apart. The brand exists only at the type level.
 */
declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

/** A product style id: the SKU, which may contain slashes. */
export type IdStyle = Brand<string, 'IdStyle'>;
/** A customer id (idCustomer / idVC). */
export type CustomerId = Brand<number, 'CustomerId'>;
/** An order number (idSO), kept as text: it travels in URLs (/order/{orderNo}). */
export type OrderNo = Brand<string, 'OrderNo'>;

/** The largest id the database holds (its ids are `integer`): a larger one names nothing. */
export const MAX_ID = 2_147_483_647;

export function asIdStyle(value: string): IdStyle {
  if (value.trim() === '') throw new TypeError('An idStyle cannot be empty');
  return value as IdStyle;
}

export function asCustomerId(value: number | string): CustomerId {
  const id = typeof value === 'string' ? Number(value) : value;
  if (!Number.isSafeInteger(id) || id <= 0) throw new TypeError(`Not a customer id: ${String(value)}`);
  return id as CustomerId;
}

export function asOrderNo(value: number | string): OrderNo {
  const text = String(value).trim();
  if (text === '') throw new TypeError('An order number cannot be empty');
  return text as OrderNo;
}
