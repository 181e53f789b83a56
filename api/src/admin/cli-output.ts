import type { RegistrationRow, StaffRow } from '@storefront/shared-kernel/contracts';
import type { RemoteAnswer, RemoteCommand } from './admin-remote';
import type { CouponListRow } from './coupon-commands';

export const out = (line: string) => process.stdout.write(`${line}\n`);

/** A bar on stderr, drawn again as work goes: `[####......] 3000/10000 products (1200/s)`. */
export function progressBar(total: number, unit: string, label = '') {
  const started = Date.now();
  return (done: number) => {
    const width = 30;
    const filled = Math.round((Math.min(done, total) / Math.max(total, 1)) * width);
    const rate = Math.round(done / Math.max((Date.now() - started) / 1000, 0.001));
    process.stderr.write(
      `\r${label}[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${unit} (${rate}/s)`,
    );
    if (done >= total) process.stderr.write('\n');
  };
}

/** Continuation lines of a field (a remark of several lines) line up under its first. */
const INDENT = ' '.repeat(19);
const field = (label: string, value: string) =>
  `  ${`${label}:`.padEnd(17)}${(value || '-').split(/\r?\n/).join(`\n${INDENT}`)}`;

/** '2026-03-01 18:22 UTC': the registered time, as list-pending has always shown it, with its zone. */
const minuteUtc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** One registration as a block of labelled lines: every field the applicant gave (docs/product.md §13.2). */
export const registrationBlock = (r: RegistrationRow): string =>
  [
    `${r.email} (registration ${r.id}, registered ${minuteUtc(r.registeredAt)})`,
    field('Company', r.company),
    field('Name', `${r.firstName} ${r.lastName}`),
    field('Phone', r.tel),
    field('Cell phone', r.cellPhone),
    field('Fax', r.fax),
    field('Address', [r.addr, r.city, `${r.state} ${r.zipcode}`.trim(), r.country].filter(Boolean).join(', ')),
    field('EIN', r.ein),
    field('Business type', r.businessType),
    field('Licence no.', r.licenseNo),
    field("Seller's permit", r.sellerPermitNo),
    field('Remark', r.remark),
  ].join('\n');

const printPending = (rows: RegistrationRow[]) =>
  out(rows.length === 0 ? 'No registrations are waiting.' : rows.map(registrationBlock).join('\n\n'));

const printCoupons = (rows: CouponListRow[]) => {
  if (rows.length === 0) out('No discount codes yet.');
  for (const r of rows) out(`${r.code}\t${r.off}\tfrom ${r.from}\tuntil ${r.until}\t${r.state}\t${r.description}`);
};

export const staffLine = (m: StaffRow) =>
  `${m.email}\t${m.name || '-'}\t${m.role}\t${m.active ? 'active' : 'disabled'}\t${m.passwordSet ? 'password set' : 'no password yet'}`;

function reportDecision(request: RemoteCommand & { command: 'approve' | 'reject' }, answer: RemoteAnswer): number {
  const verb = request.command === 'approve' ? 'approved' : 'rejected';
  if (!answer.found) {
    out(`No account with email ${request.email}`);
    return 2;
  }
  if (answer.refused) {
    out(`${request.email}: ${answer.refused}`);
    return 2;
  }
  if (answer.unchanged) {
    out(`${request.email}: already ${verb}, nothing sent`);
    return 0;
  }
  out(`${request.email}: ${verb}`);
  const decided = answer.registration;
  // The terms the account now has: the tax exemption may be the seller's-permit default.
  if (request.command === 'approve' && decided)
    out(`Price level ${decided.priceLevel}, tax-exempt: ${decided.taxExempt ? 'yes' : 'no'}`);
  if (request.command === 'reject' && decided?.rejectReason) out(`Reason: ${decided.rejectReason}`);
  if (answer.mailSent === false) out('The email to the applicant could not be sent.');
  return 0;
}

/** Prints a command's outcome the same way whether the server or the CLI carried it out; the exit code. */
export function report(request: RemoteCommand, answer: RemoteAnswer): number {
  switch (request.command) {
    case 'list-pending':
      printPending(answer.pending ?? []);
      return 0;
    case 'approve':
    case 'reject':
      return reportDecision(request, answer);
    case 'coupon-list':
      printCoupons(answer.coupons ?? []);
      return 0;
    case 'coupon-add':
      out(answer.added ? `${request.coupon.code}: added` : `A discount code ${request.coupon.code} exists already`);
      return answer.added ? 0 : 2;
    case 'coupon-disable':
      out(answer.found ? `${request.code}: disabled` : `No discount code ${request.code}`);
      return answer.found ? 0 : 2;
    case 'staff-add':
      out(`${answer.member?.email ?? request.email}: added as ${request.role}`);
      out(`Set-password link (valid 24 hours): ${answer.link ?? ''}`);
      return 0;
    case 'staff-list': {
      const staff = answer.staff ?? [];
      if (staff.length === 0) out('No staff members yet.');
      for (const member of staff) out(staffLine(member));
      return 0;
    }
    case 'staff-disable':
      out(answer.found ? `${request.email}: disabled` : `No staff member with email ${request.email}`);
      return answer.found ? 0 : 2;
  }
}
