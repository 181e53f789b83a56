import type { Registration } from '@storefront/shared-kernel';
import { COUNTRIES, DEFAULT_COUNTRY, US_STATES } from '@storefront/shared-kernel/places';

export type RegistrationForm = Record<keyof Registration, string>;

export const EMPTY_REGISTRATION: RegistrationForm = {
  companyNm: '',
  bType: '',
  ein: '',
  bLicenseNo: '',
  spNo: '',
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  tel: '',
  cellPhone: '',
  fax: '',
  addr: '',
  city: '',
  state: '',
  zipcode: '',
  country: DEFAULT_COUNTRY,
  remark: '',
};

export const BUSINESS_TYPES = [
  'Retail store',
  'Online retailer',
  'Wholesaler / Distributor',
  'Restaurant / Food service',
  'Beauty salon / Spa',
  'Other',
].map((value) => ({ value, label: value }));

export const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
export const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));

type FieldSpec = {
  name: keyof Registration;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  select?: readonly { value: string; label: string }[];
  multiline?: boolean;
};

/** The registration fields (docs/product.md §4.6), in the order the form shows them, by fieldset. */
export const REGISTRATION_SECTIONS: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: 'Business',
    fields: [
      { name: 'companyNm', label: 'Business Name', autoComplete: 'organization' },
      { name: 'bType', label: 'Business Type', select: BUSINESS_TYPES },
      { name: 'ein', label: 'EIN (Federal Tax ID)' },
      { name: 'bLicenseNo', label: 'Business License No.' },
      { name: 'spNo', label: "Seller's Permit No." },
    ],
  },
  {
    legend: 'Contact and sign-in',
    fields: [
      { name: 'firstname', label: 'First Name', autoComplete: 'given-name' },
      { name: 'lastname', label: 'Last Name', autoComplete: 'family-name' },
      { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
      { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
      { name: 'tel', label: 'Telephone', type: 'tel', autoComplete: 'tel' },
      { name: 'cellPhone', label: 'Mobile Phone', type: 'tel', autoComplete: 'mobile tel' },
      { name: 'fax', label: 'Fax', type: 'tel', autoComplete: 'fax tel' },
    ],
  },
  {
    legend: 'Business address',
    fields: [
      { name: 'addr', label: 'Address', autoComplete: 'street-address' },
      { name: 'city', label: 'City', autoComplete: 'address-level2' },
      { name: 'state', label: 'State', select: STATE_OPTIONS, autoComplete: 'address-level1' },
      { name: 'zipcode', label: 'Zip Code', autoComplete: 'postal-code' },
      { name: 'country', label: 'Country', select: COUNTRY_OPTIONS, autoComplete: 'country-name' },
    ],
  },
  {
    legend: 'Anything else',
    fields: [{ name: 'remark', label: 'Remark', multiline: true }],
  },
];

/**
 * docs/product.md §4.6: every field must be filled. Each empty one, in the form's order, with the words the
 * server uses for it ('{label} is required'); none empty, an empty object.
 */
export const emptyFieldErrors = (values: RegistrationForm): Partial<Record<keyof Registration, string>> =>
  Object.fromEntries(
    REGISTRATION_SECTIONS.flatMap((s) => s.fields)
      .filter((f) => values[f.name].trim() === '')
      .map((f) => [f.name, `${f.label} is required`]),
  );
