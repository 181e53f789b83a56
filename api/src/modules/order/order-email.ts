import { savedCardLabel } from '@storefront/shared-kernel/domain';
import { DEFAULT_COUNTRY } from '@storefront/shared-kernel/places';
import type { Deps } from '../../deps';
import { escapeHtml } from '../../lib/html';
import { formatUsd } from '../../lib/money';
import { addressLine } from './address-text';
import * as repo from './order.repository';

/**
 * Mails the order's confirmation unless it was mailed already (or is on its way): place-order mails it,
 * and a client may ask for it right after (docs/product.md §7.5). A send that fails is given back, so
 * asking again resends. Answers whether this call sent it.
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

/** The day and time an order was placed, with its zone: the mail cannot know the reader's own zone. */
const placedAt = (createdAt: Date | string): string =>
  `${new Date(createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** How the order is paid: the method, and the card's brand and last digits when one was chosen. */
async function paymentLine(deps: Deps, customerId: number, order: { payment_type: number; id_cc: number | null }) {
  const method = (await repo.codeName(deps.db, 'PAY', order.payment_type)) || 'Not recorded';
  const card = order.id_cc === null ? undefined : await repo.findOwnCard(deps.db, customerId, order.id_cc);
  return card ? `${method}, ${savedCardLabel(card.brand, card.last4)}` : method;
}

/**
 * The discount in the order's amounts. An order placed before codes were checked (migration 009) kept
 * its code with no discount worked out: it is named, and said not to be in these amounts.
 */
const discountLines = (order: { coupon_cd: string; discount_cents: number }): string[] => {
  if (order.discount_cents > 0) return [`Discount (${order.coupon_cd}): -${formatUsd(order.discount_cents)}`];
  return order.coupon_cd ? [`Discount code: ${order.coupon_cd} (not included in these amounts)`] : [];
};

/**
 * The confirmation to the buyer and the rep, built from the stored order (never from client text). The
 * rep's copy says whose order it is rather than thanking the rep for it.
 */
async function sendOrderConfirmation(deps: Deps, customerId: number, idSO: number): Promise<boolean> {
  const order = await repo.findOwnOrder(deps.db, customerId, idSO);
  if (!order) return false;
  const customer = await deps.db
    .selectFrom('customers')
    .select(['email', 'firstname', 'lastname', 'company_nm'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const lines = await repo.findOrderLines(deps.db, idSO);
  const rows = lines.map(
    (l) =>
      `${l.id_style}  ${l.web_title}  x${l.qty}  ${formatUsd(l.price_cents)}  ${formatUsd(l.total_cents)}  ${l.shipping_status}`,
  );
  const details = [
    `Order #: ${order.id_so}`,
    `Customer PO #: ${order.cust_po}`,
    `Date: ${placedAt(order.created_at)}`,
    `Ship to: ${addressLine(order.ship_address, DEFAULT_COUNTRY)}`,
    `Bill to: ${addressLine(order.bill_address, DEFAULT_COUNTRY)}`,
    `Payment: ${await paymentLine(deps, customerId, order)}`,
    ...(order.comment ? [`Comment: ${order.comment}`] : []),
    '',
    ...rows,
    '',
    `Subtotal: ${formatUsd(order.subtotal_cents)}`,
    ...discountLines(order),
    `Tax: ${formatUsd(order.tax_cents)}`,
    'Shipping: added to the invoice',
    `Total: ${formatUsd(order.grand_cents)}`,
    '',
  ];
  const buyerText = [
    `Thank you for your order, ${customer.firstname}.`,
    '',
    ...details,
    `Order details: ${deps.config.publicUrl}/order/${order.id_so}`,
  ].join('\n');
  // The rep's link opens the order on the back office's order desk (docs/product.md §13.3).
  const repText = [
    `A web order from ${customer.company_nm} (${customer.firstname} ${customer.lastname}, ${customer.email}, customer #${customerId}).`,
    '',
    ...details,
    `Order details: ${deps.config.publicUrl}/admin/orders/${order.id_so}`,
  ].join('\n');
  const asHtml = (text: string) => `<pre style="font-family:monospace">${escapeHtml(text)}</pre>`;
  await deps.mailer.send({
    to: customer.email,
    subject: `Order confirmation #${order.id_so} (PO ${order.cust_po})`,
    text: buyerText,
    html: asHtml(buyerText),
  });
  await deps.mailer.send({
    to: deps.config.serviceEmail,
    subject: `New web order #${order.id_so} from ${customer.company_nm}`,
    // A rep's reply goes to the buyer.
    replyTo: { name: `${customer.firstname} ${customer.lastname}`.trim(), address: customer.email },
    text: repText,
    html: asHtml(repText),
  });
  return true;
}
