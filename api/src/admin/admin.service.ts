import type { RegistrationRow } from '@storefront/shared-kernel/contracts';
import type { Db } from '../db/database';
import { CLI_ACTOR, type Actor } from '../back-office/audit';
import {
  alreadyDecided,
  approveRegistration,
  listRegistrations,
  rejectRegistration,
  type DecisionDeps,
} from '../back-office/customers/registrations.service';
import { AppError } from '../lib/errors';
import { findCustomerByEmail } from '../modules/customer/customer.repository';

/** The registrations waiting, oldest first, with every field the applicant gave (`list-pending`). */
export const listPending = (db: Db): Promise<RegistrationRow[]> => listRegistrations(db);

/** `approve <email> [--level 1-4] [--tax-exempt yes|no]` or `reject <email> [--reason "..."]`. */
export type AccountDecision =
  { command: 'approve'; level: number; taxExempt?: boolean } | { command: 'reject'; reason: string };

/**
 * What a decision came to: made (the registration as it now is, and whether the applicant was mailed),
 * already so (nothing written, nothing sent), no such account, or refused (decided the other way).
 */
export type DecisionOutcome =
  | { outcome: 'decided'; registration: RegistrationRow; mailSent: boolean }
  | { outcome: 'unchanged' | 'not-found' }
  | { outcome: 'refused'; message: string };

const STATUS_OF = { approve: 'approved', reject: 'rejected' } as const;

/** A registration already decided: the same way is nothing to do, the other way is refused. */
const outcomeOfDecided = (status: string, decision: AccountDecision): DecisionOutcome =>
  status === STATUS_OF[decision.command]
    ? { outcome: 'unchanged' }
    : { outcome: 'refused', message: alreadyDecided(status) };

/**
 * The CLI's decision by email, through the same rules, audit and mails as the back office's
 * (docs/product.md §13.2): only a pending registration is decided.
 */
export async function decide(
  deps: DecisionDeps,
  email: string,
  decision: AccountDecision,
  actor: Actor = CLI_ACTOR,
): Promise<DecisionOutcome> {
  const row = await findCustomerByEmail(deps.db, email);
  if (!row) return { outcome: 'not-found' };
  if (row.status !== 'pending') return outcomeOfDecided(row.status, decision);
  try {
    const decided =
      decision.command === 'approve'
        ? await approveRegistration(deps, actor, {
            id: row.id,
            priceLevel: decision.level,
            taxExempt: decision.taxExempt,
          })
        : await rejectRegistration(deps, actor, { id: row.id, reason: decision.reason });
    return { outcome: 'decided', ...decided };
  } catch (error) {
    // Decided by someone else since it was read (a retried command, a rep in the back office).
    if (!(error instanceof AppError) || error.code !== 'REGISTRATION_DECIDED') throw error;
    const now = await findCustomerByEmail(deps.db, email);
    return outcomeOfDecided(now?.status ?? 'approved', decision);
  }
}
