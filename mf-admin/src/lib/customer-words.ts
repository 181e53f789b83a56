import type { CustomerProfile, CustomerStatus } from '@storefront/shared-kernel';
import { PRICE_LEVELS } from '@storefront/shared-kernel/back-office';

/**
 * The back office's words for a customer's status, price level and profile (docs/product.md §13.2), shared by
 * the customers' and the registrations' pages; the price levels are the kernel's list the API checks.
 */
export const STATUS_LABELS: Readonly<Record<CustomerStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  inactive: 'Inactive',
};

export const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as CustomerStatus[]).map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

/** The price levels a customer can be given: 1 to 4 (product_prices has a row per product for each). */
export const PRICE_LEVEL_OPTIONS = PRICE_LEVELS.map((level) => ({ value: String(level), label: `Level ${level}` }));

/** Every field an applicant gives when registering (docs/product.md §4.6), as the back office names them. */
export const profileFacts = (profile: CustomerProfile): { term: string; value: string }[] => [
  { term: 'Company', value: profile.company },
  { term: 'First name', value: profile.firstName },
  { term: 'Last name', value: profile.lastName },
  { term: 'Email', value: profile.email },
  { term: 'Telephone', value: profile.tel },
  { term: 'Mobile phone', value: profile.cellPhone },
  { term: 'Fax', value: profile.fax },
  {
    term: 'Address',
    value: [profile.addr, [profile.city, `${profile.state} ${profile.zipcode}`.trim()].filter(Boolean).join(', ')]
      .concat(profile.country)
      .filter((line) => line.trim() !== '')
      .join('\n'),
  },
  { term: 'EIN', value: profile.ein },
  { term: 'Business type', value: profile.businessType },
  { term: 'Business licence no.', value: profile.licenseNo },
  { term: "Seller's permit no.", value: profile.sellerPermitNo },
  { term: 'Remark', value: profile.remark },
];

/** How the pages name a customer or an applicant: its company, else its email. */
export const customerName = (customer: { company: string; email: string }): string =>
  customer.company.trim() || customer.email;
