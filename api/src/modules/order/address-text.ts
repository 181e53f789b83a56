import type { OrderAddress } from '../../db/schema';

/** The parts given, trimmed: an empty second line, company or country leaves no stray comma or space. */
const given = (parts: string[]): string[] => parts.map((part) => part.trim()).filter(Boolean);

const streetOf = (a: OrderAddress): string => given([a.addr, a.addr2]).join(' ');

/**
 * What the orders list shows of an order's ship-to, and what its Shipping Address1 filter searches:
 * street, city, state and ZIP.
 */
export const shipAddressText = (a: OrderAddress): string =>
  given([streetOf(a), a.city, given([a.states, a.zipcode]).join(' ')]).join(', ');

/** An address on one line of a mail: name, company, street, city, state and ZIP, a country outside the US. */
export const addressLine = (a: OrderAddress, homeCountry: string): string =>
  given([
    given([a.firstNm, a.lastNm]).join(' '),
    a.companyNm,
    shipAddressText(a),
    a.country.trim() === homeCountry ? '' : a.country,
  ]).join(', ') || 'Not given';
