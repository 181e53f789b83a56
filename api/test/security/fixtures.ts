import { signSession } from '../../src/lib/jwt';
import { ADDRESS, placeOrderBody, type TestApp } from '../helpers';

export const CARD = {
  CCNumber: '4111 1111 1111 1111',
  CNAMEF: 'Al',
  CNAMEL: 'Bo',
  CCExpYear: 2031,
  CCExpMonth: 4,
  cvv: '987',
};

export interface Victim {
  id: number;
  email: string;
  token: string;
  idSO: number;
  idCartDtl: number;
  idWishlist: number;
  idAddr: number;
  idCC: number;
}

/** A buyer with one of everything: an order, a cart line, a favorite, an address and a card. */
export async function buyerWithEverything(t: TestApp, skus: string[]): Promise<Victim> {
  const c = await t.newCustomer();
  const ok = (res: { status: number; body: { [k: string]: unknown } }) => {
    if (res.status !== 200) throw new Error(`fixture call failed: ${JSON.stringify(res.body)}`);
    return res.body;
  };
  ok(await t.post('/cart/add', { token: c.token, body: { idStyle: skus[0], totQty: 1 } }));
  const order = ok(
    await t.post('/payment/place-order', { token: c.token, body: placeOrderBody(`PO-${c.id}`, `key-${c.id}-x`) }),
  );
  const line = ok(await t.post('/cart/add', { token: c.token, body: { idStyle: skus[1], totQty: 2 } }));
  const fav = ok(await t.post('/favorites/add', { token: c.token, body: { idStyle: skus[2], quantity: 3 } }));
  const addr = ok(await t.post('/payment/add-address', { token: c.token, body: { addressInfo: ADDRESS } }));
  const card = ok(await t.post('/payment/add-payment-method', { token: c.token, body: { entity: CARD } }));
  return {
    ...c,
    idSO: order.idSO as number,
    idCartDtl: line.idCartDtl as number,
    idWishlist: fav.idWishlist as number,
    idAddr: addr.idAddr as number,
    idCC: (card.payment_method as { idCC: number }).idCC,
  };
}

/** Everything stored for a customer, to prove an attack changed nothing. */
export async function snapshot(t: TestApp, customerId: number) {
  const db = t.db;
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id_so')
    .execute();
  return {
    customer: await db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirst(),
    cart: await db.selectFrom('cart_lines').selectAll().where('customer_id', '=', customerId).orderBy('id').execute(),
    favorites: await db
      .selectFrom('wishlist')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute(),
    addresses: await db
      .selectFrom('addresses')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute(),
    cards: await db
      .selectFrom('payment_cards')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute(),
    orders,
    orderLines: orders.length
      ? await db
          .selectFrom('order_lines')
          .selectAll()
          .where(
            'id_so',
            'in',
            orders.map((o) => o.id_so),
          )
          .orderBy('id')
          .execute()
      : [],
  };
}

/** A session token as the server would sign it (or with another secret, or already expired). */
export async function tokenFor(
  t: TestApp,
  customerId: number,
  { secret = t.config.jwtSecret, ttl = 3600, now }: { secret?: string; ttl?: number; now?: number } = {},
) {
  const row = await t.db
    .selectFrom('customers')
    .select('token_version')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return signSession(customerId, row.token_version, secret, ttl, now).token;
}

/** The reset token of the newest reset mail in the outbox (mailed after the answer: waited for). */
export const lastResetToken = async (t: TestApp): Promise<string> => {
  await t.settled();
  const mail = t
    .outbox()
    .pop()!
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  return /token=([\w-]+)/.exec(mail)![1]!;
};
