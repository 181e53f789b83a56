import type { Db } from '../db/database';
import type { Mailer } from '../lib/mailer';
import { findCustomerByEmail, listPendingCustomers, setCustomerStatus } from '../modules/customer/customer.repository';

export async function listPending(db: Db) {
  const rows = await listPendingCustomers(db);
  return rows.map((r) => ({
    email: r.email,
    company: r.company_nm,
    name: `${r.firstname} ${r.lastname}`,
    tel: r.tel,
    state: r.state,
    registered: new Date(r.created_at).toISOString().slice(0, 16).replace('T', ' '),
  }));
}

export type Decision = 'decided' | 'unchanged' | 'not-found';

export interface DecisionMail {
  mailer: Mailer;
  publicUrl: string;
  /** Where a customer turned away can ask why. */
  serviceEmail: string;
}

const decisionMail = (
  row: { firstname: string; company_nm: string },
  status: 'approved' | 'rejected',
  wasApproved: boolean,
  { publicUrl, serviceEmail }: DecisionMail,
) => {
  if (status === 'approved')
    return {
      subject: 'Your account is approved',
      text: `Hello ${row.firstname},\n\nYour wholesale account for ${row.company_nm} is approved. Sign in at ${publicUrl}/login to see prices and order.\n`,
    };
  const what = wasApproved
    ? `Your wholesale account for ${row.company_nm} is closed: it can no longer sign in.`
    : 'We could not approve your wholesale account.';
  return {
    subject: 'About your account request',
    text: `Hello ${row.firstname},\n\n${what} Please contact customer service at ${serviceEmail} for details.\n`,
  };
};

/**
 * Approves or rejects an account (a registration, or an approved account closed), and tells the
 * customer. An account already so is left as it is, and mailed nothing again.
 */
export async function decide(
  db: Db,
  email: string,
  status: 'approved' | 'rejected',
  notify?: DecisionMail,
): Promise<Decision> {
  const row = await setCustomerStatus(db, email, status);
  if (!row) return (await findCustomerByEmail(db, email)) ? 'unchanged' : 'not-found';
  if (notify)
    await notify.mailer.send({
      to: row.email,
      ...decisionMail(row, status, row.previous_status === 'approved', notify),
    });
  return 'decided';
}
