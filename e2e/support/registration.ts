/** Who applies, in the fields a journey varies. */
export interface Applicant {
  email: string;
  password: string;
  firstname: string;
  companyNm: string;
}

/** A registration with every field filled, as the form sends it (docs/product.md §4.6 requires them all). */
export const registration = (who: Applicant) => ({
  password: who.password,
  firstname: who.firstname,
  lastname: 'Journey',
  email: who.email,
  tel: '310-555-0100',
  cellPhone: '310-555-0101',
  fax: '310-555-0102',
  companyNm: who.companyNm,
  addr: '1 Test Way',
  city: 'Torrance',
  zipcode: '90501',
  state: 'CA',
  country: 'United States',
  ein: '12-3456789',
  bType: 'Retail store',
  bLicenseNo: 'BL-1',
  spNo: 'SP-1',
  remark: 'Registered by a journey',
});
