import type { newAddressSchema } from '@storefront/shared-kernel/contracts';
import type { z } from 'zod';
import type { Caller, Deps } from '../../deps';
import { badRequest } from '../../lib/errors';
import * as repo from './payment.repository';

const ok = { is_success: true as const };
const CASH_ENTRY = {
  idCC: -1,
  a1: '',
  a2: 'Pay with Cash / Terms',
  a5: 'c',
  billAddr: '',
  expMonth: null,
  expYear: null,
};

export async function getAddresses(deps: Deps, caller: Caller, type: 'ship' | 'bill') {
  const rows = await repo.listAddresses(deps.db, caller.id, type);
  return { ...ok, address_list: rows.map(repo.toAddress) };
}

export async function addAddress(deps: Deps, caller: Caller, info: z.output<typeof newAddressSchema>) {
  const { id } = await repo.insertAddress(deps.db, {
    customer_id: caller.id,
    address_type: info.addressType,
    is_default: info.isDefault,
    first_nm: info.firstname,
    last_nm: info.lastname,
    company_nm: info.companyNm,
    addr: info.addr1,
    addr2: info.addr2,
    city: info.city,
    states: info.states,
    zipcode: info.zipcode,
    country: info.country,
    tel: info.tel,
  });
  return { ...ok, isAdded: true as const, message: 'Address added', idAddr: id };
}

export async function getPaymentMethods(deps: Deps, caller: Caller) {
  const cards = await repo.listCards(deps.db, caller.id);
  return {
    ...ok,
    payment_method_list: [
      ...cards.map((c) => ({
        idCC: c.id,
        a1: c.last4,
        a2: c.holder,
        a5: c.brand,
        billAddr: '',
        expMonth: c.exp_month,
        expYear: c.exp_year,
      })),
      CASH_ENTRY,
    ],
  };
}

/** Luhn checksum: catches mistyped card numbers before anything is saved. */
export const isLuhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** Brand codes of docs/product.md §12.2: v Visa, m Master, a Amex, d Discover, o other. */
export const cardBrand = (digits: string): string => {
  if (/^4/.test(digits)) return 'v';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'm';
  if (/^3[47]/.test(digits)) return 'a';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'd';
  return 'o';
};

export async function addPaymentMethod(
  deps: Deps,
  caller: Caller,
  entity: { CCNumber: string; CNAMEF: string; CNAMEL: string; CCExpYear: number; CCExpMonth: number },
  now = new Date(),
) {
  if (!isLuhnValid(entity.CCNumber))
    throw badRequest('The card number is not valid.', { 'entity.CCNumber': ['The card number is not valid.'] });
  const year = now.getFullYear();
  const expired = entity.CCExpYear < year || (entity.CCExpYear === year && entity.CCExpMonth < now.getMonth() + 1);
  if (expired || entity.CCExpYear > year + 9)
    throw badRequest('The expiry date is not valid.', { 'entity.CCExpYear': ['The expiry date is not valid.'] });
  // Only these four facts are kept: the number and CVV go no further than this function.
  const brand = cardBrand(entity.CCNumber);
  const last4 = entity.CCNumber.slice(-4);
  const { id } = await repo.insertCard(deps.db, {
    customer_id: caller.id,
    brand,
    last4,
    holder: `${entity.CNAMEF} ${entity.CNAMEL}`,
    exp_month: entity.CCExpMonth,
    exp_year: entity.CCExpYear,
  });
  return { ...ok, payment_method: { isAdded: true as const, idCC: id, a1: last4, a5: brand } };
}
