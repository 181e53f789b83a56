import * as contracts from '@storefront/shared-kernel/contracts';
import type { CallContract } from '@storefront/shared-kernel/contracts';
import type { z } from 'zod';
import { placeOrderBody, startTestApp, type TestApp } from '../helpers';
import { ADDRESS, stockedSkus } from '../helpers';
import { CARD, buyerWithEverything, snapshot, type Victim } from './fixtures';

/**
 * Another buyer's ids in every call that takes one. Identity comes from the token: naming someone
 * else's customer id is refused (403); naming their order, cart line, favorite, address or card is
 * answered as if it did not exist (404). Either way the victim's data is unchanged.
 */
let t: TestApp;
let skus: string[];
let victim: Victim;
let attacker: { id: number; token: string };
beforeAll(async () => {
  t = await startTestApp();
  skus = await stockedSkus(t, await t.login());
  victim = await buyerWithEverything(t, skus);
  attacker = await t.newCustomer();
});
afterAll(async () => t?.close());

const CUSTOMER_KEYS = ['idCustomer', 'idVC'];

/** Calls whose input names a customer (at the top or one level down), read from the contracts themselves. */
const callsNamingACustomer = (): string[] => {
  const isCall = (v: unknown): v is CallContract =>
    !!v && typeof v === 'object' && 'path' in v && 'request' in v && 'method' in v;
  const shapeOf = (schema: unknown): Record<string, unknown> | undefined =>
    (schema as { shape?: Record<string, unknown> }).shape;
  const names = (schema: z.ZodType): boolean => {
    const shape = shapeOf(schema);
    if (!shape) return false;
    if (CUSTOMER_KEYS.some((k) => k in shape)) return true;
    return Object.values(shape).some((inner) => {
      const innerShape = shapeOf(inner);
      return !!innerShape && CUSTOMER_KEYS.some((k) => k in innerShape);
    });
  };
  return (Object.values(contracts) as unknown[])
    .filter(isCall)
    .filter((c) => names(c.request))
    .map((c) => `${c.method} ${c.path}`)
    .sort();
};

type Case = { query?: Record<string, unknown>; body?: unknown; multipart?: object };

/** A valid input for each call, naming the victim as the customer. */
const withVictimId = (): Record<string, Case> => {
  const id = victim.id;
  const style = skus[0];
  return {
    'GET /cart/get': { query: { idCustomer: id } },
    'POST /cart/add': { body: { idCustomer: id, idStyle: style, totQty: 1 } },
    'POST /cart/remove': { body: { idCustomer: id, idCartDtl: victim.idCartDtl } },
    'POST /cart/set': { body: { idCustomer: id, idCartDtl: victim.idCartDtl, totQty: 9 } },
    'POST /cart/clear': { body: { idCustomer: id } },
    'GET /favorites/get': { query: { idCustomer: id } },
    'POST /favorites/add': { body: { idCustomer: id, idStyle: style } },
    'POST /favorites/remove': { body: { idCustomer: id, idWishlist: victim.idWishlist } },
    'POST /favorites/set': { body: { idCustomer: id, idWishlist: victim.idWishlist, quantity: 9 } },
    'POST /favorites/clear': { body: { idCustomer: id } },
    'POST /favorites/create-cart': { body: { idCustomer: id } },
    'GET /customer/profile': { query: { idCustomer: id } },
    'POST /customer/set': {
      body: {
        idCustomer: id,
        customerInfo: { companyNm: 'Hijack', firstname: 'H', lastname: 'J', email: 'hijack@example.com' },
      },
    },
    'POST /customer/change-password': {
      body: { idCustomer: id, cpassword: 'Password123', npassword: 'Hijacked123' },
    },
    'POST /customer/register-cs': {
      multipart: {
        idCustomer: id,
        firstname: 'H',
        lastname: 'J',
        email: 'h@example.com',
        message: 'a long enough message',
      },
    },
    'GET /payment/get-address': { query: { idCustomer: id } },
    'POST /payment/add-address': { body: { addressInfo: { ...ADDRESS, idVC: id } } },
    'GET /payment/get-payment-method': { query: { idCustomer: id } },
    'POST /payment/add-payment-method': { body: { idCustomer: id, entity: CARD } },
    'POST /payment/place-order': { body: placeOrderBody('PO-HIJACK', 'hijack-key-1', { idCustomer: id }) },
    'GET /util/get-order-cost': { query: { idCustomer: id } },
    'GET /order/get': { query: { idCustomer: id } },
    'GET /order/check-exist': { query: { idCustomer: id, customerPO: `PO-${id}` } },
    'POST /order/copy-so': { body: { idCustomer: id, idSO: victim.idSO } },
    ...Object.fromEntries(
      ['get-detail', 'get-pay-method', 'get-ship-method', 'get-bill-addr', 'get-ship-addr', 'get-item-details'].map(
        (p) => [`GET /order/${p}`, { query: { idCustomer: id, idSO: victim.idSO } }],
      ),
    ),
    // Catalogue reads price by the caller's level: naming another customer must not borrow theirs.
    ...Object.fromEntries(
      [
        'get',
        'get-detail',
        'get-related',
        'get-cross',
        'get-specifications',
        'get-images',
        'get-search-preview',
        'get-by-column',
        'get-featured',
        'get-new-arrival',
        'get-best-seller',
      ].map((p) => [
        `GET /product/${p}`,
        { query: { idCustomer: id, idStyle: style, keyword: 'rice', columnName: 'featured' } },
      ]),
    ),
  };
};

