import { QUOTE_CART_EMPTY, QUOTE_REQUEST_SENT } from '@storefront/shared-kernel/contracts';
import { caseTitle } from '@storefront/shared-kernel/service-desk';
import type { Caller, Deps } from '../../deps';
import { formatUsd } from '../../lib/money';
import { unprocessable } from '../../lib/errors';
import { openCase, type QuoteLineInput } from '../customer/customer-service-cases';
import { insertWithinDailyLimit } from '../customer/customer-service-quota';
import * as repo from './cart.repository';

/** Tells customer service's mailbox of a quote request from the cart, with its lines. */
async function mailQuoteRequest(
  deps: Deps,
  caseNo: number,
  from: { name: string; email: string; customerId: number },
  message: string,
  lines: readonly QuoteLineInput[],
): Promise<void> {
  const total = lines.reduce((sum, line) => sum + line.priceCents * line.qty, 0);
  await deps.mailer.send({
    to: deps.config.serviceEmail,
    subject: `${caseTitle(caseNo)}: Quote request from ${from.name} (#${from.customerId})`,
    replyTo: { name: from.name, address: from.email },
    text: [
      `Quote request from ${from.name} <${from.email}> for the lines of their cart.`,
      `${caseTitle(caseNo)}: ${deps.config.publicUrl}/admin/service/${caseNo}`,
      '',
      ...(message ? [message, ''] : []),
      ...lines.map(
        (l) =>
          `${l.idStyle}  ${l.title}${l.color ? ` (${l.color})` : ''}  x${l.qty} at ${formatUsd(l.priceCents)} = ${formatUsd(l.priceCents * l.qty)}`,
      ),
      `Total at the buyer's prices: ${formatUsd(total)}`,
    ].join('\n'),
  });
}

/**
 * "Request a quote for this cart" (docs/product.md §13.9): a case of kind quote holding each cart line's
 * SKU, title, color, quantity and the buyer's price now, as the cart prices it (their level, less the
 * volume break the quantity earns: cart.repository's pricedLines), with an optional message. The cart
 * stays as it is. Stored as every message to customer service is (a request row), in one transaction
 * with its case; customer service's mailbox is told after the answer.
 */
export async function requestQuote(deps: Deps, caller: Caller, message: string) {
  const rows = await repo.pricedLines(deps.db, 'cart_lines', caller.id, caller.priceLev);
  if (rows.length === 0) throw unprocessable(QUOTE_CART_EMPTY, 'CART_EMPTY');
  const lines: QuoteLineInput[] = rows.map((row) => ({
    idStyle: row.id_style,
    title: row.web_title,
    color: row.color,
    qty: row.qty,
    priceCents: row.unit_cents,
  }));
  const customer = await deps.db
    .selectFrom('customers')
    .select(['firstname', 'lastname', 'email'])
    .where('id', '=', caller.id)
    .executeTakeFirstOrThrow();
  const name = `${customer.firstname} ${customer.lastname}`.trim();
  const caseNo = await insertWithinDailyLimit(
    deps,
    {
      customerId: caller.id,
      firstname: customer.firstname,
      lastname: customer.lastname,
      email: customer.email,
      message,
      destination: 'cart',
      files: [],
    },
    0,
    (trx, requestId) =>
      openCase(trx, {
        kind: 'quote',
        customerId: caller.id,
        name,
        email: customer.email,
        message: { body: message, requestId, files: [] },
        quoteLines: lines,
      }),
  );
  deps.background.run(
    () => mailQuoteRequest(deps, caseNo, { name, email: customer.email, customerId: caller.id }, message, lines),
    (error) => deps.log.warn({ err: error, caseNo }, 'service desk: the quote request mail failed'),
  );
  return { is_success: true as const, message: QUOTE_REQUEST_SENT, caseNo };
}
