import { z } from 'zod';
import { SERVICE_CASE_KINDS } from '../service-desk/service-case-choices';
import {
  choiceOf,
  defineCall,
  emailSchema,
  idCustomerParam,
  keptText,
  objectOf,
  okSchema,
  optionalText,
  requiredLines,
  requiredText,
  usStateSchema,
} from './common';
import { customerRoutes } from './customer.routes';

export const PASSWORD_MIN = 8;
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
  .max(200, 'Password is too long');

/** The signed-in user as the client stores it (docs/product.md §4.1). */
export const sessionUserSchema = z.object({
  userId: z.number().int(),
  idCustomer: z.number().int(),
  idStore: z.number().int(),
  brandId: z.number().int(),
  brandCode: z.string(),
  zipcode: z.string(),
  companyNm: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  tel: z.string(),
  cellPhone: z.string(),
  fax: z.string(),
  priceLev: z.number().int(),
  receiveEmail: z.boolean(),
  SPermit: z.string(),
  token: z.string(),
  /** Expiry of the token, seconds since the epoch (the same value as its `exp` claim). */
  tokenExp: z.number().int(),
  loginDt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginCall = defineCall({
  ...customerRoutes.login,
  summary: 'Signs in an approved customer by email and password',
  request: z.object({
    // Each limit names its own words: without them zod 4 would answer the type's 'is required' message.
    userId: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254, 'Email is too long'),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(200, 'Password is too long'),
  }),
  response: okSchema.extend({ message: z.string(), user: sessionUserSchema }),
});

/**
 * docs/product.md §4.6: every registration field must be non-empty. The form says so before sending; the
 * server holds the same rule for any other caller, naming each empty field in the form's words.
 */
export const registrationSchema = objectOf('customerInfo', {
  password: passwordSchema,
  firstname: requiredText('First name', 100),
  lastname: requiredText('Last name', 100),
  email: emailSchema,
  tel: requiredText('Telephone', 40),
  cellPhone: requiredText('Mobile phone', 40),
  fax: requiredText('Fax', 40),
  companyNm: requiredText('Business name', 200),
  addr: requiredText('Address', 200),
  city: requiredText('City', 100),
  zipcode: requiredText('Zip code', 20),
  state: usStateSchema(),
  country: requiredText('Country', 100),
  ein: requiredText('EIN (Federal Tax ID)', 40),
  bType: requiredText('Business type', 100),
  bLicenseNo: requiredText('Business license no.', 100),
  /** Seller's permit number: on file = tax-exempt (docs/product.md §7.6). */
  spNo: requiredText("Seller's permit no.", 100),
  remark: requiredLines('Remark', 2000),
});
export type Registration = z.infer<typeof registrationSchema>;

export const registerCall = defineCall({
  ...customerRoutes.register,
  summary: 'Registers a business customer; the account waits for approval by customer service',
  request: z.object({ customerInfo: registrationSchema }),
  response: okSchema.extend({ message: z.string() }),
});

export const profileSchema = z.object({
  idCustomer: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  companyNm: z.string(),
  email: z.string(),
  tel: z.string(),
  fax: z.string(),
  cellPhone: z.string(),
  zipcode: z.string(),
  priceLev: z.number().int(),
  SPermit: z.string(),
});

export const getProfileCall = defineCall({
  ...customerRoutes.getProfile,
  summary: "The caller's customer record",
  request: z.object({ idCustomer: idCustomerParam }),
  response: z.object({ is_success: z.literal(true), data: profileSchema }),
});

export const setCustomerCall = defineCall({
  ...customerRoutes.setCustomer,
  summary: "Updates the caller's customer info (business name, names, email, phones)",
  request: z.object({
    idCustomer: idCustomerParam,
    customerInfo: objectOf('customerInfo', {
      companyNm: requiredText('Business name', 200),
      firstname: requiredText('First name', 100),
      lastname: requiredText('Last name', 100),
      email: emailSchema,
      // A phone left out keeps what is stored (another caller may not know it); '' clears it.
      tel: keptText(40, 'Telephone'),
      fax: keptText(40, 'Fax'),
      cellPhone: keptText(40, 'Mobile phone'),
    }),
  }),
  response: okSchema.extend({ data: profileSchema }),
});

export const changePasswordCall = defineCall({
  ...customerRoutes.changePassword,
  summary: 'Changes the password; older sessions end and a fresh token is returned',
  request: z.object({
    idCustomer: idCustomerParam,
    cpassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(200, 'Current password is too long'),
    npassword: passwordSchema,
  }),
  response: okSchema.extend({ message: z.string(), token: z.string(), tokenExp: z.number().int() }),
});

export const requestPasswordResetCall = defineCall({
  ...customerRoutes.requestPasswordReset,
  summary: 'Emails a single-use, expiring reset link (the answer is the same whether or not the account exists)',
  request: z.object({ email: emailSchema }),
  response: okSchema.extend({ message: z.string() }),
});

export const resetPasswordCall = defineCall({
  ...customerRoutes.resetPassword,
  summary: 'Sets a new password with a reset token; older sessions end',
  request: z.object({
    token: z.string({ error: 'The reset link is invalid' }).trim().min(10, 'The reset link is invalid').max(200),
    newPassword: passwordSchema,
  }),
  response: okSchema.extend({ message: z.string() }),
});

/** csInfo of register-cs (sent as a JSON text field of the multipart body). */
export const csInfoSchema = z.object(
  {
    idCustomer: idCustomerParam,
    firstname: requiredText('First name', 100),
    lastname: requiredText('Last name', 100),
    email: emailSchema,
    message: z
      .string({ error: 'Please enter a message of at least 10 characters.' })
      .trim()
      .min(11, 'Please enter a message of at least 10 characters.')
      .max(5000, 'The message is too long'),
    /** A question, or a quote request (Contact Us's "Request a quote"): the kind of the case it makes (§13.9). */
    kind: choiceOf('Kind', SERVICE_CASE_KINDS).optional().default('question'),
  },
  {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'csInfo is required' : 'csInfo must be an object',
  },
);

// The attachment limits are a zod-free value in domain/, so the contact form can use the same one.
export { CS_UPLOAD_LIMITS } from '../domain/upload-limits';

export const registerCsCall = defineCall({
  ...customerRoutes.registerCs,
  summary:
    'Sends a message (or a quote request: csInfo.kind quote) to customer service, and makes it a case of the service desk. multipart/form-data: csInfo (JSON text), destination, files (up to 5, 5 MB each, 20 MB together, 50 MB per account in 24 hours: pdf, png, jpeg, gif, webp, txt, csv, xlsx, docx, the type read from the content and agreeing with the name). 413 past a size or count, 415 for another type, 429 past the daily amount, 503 when the message cannot be stored',
  request: z.object({ csInfo: csInfoSchema, destination: optionalText(100, 'Destination') }),
  response: okSchema.extend({
    message: z.string(),
    files: z.number().int(),
    /** The number of the case the message became (docs/product.md §13.9); the server always sends it. */
    caseNo: z.number().int().optional(),
  }),
});
