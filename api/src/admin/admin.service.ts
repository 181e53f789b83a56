import type { Db } from '../db/database';
import type { Mailer } from '../lib/mailer';
import { listPendingCustomers, setCustomerStatus } from '../modules/customer/customer.repository';

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

/** Approves or rejects a registration, and tells the customer; false when no account has that email. */
export async function decide(
  db: Db,
  email: string,
  status: 'approved' | 'rejected',
  notify?: { mailer: Mailer; publicUrl: string },
): Promise<boolean> {
  const row = await setCustomerStatus(db, email, status);
  if (row && notify) {
    const text =
      status === 'approved'
        ? `Hello ${row.firstname},\n\nYour wholesale account for ${row.company_nm} is approved. Sign in at ${notify.publicUrl}/login to see prices and order.\n`
        : `Hello ${row.firstname},\n\nWe could not approve your wholesale account. Please contact customer service for details.\n`;
    await notify.mailer.send({
      to: row.email,
      subject: status === 'approved' ? 'Your account is approved' : 'About your account request',
      text,
    });
  }
  return !!row;
}
