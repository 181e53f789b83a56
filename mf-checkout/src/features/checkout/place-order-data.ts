import type { PlaceOrderData } from './checkout-api';
import { CASH_ID_CC, type CheckoutSelection } from './checkout-types';

/** The fixed values of the place-order data (docs/product.md §7.6). */
export const PAYMENT_TYPE_CARD = 58;
export const PAYMENT_TYPE_CASH = 3215;
export const SHIP_VIA = 3210;
export const ORDER_TYPES = '3';

export interface PlaceOrderInput {
  selection: CheckoutSelection;
  user: { idCustomer: number; idStore: number; brandCode: string };
  comment?: string;
  couponCd?: string;
  /** The original order when this checkout comes from Copy Order (`from=` in the address). */
  refIdSO?: number;
  sessionID: string;
  /** The tax the confirmation showed; the server prices the order again either way. */
  salesTax?: number;
  /** The lines the confirmation showed: the server refuses the order if the cart differs by then. */
  lines: readonly { idCartDtl: number; totQty: number }[];
}

/**
 * The place-order data with its fixed values (docs/product.md §7.6, §10.3): paymentType 58 for a card,
 * 3215 for cash (idCC -1), shipVia 3210, types "3", and zero discounts and fees.
 */
export function buildPlaceOrderData({
  selection,
  user,
  comment = '',
  couponCd = '',
  refIdSO,
  sessionID,
  salesTax = 0,
  lines,
}: PlaceOrderInput): PlaceOrderData {
  const { ship, bill, payment, custPO } = selection;
  const isCash = payment.idCC === CASH_ID_CC;
  return {
    custPO,
    refIdSO: refIdSO ?? null,
    idCustomer: user.idCustomer,
    sessionID,
    brand: user.brandCode,
    idStore: user.idStore,
    discount: 0,
    discountPct: 0,
    discountNote: '',
    shipVia: SHIP_VIA,
    customCarrier: '',
    carrierAcct: '',
    billTPAddr: '',
    shipNote: comment,
    paymentType: isCash ? PAYMENT_TYPE_CASH : PAYMENT_TYPE_CARD,
    paymentCard: isCash ? '' : payment.a1,
    paypalUserId: '',
    shipFee: 0,
    salesTaxCd: '',
    salesTax,
    idCC: payment.idCC,
    auth_transaction_id: '',
    bill_firstNm: bill.firstNm,
    bill_lastNm: bill.lastNm,
    bill_addr: bill.addr,
    bill_addr2: bill.addr2,
    bill_city: bill.city,
    bill_state: bill.states,
    bill_zipcode: bill.zipcode,
    bill_country: bill.country,
    bill_phone: bill.tel,
    bill_company: bill.companyNm,
    ship_firstNm: ship.firstNm,
    ship_lastNm: ship.lastNm,
    ship_addr: ship.addr,
    ship_addr2: ship.addr2,
    ship_city: ship.city,
    ship_state: ship.states,
    ship_zipcode: ship.zipcode,
    ship_country: ship.country,
    ship_phone: ship.tel,
    ship_company: ship.companyNm,
    couponCd,
    confirmedLines: lines.map(({ idCartDtl, totQty }) => ({ idCartDtl, totQty })),
    types: ORDER_TYPES,
    descr: '',
    shippingComment: comment,
    issuer: '',
    issueIdStore: user.idStore,
  };
}

/** `from=` of a Copy Order: a positive order number, or nothing. */
export function parseRefIdSO(from: string | null): number | undefined {
  if (!from || !/^\d+$/.test(from.trim())) return undefined;
  const id = Number(from.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