const send = async (key: string, c: Case) => {
  const [method, path] = key.split(' ') as ['GET' | 'POST', string];
  if (c.multipart) {
    const form = new FormData();
    form.append('csInfo', JSON.stringify(c.multipart));
    return t.raw('POST', `/api${path}`, {
      headers: { 'x-api-key': 'storefront-web', authorization: `Bearer ${attacker.token}` },
      body: form,
    });
  }
  return method === 'GET'
    ? t.get(path, { token: attacker.token, query: c.query })
    : t.post(path, { token: attacker.token, body: c.body });
};

describe("another customer's id in every call that names a customer", () => {
  it('covers every such call of the contracts', () => {
    const table = Object.keys(withVictimId());
    expect(callsNamingACustomer().filter((call) => !table.includes(call))).toEqual([]);
  });

  it('is refused with 403 FORBIDDEN and changes nothing', async () => {
    const before = await snapshot(t, victim.id);
    const attackerBefore = await snapshot(t, attacker.id);
    const cases = withVictimId();
    const answers: Record<string, string> = {};
    for (const key of callsNamingACustomer()) {
      const res = await send(key, cases[key]!);
      answers[key] = `${res.status} ${res.body?.code}`;
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((k) => [k, '403 FORBIDDEN'])));
    expect(await snapshot(t, victim.id)).toEqual(before);
    expect(await snapshot(t, attacker.id)).toEqual(attackerBefore);
  });
});

describe("another customer's order, order items, cart line, favorite, address and card", () => {
  it('are answered 404 as if they did not exist, and nothing changes', async () => {
    const before = await snapshot(t, victim.id);
    // The attacker has a cart of their own, so place-order gets as far as the card.
    await t.post('/cart/add', { token: attacker.token, body: { idStyle: skus[3], totQty: 1 } });
    const attackerBefore = await snapshot(t, attacker.id);
    const so = { idSO: victim.idSO };
    const cases: [string, Case][] = [
      ...['get-detail', 'get-pay-method', 'get-ship-method', 'get-bill-addr', 'get-ship-addr', 'get-item-details'].map(
        (p): [string, Case] => [`GET /order/${p}`, { query: so }],
      ),
      ['POST /order/copy-so', { body: so }],
      ['POST /order/send-confirmation-email', { body: { orderData: { orderNumber: victim.idSO } } }],
      ['POST /cart/remove', { body: { idCartDtl: victim.idCartDtl } }],
      ['POST /cart/set', { body: { idCartDtl: victim.idCartDtl, totQty: 9 } }],
      ['POST /favorites/remove', { body: { idWishlist: victim.idWishlist } }],
      ['POST /favorites/set', { body: { idWishlist: victim.idWishlist, quantity: 9 } }],
      ['GET /util/get-order-cost', { query: { idAddr: victim.idAddr } }],
      ['POST /payment/place-order', { body: placeOrderBody('PO-CARD', 'steal-card-1', { idCC: victim.idCC }) }],
    ];
    const answers: Record<string, number> = {};
    for (const [key, c] of cases) answers[key] = (await send(key, c)).status;
    expect(answers).toEqual(Object.fromEntries(cases.map(([k]) => [k, 404])));
    expect(await snapshot(t, victim.id)).toEqual(before);
    expect(await snapshot(t, attacker.id)).toEqual(attackerBefore);
    // Lists show only the caller's own rows.
    const own = await t.get('/order/get', { token: attacker.token });
    expect(own.body.orderList).toEqual([]);
    const po = await t.get('/order/check-exist', { token: attacker.token, query: { customerPO: `PO-${victim.id}` } });
    expect(po.body.is_exist).toBe(false);
  });
});
