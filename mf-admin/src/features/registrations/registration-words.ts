import type { RegistrationRow } from '@storefront/shared-kernel';
import type { NoticeText } from '../../components/notice';
import { customerName, profileFacts } from '../../lib/customer-words';
import { formatDateTime } from '../../lib/format';

/** What the page says when a decision got no answer: it may still have been made. */
export const NO_ANSWER = 'No answer came: reload the page to see whether the decision was made.';

/** Pre-checks tax-exempt on the approve form: a seller's permit is on file (docs/product.md §13.2). */
export const hasSellerPermit = (registration: Pick<RegistrationRow, 'sellerPermitNo'>): boolean =>
  registration.sellerPermitNo.trim() !== '';

/** What the page says of a decision made (docs/product.md §13.2), and whether the applicant's email went. */
export function decisionNotice(registration: RegistrationRow, mailSent: boolean): NoticeText {
  const name = customerName(registration);
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
  ...profileFacts(r),
  { term: 'Registered', value: formatDateTime(r.registeredAt) },
];
