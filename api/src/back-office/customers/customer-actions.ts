import type { CustomerDetail } from '@storefront/shared-kernel/contracts';
import { toCents } from '@storefront/shared-kernel/domain';
import { sql, type UpdateObject } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { CustomerRow } from '../../modules/customer/customer.repository';
import { issueResetLink, mailResetLink } from '../../modules/customer/customer.service';
import { forgetCaller } from '../../plugins/auth';
import { changedFields, recordAudit, type Actor } from '../audit';
import { auditedTerms } from './customer-views';
import { findCustomerDetail, NO_SUCH_CUSTOMER } from './customers.service';

type ActionDeps = Pick<Deps, 'db' | 'config' | 'mailer'>;

interface Change {
  action: string;
  /** Refuses a change the customer's current row does not allow (409), before anything is written. */
  check?: (row: CustomerRow) => void;
  set: (row: CustomerRow) => UpdateObject<Database, 'customers'>;
}

/**
 * One change to a customer in one transaction: its row locked, changed, and the fields that changed
 * audited (nothing changed: nothing audited). The customer's remembered session (plugins/auth.ts) is
 * forgotten, so the buyer's next call sees the change (docs/product.md §13.2).
 */
async function changeCustomer(deps: ActionDeps, actor: Actor, id: number, change: Change): Promise<CustomerDetail> {
  await deps.db.transaction().execute(async (trx) => {
    // FOR NO KEY UPDATE: changes of one customer go one by one, while an order, cart line or address
    // written for it meanwhile (whose foreign key takes a KEY SHARE lock) is not held up.
    const before = await trx
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(NO_SUCH_CUSTOMER, 'CUSTOMER_NOT_FOUND');
    change.check?.(before);
    const after = await trx
      .updateTable('customers')
      .set(change.set(before))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changed = changedFields(auditedTerms(before), auditedTerms(after));
    if (Object.keys(changed.after).length > 0)
      await recordAudit(trx, actor, { action: change.action, recordKind: 'customer', recordId: id, ...changed });
  });
  forgetCaller(deps.db, id);
  return findCustomerDetail(deps.db, id);
}

/** A price level, tax exemption or credit limit (dollars; null for none); what is left out is kept. */
export const setCustomerTerms = (
  deps: ActionDeps,
  actor: Actor,
  input: { id: number; priceLevel?: number; taxExempt?: boolean; creditLimit?: number | null },
) =>
  changeCustomer(deps, actor, input.id, {
    action: 'customer.terms',
    set: () => ({
      price_lev: input.priceLevel,
      tax_exempt: input.taxExempt,
      credit_limit_cents:
        input.creditLimit === undefined ? undefined : input.creditLimit === null ? null : toCents(input.creditLimit),
    }),
  });

const statusRefused = (row: Pick<CustomerRow, 'status'>, only: string) =>
  conflict(`This account is ${row.status}: only ${only}.`, 'CUSTOMER_STATUS');

/** Deactivates an approved account: its token version moves on, so every session it holds ends. */
export const deactivateCustomer = (deps: ActionDeps, actor: Actor, id: number) =>
  changeCustomer(deps, actor, id, {
    action: 'customer.deactivate',
    check: (row) => {
      if (row.status !== 'approved') throw statusRefused(row, 'an approved account can be deactivated');
    },
    set: () => ({ status: 'inactive', token_version: sql<number>`token_version + 1` }),
  });

export const reactivateCustomer = (deps: ActionDeps, actor: Actor, id: number) =>
  changeCustomer(deps, actor, id, {
    action: 'customer.reactivate',
    check: (row) => {
      if (row.status !== 'inactive') throw statusRefused(row, 'an inactive account can be reactivated');
    },
    set: () => ({ status: 'approved' }),
  });

/**
 * Mails the customer a reset link as its own forgot-password request does (customer.service.ts). The
 * link is stored and audited in one transaction, then mailed; a mail that fails is told to staff (the
 * link, never sent, is of no use to anyone).
 */
export async function sendCustomerPasswordReset(deps: ActionDeps, actor: Actor, id: number) {
  const { customer, link } = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('customers')
      .select(['id', 'email', 'firstname', 'status'])
      .where('id', '=', id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(NO_SUCH_CUSTOMER, 'CUSTOMER_NOT_FOUND');
    // As the buyer's own request: a rejected registration has no account to get back into (§4.6).
    if (row.status === 'rejected') throw statusRefused(row, 'an account that was not rejected can reset its password');
    const issued = await issueResetLink(trx, deps.config, row.id);
    await recordAudit(trx, actor, {
      action: 'customer.password-reset',
      recordKind: 'customer',
      recordId: row.id,
      before: null,
      after: { sentTo: row.email, expiresAt: issued.expiresAt.toISOString() },
    });
    return { customer: row, link: issued.link };
  });
  try {
    await mailResetLink(deps, customer, link);
  } catch {
    throw new AppError(502, 'MAIL_FAILED', 'The reset link could not be emailed. Please try again.');
  }
  return {
    is_success: true as const,
    message: `A password-reset link was emailed to ${customer.email}.`,
  };
}
