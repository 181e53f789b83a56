import { savedCardLabel } from '@storefront/shared-kernel';
import { CASH_ID_CC, type Address, type PaymentMethod } from './checkout-types';

/** One line per address: name, company, street, city, state and ZIP, country. */
export function addressLines(address: Address): string[] {
  const name = [address.firstNm, address.lastNm].filter(Boolean).join(' ');
  const street = [address.addr, address.addr2].filter(Boolean).join(', ');
  const city = `${address.city}, ${address.states} ${address.zipcode}`.trim();
  return [name, address.companyNm, street, city, address.country, address.tel].filter((part) => part.trim() !== '');
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'Visa ending in 4242' or 'Pay with Cash'. */
export function paymentLabel(method: PaymentMethod): string {
  if (method.idCC === CASH_ID_CC) return 'Pay with Cash';
  return savedCardLabel(method.a5, method.a1);
}

/** The holder and expiry of a card ('' for cash). */
export function paymentDetail(method: PaymentMethod): string {
  if (method.idCC === CASH_ID_CC) return 'Paid on terms when the order is ready to ship';
  const expiry = method.expMonth && method.expYear ? ` · expires ${pad2(method.expMonth)}/${method.expYear}` : '';
  return `${method.a2}${expiry}`;
}
