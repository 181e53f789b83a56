import type { MailMessage } from '../../lib/mailer';

interface Applicant {
  email: string;
  firstname: string;
  company_nm: string;
}

/** The applicant's mail when a registration is approved (docs/product.md §13.2). */
export const approvalMail = (row: Applicant, publicUrl: string): MailMessage => ({
  to: row.email,
  subject: 'Your account is approved',
  text: `Hello ${row.firstname},\n\nYour wholesale account for ${row.company_nm} is approved. Sign in at ${publicUrl}/login to see prices and order.\n`,
});

/**
 * The applicant's mail when a registration is rejected: it carries the reason staff gave (the CLI may
 * give none), and says whom to ask.
 */
export const rejectionMail = (row: Applicant, reason: string, serviceEmail: string): MailMessage => ({
  to: row.email,
  subject: 'About your account request',
  text: reason
    ? `Hello ${row.firstname},\n\nWe could not approve your wholesale account, for this reason:\n\n${reason}\n\nPlease contact customer service at ${serviceEmail} for details.\n`
    : `Hello ${row.firstname},\n\nWe could not approve your wholesale account. Please contact customer service at ${serviceEmail} for details.\n`,
});
