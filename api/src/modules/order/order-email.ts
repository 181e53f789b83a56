import type { Deps } from '../../deps';
import { escapeHtml } from '../../lib/mailer';
import { formatUsd } from '../../lib/money';
import * as repo from './order.repository';

/**
 * Mails the order's confirmation unless it was mailed already (or is on its way): place-order mails it,
 * and the spec's client asks for it right after. A send that fails is given back, so asking again
 * resends. Answers whether this call sent it.
 */
export async function sendOrderConfirmationOnce(deps: Deps, customerId: number, idSO: number): Promise<boolean> {
  if (!(await repo.claimConfirmation(deps.db, customerId, idSO))) return false;
  try {
    return await sendOrderConfirmation(deps, customerId, idSO);
  } catch (error) {
    await repo.releaseConfirmation(deps.db, idSO);
    throw error;
  }
}

/** The confirmation to the buyer and the rep, built from the stored order (never from client text). */
async function sendOrderConfirmation(deps: Deps, customerId: number, idSO: number): Promise<boolean> {
  const order = await repo.findOwnOrder(deps.db, customerId, idSO);
  if (!order) return false;
  const customer = await deps.db
    .selectFrom('customers')
    .select(['email', 'firstname', 'company_nm'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const lines = await repo.findOrderLines(deps.db, idSO);
  const ship = order.ship_address;
  const rows = lines.map(
    (l) =>
      `${l.id_style}  ${l.web_title}  x${l.qty}  ${formatUsd(l.price_cents)}  ${formatUsd(l.total_cents)}  ${l.shipping_status}`,
  );
  const text = [
    `Thank you for your order, ${customer.firstname}.`,
    '',
    `Order #: ${order.id_so}`,
    `Customer PO #: ${order.cust_po}`,
    `Date: ${new Date(order.created_at).toISOString().slice(0, 10)}`,
    `Ship to: ${ship.firstNm} ${ship.lastNm}, ${ship.addr} ${ship.addr2}, ${ship.city}, ${ship.states} ${ship.zipcode}`,
    // What the buyer asked of customer service with the order: applied on the invoice.
    ...(order.coupon_cd ? [`Discount code: ${order.coupon_cd} (applied on the invoice)`] : []),
    ...(order.comment ? [`Comment: ${order.comment}`] : []),
    '',
    ...rows,
    '',
    `Subtotal: ${formatUsd(order.subtotal_cents)}`,
    `Tax: ${formatUsd(order.tax_cents)}`,
    'Shipping: added to the invoice',
    `Total: ${formatUsd(order.grand_cents)}`,
    '',
    `Order details: ${deps.config.publicUrl}/order/${order.id_so}`,
  ].join('\n');
  const html = `<pre style="font-family:monospace">${escapeHtml(text)}</pre>`;
  await deps.mailer.send({
    to: customer.email,
    subject: `Order confirmation #${order.id_so} (PO ${order.cust_po})`,
    text,
    html,
  });
  await deps.mailer.send({
    to: deps.config.serviceEmail,
    subject: `New web order #${order.id_so} from ${customer.company_nm}`,
    text,
    html,
  });
  return true;
}
