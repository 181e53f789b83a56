import { placeOrderBody, type TestApp } from '../helpers';

let placed = 0;

/**
 * Places an order for `buyer` through the storefront, as a buyer does: the cart filled with `lines`
 * (SKU and quantity), then place-order. Answers the order number.
 */
export async function placeOrder(
  t: TestApp,
  buyer: { token: string },
  lines: { sku: string; qty: number }[],
  po = `PO-DESK-${process.pid}-${++placed}`,
): Promise<number> {
  for (const line of lines) {
    const added = await t.post('/cart/add', { token: buyer.token, body: { idStyle: line.sku, totQty: line.qty } });
    if (added.status !== 200) throw new Error(`cart add failed: ${JSON.stringify(added.body)}`);
  }
  const answer = await t.post('/payment/place-order', {
    token: buyer.token,
    body: placeOrderBody(po, `key-${po}`),
  });
  if (answer.status !== 200) throw new Error(`place-order failed: ${JSON.stringify(answer.body)}`);
  // Its confirmation mails are sent: a test counting mails from here counts only its own.
  await t.settled();
  return answer.body.idSO as number;
}

export const stockOf = async (t: TestApp, sku: string) =>
  t.db.selectFrom('products').select(['ava_qty', 'sold_count']).where('id_style', '=', sku).executeTakeFirstOrThrow();

/** The order's row as stored, for checking that a refused change wrote nothing. */
export const storedOrder = (t: TestApp, orderNo: number) =>
  t.db.selectFrom('orders').selectAll().where('id_so', '=', orderNo).executeTakeFirstOrThrow();
