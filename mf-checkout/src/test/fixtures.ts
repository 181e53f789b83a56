import type { Address, CartLine, FavoriteLine, OrderAmount } from '@storefront/shared-kernel';
import type { OrderItem } from '../features/checkout/checkout-api';
import type { PaymentMethod } from '../features/checkout/checkout-types';

export const cartLine = (
  idCartDtl: number,
  idStyle: string,
  webTitle: string,
  totQty: number,
  price = 10,
): CartLine => ({
  idCartDtl,
  idStyle,
  idStyleDtl: idCartDtl,
  webTitle,
  price,
  retailPrice: price * 2,
  totQty,
  subTotal: price * totQty,
  filepath1: `/uploads/products/${idStyle}.svg`,
  color: 'White',
  avaQty: 50,
  qtyPerUOM: 1,
  minBuy: 1,
  problem: null,
});

export const favoriteLine = (idWishlist: number, idStyle: string, webTitle: string, totQty: number): FavoriteLine => ({
  idWishlist,
  idStyle,
  idStyleDtl: idWishlist,
  webTitle,
  price: 12.5,
  totQty,
  filepath1: '',
  color: 'Black',
  avaQty: 10,
  qtyPerUOM: 1,
});

export const cost = (
  subtotal: number,
  tax: number,
  discount = 0,
  coupon: OrderAmount['coupon'] = null,
): OrderAmount => ({
  output_subTotAmt: subtotal,
  output_discountAmt: discount,
  output_taxAmt: tax,
  output_shipFee: 0,
  output_totAmt: Math.round((subtotal - discount + tax) * 100) / 100,
  taxRate: 7.25,
  taxExempt: false,
  coupon,
});

export const address = (idAddr: number, addr: string, states = 'CA'): Address => ({
  idAddr,
  addressType: 'both',
  isDefault: idAddr === 1,
  firstNm: 'Dana',
  lastNm: 'Reyes',
  companyNm: 'Reyes Home',
  addr,
  addr2: '',
  city: 'Gardena',
  states,
  zipcode: '90248',
  country: 'United States',
  tel: '310-555-0142',
});

export const visa: PaymentMethod = {
  idCC: 7,
  a1: '4242',
  a2: 'Dana Reyes',
  a5: 'v',
  billAddr: '',
  expMonth: 12,
  expYear: 2030,
};

export const cash: PaymentMethod = {
  idCC: -1,
  a1: '',
  a2: 'Pay with Cash / Terms',
  a5: 'c',
  billAddr: '',
  expMonth: null,
  expYear: null,
};

/** A line of a past order, in the colour `cartLine` gives. */
export const orderItem = (idStyle: string, webTitle: string, totQty: number, color = 'White'): OrderItem => ({
  filepath1: `/uploads/products/${idStyle}.svg`,
  idStyle,
  webTitle,
  color,
  totQty,
  backorderQty: 0,
  costPrice: 10,
  totPrice: 10 * totQty,
  shippingStatus: 'SHIPPED',
  carrier: 'UPS',
  trackingNo: '1Z999AA10123456784',
  shipDate: '2025-09-26',
});
