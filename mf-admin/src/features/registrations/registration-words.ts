import type { CustomerStatus, RegistrationRow } from '@storefront/shared-kernel';
import { formatDateTime } from '../../lib/format';

// A feature imports no other feature: the few words this page shares with the customers page are its own here.

/** What the page says of the last decision, or why it was not made. */
export interface DecisionNoticeText {
  tone: 'success' | 'error';
  text: string;
}

export const STATUS_LABELS: Readonly<Record<CustomerStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  inactive: 'Inactive',
};

/** The price levels an approval can give: 1 to 4 (product_prices has a row per product for each). */
export const PRICE_LEVEL_OPTIONS = ['1', '2', '3', '4'].map((level) => ({ value: level, label: `Level ${level}` }));

/** What the page says when a decision got no answer: it may still have been made. */
export const NO_ANSWER = 'No answer came: reload the page to see whether the decision was made.';

/** How the pages name an applicant: its company, else its email. */
export const applicantName = (registration: Pick<RegistrationRow, 'company' | 'email'>): string =>
  registration.company.trim() || registration.email;

/** Pre-checks tax-exempt on the approve form: a seller's permit is on file (docs/product.md §13.2). */
export const hasSellerPermit = (registration: Pick<RegistrationRow, 'sellerPermitNo'>): boolean =>
  registration.sellerPermitNo.trim() !== '';

/** What the page says of a decision made (docs/product.md §13.2), and whether the applicant's email went. */
export function decisionNotice(registration: RegistrationRow, mailSent: boolean): DecisionNoticeText {
  const name = applicantName(registration);
  const mail = mailSent
    ? registration.status === 'rejected'
      ? 'The applicant was emailed the reason.'
      : 'The applicant was emailed.'
    : 'The email to the applicant could not be sent: please let them know.';
  const decision =
    registration.status === 'rejected'
      ? `${name} is rejected.`
      : `${name} is approved at price level ${registration.priceLevel}, ` +
        `${registration.taxExempt ? 'tax-exempt' : 'not tax-exempt'}.`;
  return { tone: 'success', text: `${decision} ${mail}` };
}

/** Every field an applicant gives when registering (docs/product.md §4.6), and when, as the back office names them. */
export const applicantFacts = (r: RegistrationRow): { term: string; value: string }[] => [
  { term: 'Company', value: r.company },
  { term: 'First name', value: r.firstName },
  { term: 'Last name', value: r.lastName },
  { term: 'Email', value: r.email },
  { term: 'Telephone', value: r.tel },
  { term: 'Mobile phone', value: r.cellPhone },
  { term: 'Fax', value: r.fax },
  {
    term: 'Address',
    value: [r.addr, [r.city, `${r.state} ${r.zipcode}`.trim()].filter(Boolean).join(', '), r.country]
      .filter((line) => line.trim() !== '')
      .join('\n'),
  },
  { term: 'EIN', value: r.ein },
  { term: 'Business type', value: r.businessType },
  { term: 'Business licence no.', value: r.licenseNo },
  { term: "Seller's permit no.", value: r.sellerPermitNo },
  { term: 'Remark', value: r.remark },
  { term: 'Registered', value: formatDateTime(r.registeredAt) },
];
