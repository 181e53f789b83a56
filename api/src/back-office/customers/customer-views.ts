import type { CustomerDetail, CustomerProfile, RegistrationRow } from '@storefront/shared-kernel/contracts';
import { fromCents } from '@storefront/shared-kernel/domain';
import type { CustomerRow } from '../../modules/customer/customer.repository';

/** Every field the applicant gave (docs/product.md §4.6), under the back office's names. */
export const profileOf = (row: CustomerRow): CustomerProfile => ({
  company: row.company_nm,
  firstName: row.firstname,
  lastName: row.lastname,
  email: row.email,
  tel: row.tel,
  cellPhone: row.cell_phone,
  fax: row.fax,
  addr: row.addr,
  city: row.city,
  state: row.state,
  zipcode: row.zipcode,
  country: row.country,
  ein: row.ein,
  businessType: row.b_type,
  licenseNo: row.b_license_no,
  sellerPermitNo: row.sp_no,
  remark: row.remark,
});

const isoOrNull = (at: Date | null) => (at ? new Date(at).toISOString() : null);

export const toRegistrationRow = (row: CustomerRow): RegistrationRow => ({
  id: row.id,
  ...profileOf(row),
  status: row.status,
  priceLevel: row.price_lev,
  taxExempt: row.tax_exempt,
  registeredAt: new Date(row.created_at).toISOString(),
  decidedAt: isoOrNull(row.decided_at),
  rejectReason: row.reject_reason,
});

export const creditLimitOf = (row: Pick<CustomerRow, 'credit_limit_cents'>): number | null =>
  row.credit_limit_cents === null ? null : fromCents(row.credit_limit_cents);

/** A customer with its terms; `unpaidOnTermsCents` is what its unpaid orders on terms come to. */
export const toCustomerDetail = (row: CustomerRow, unpaidOnTermsCents: number): CustomerDetail => ({
  id: row.id,
  ...profileOf(row),
  status: row.status,
  priceLevel: row.price_lev,
  taxExempt: row.tax_exempt,
  creditLimit: creditLimitOf(row),
  unpaidOnTerms: fromCents(unpaidOnTermsCents),
  registeredAt: new Date(row.created_at).toISOString(),
  decidedAt: isoOrNull(row.decided_at),
  rejectReason: row.reject_reason,
});

/** What the audit log keeps of a customer's status and terms (docs/product.md §13.1). */
export const auditedTerms = (row: CustomerRow) => ({
  status: row.status,
  priceLevel: row.price_lev,
  taxExempt: row.tax_exempt,
  creditLimit: creditLimitOf(row),
  rejectReason: row.reject_reason,
});
