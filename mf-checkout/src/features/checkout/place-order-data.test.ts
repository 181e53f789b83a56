import { address, cash, visa } from '../../test/fixtures';
import { buildPlaceOrderData, parseRefIdSO } from './place-order-data';

const selection = {
  idCustomer: 1001,
  ship: address(2, '88 Harbor Way', 'WA'),
  bill: address(1, '1200 W Artesia Blvd'),
  custPO: 'PO-77',
};
const user = { idCustomer: 1001, idStore: 1, brandCode: 'SF' };

/** Cart lines as step 2 has them: only their ids and quantities go with the order. */
const confirmed = [
  { idCartDtl: 11, totQty: 4, idStyle: 'RC-10', price: 25 },
  { idCartDtl: 12, totQty: 1, idStyle: 'KT-2', price: 40 },
];

describe('buildPlaceOrderData', () => {
  it("sends a card order with the product's fixed values: paymentType 58, shipVia 3210, types '3', zero fees", () => {
    const data = buildPlaceOrderData({
      selection: { ...selection, payment: visa },
      user,
      comment: 'Dock 4',
      couponCd: 'SPRING10',
      refIdSO: 500001,
      sessionID: 'checkout-abc',
      salesTax: 12.34,
      lines: confirmed,
    });
    expect(data).toMatchObject({
      custPO: 'PO-77',
      refIdSO: 500001,
      idCustomer: 1001,
      idStore: 1,
      brand: 'SF',
      sessionID: 'checkout-abc',
      paymentType: 58,
      idCC: 7,
      paymentCard: '4242',
      shipVia: 3210,
      types: '3',
      discount: 0,
      discountPct: 0,
      shipFee: 0,
      salesTax: 12.34,
      couponCd: 'SPRING10',
      shippingComment: 'Dock 4',
      shipNote: 'Dock 4',
      // What the confirmation showed: the server refuses the order if the cart differs by then.
      confirmedLines: [
        { idCartDtl: 11, totQty: 4 },
        { idCartDtl: 12, totQty: 1 },
      ],
    });
    expect(data.confirmedLines![0]).toEqual({ idCartDtl: 11, totQty: 4 });
  });

  it('pays with cash as paymentType 3215 and idCC -1', () => {
    const data = buildPlaceOrderData({
      selection: { ...selection, payment: cash },
      user,
      sessionID: 's-1234567',
      lines: [],
    });
    expect(data).toMatchObject({ paymentType: 3215, idCC: -1, paymentCard: '', refIdSO: null, salesTax: 0 });
  });

  it('copies the ship-to and bill-to addresses into the ship_ and bill_ fields', () => {
    const data = buildPlaceOrderData({
      selection: { ...selection, payment: visa },
      user,
      sessionID: 's-1234567',
      lines: [],
    });
    expect(data).toMatchObject({
      ship_firstNm: 'Dana',
      ship_addr: '88 Harbor Way',
      ship_city: 'Gardena',
      ship_state: 'WA',
      ship_zipcode: '90248',
      ship_country: 'United States',
      ship_phone: '310-555-0142',
      ship_company: 'Reyes Home',
      bill_addr: '1200 W Artesia Blvd',
      bill_state: 'CA',
    });
  });
});

describe('parseRefIdSO', () => {
  it.each([
    ['500001', 500001],
    [' 42 ', 42],
    ['0', undefined],
    ['W1001', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads from=%p as %p', (from, expected) => {
    expect(parseRefIdSO(from)).toBe(expected);
  });
});
