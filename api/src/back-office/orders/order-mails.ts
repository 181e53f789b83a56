import type { Deps } from '../../deps';
import { escapeHtml } from '../../lib/html';

const asHtml = (text: string) => `<pre style="font-family:monospace">${escapeHtml(text)}</pre>`;

/** The buyer of an order and what its mails name it by. */
const orderForMail = (deps: Deps, idSO: number) =>
  deps.db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select(['o.id_so', 'o.cust_po', 'c.email', 'c.firstname'])
    .where('o.id_so', '=', idSO)
    .executeTakeFirstOrThrow();

async function mailBuyer(deps: Deps, to: string, subject: string, lines: string[]): Promise<void> {
  const text = lines.join('\n');
  await deps.mailer.send({
    to,
    subject,
    // A buyer's reply goes to customer service.
    replyTo: { name: 'Customer Service', address: deps.config.serviceEmail },
    text,
    html: asHtml(text),
  });
}

/** How a shipped line reads in the buyer's mail: 'Shipped via UPS, tracking 1Z999, on 2026-03-02'. */
export const shipmentText = (line: { carrier: string; tracking_no: string; ship_day: string | null }): string =>
  [
    `Shipped via ${line.carrier || 'our carrier'}`,
    line.tracking_no ? `tracking ${line.tracking_no}` : 'no tracking number',
    ...(line.ship_day ? [`on ${line.ship_day}`] : []),
  ].join(', ');

/**
 * Tells the buyer which lines of their order have shipped, with carrier and tracking number
 * (docs/product.md §13.3). Sent once the change is kept, from what is stored.
 */
export async function mailLinesShipped(deps: Deps, idSO: number, lineIds: number[], status: string): Promise<void> {
  const order = await orderForMail(deps, idSO);
  const lines = await deps.db
    .selectFrom('order_lines')
    .select([
      'id_style',
      'web_title',
      'color',
      'qty',
      'carrier',
      'tracking_no',
      (eb) => eb.fn<string | null>('to_char', ['ship_date', eb.val('YYYY-MM-DD')]).as('ship_day'),
    ])
    .where('id_so', '=', idSO)
    .where('id', 'in', lineIds)
    .orderBy('id')
    .execute();
  const all = status === 'SHIPPED';
  await mailBuyer(
    deps,
    order.email,
    `${all ? 'Your order' : 'Part of your order'} ${order.id_so} has shipped (PO ${order.cust_po})`,
    [
      `Hello ${order.firstname},`,
      '',
      `${all ? 'Your order' : 'Part of your order'} #${order.id_so} (PO ${order.cust_po}) has shipped:`,
      '',
      ...lines.map(
        (l) => `${l.id_style}  ${l.web_title}${l.color ? ` (${l.color})` : ''}  x${l.qty}: ${shipmentText(l)}`,
      ),
      '',
      `Order details: ${deps.config.publicUrl}/order/${order.id_so}`,
    ],
  );
}

/** Tells the buyer their order is cancelled (docs/product.md §13.3). */
export async function mailOrderCancelled(deps: Deps, idSO: number): Promise<void> {
  const order = await orderForMail(deps, idSO);
  await mailBuyer(deps, order.email, `Your order ${order.id_so} is cancelled (PO ${order.cust_po})`, [
    `Hello ${order.firstname},`,
    '',
    `Your order #${order.id_so} (PO ${order.cust_po}) is cancelled: nothing of it will ship.`,
    'If you did not expect this, reply to this email and customer service will help.',
    '',
    `Order details: ${deps.config.publicUrl}/order/${order.id_so}`,
  ]);
}
