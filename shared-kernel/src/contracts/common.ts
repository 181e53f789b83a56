import { z } from 'zod';
import { ID_STYLE_MAX_LENGTH, MAX_QUANTITY } from '../domain/constants';
import { MAX_ID } from '../domain/ids';
import { usStateCode } from '../domain/us-states';

/**
 * The error answer of every failing call: `{ is_success: false, message, code }`, plus the failing
 * fields on a 400 so a form can point at them.
 */
export const apiErrorSchema = z.object({
  is_success: z.literal(false),
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A call's definition: where it lives and the schemas of what goes in and what comes back. The
 * method and path keep their literal types, so a client naming a call's path is checked against it.
 */
export interface CallContract<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
  Path extends string = string,
> {
  method: Method;
  path: Path;
  summary: string;
  request: Request;
  response: Response;
}

export const defineCall = <
  Request extends z.ZodType,
  Response extends z.ZodType,
  const Method extends 'GET' | 'POST',
  const Path extends string,
>(
  call: CallContract<Request, Response, Method, Path>,
): CallContract<Request, Response, Method, Path> => call;

export type RequestOf<C> = C extends CallContract<infer R, z.ZodType, 'GET' | 'POST', string> ? z.input<R> : never;
export type ResponseOf<C> = C extends CallContract<z.ZodType, infer R, 'GET' | 'POST', string> ? z.output<R> : never;

// ---- Building blocks shared by the call contracts ----

/** Decimal text as a query string carries a number: digits, an optional sign, point and exponent. */
const NUMBER_TEXT = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/**
 * A number that may arrive as text (query strings carry only text): a JSON number or numeric text.
 * Unlike z.coerce, `true`, `null`, `[5]` or blank text are refused, not turned into 1, 0 or 5.
 */
export const numberFromText = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value), schema);

/** true/false, also as the text 'true'/'false' (z.coerce.boolean would read 'false' as true). */
export const booleanFromText = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Must be true or false' }),
);

/** The range of the database's `integer` columns, which every id and code sent as a whole number lands in. */
const INT32 = { min: -MAX_ID - 1, max: MAX_ID };

interface RangeIssue {
  code: string;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
}

const isMissing = (input: unknown) => input === undefined || input === null;

/**
 * What a text field says of a value that is no text: missing when absent; a list (a query parameter
 * given twice) or a number is there but wrong, and "is required" would tell the caller to send it.
 */
const notText = (label: string, missing: string) => (issue: { input?: unknown }) =>
  isMissing(issue.input)
    ? missing
    : Array.isArray(issue.input)
      ? `${label} must be given once`
      : `${label} must be text`;

/**
 * The product's words for a request field that is missing or of the wrong type, for the schemas that
 * take no label of their own (a text, list, object, choice, number): `label is required` when absent,
 * else what it must be. Every request field says so in words (contract-messages.test.ts walks them all).
 */
const missingOr =
  (label: string, mustBe: string, missing = `${label} is required`) =>
  (issue: { input?: unknown }) =>
    isMissing(issue.input) ? missing : `${label} must be ${mustBe}`;

/** A text of any length limit, in words when missing or not text (`missing` for an absent one). */
export const textOf = (label: string, missing = `${label} is required`) => z.string({ error: notText(label, missing) });

/** One of a fixed list of values: 'addressType must be one of: ship, bill'. */
export const choiceOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: missingOr(label, `one of: ${values.join(', ')}`) });

/** A list of `item`s. */
export const listOf = <T extends z.ZodType>(label: string, item: T) =>
  z.array(item, { error: missingOr(label, 'a list') });

/** An object of named fields (a request's `data`, `entity`…). */
export const objectOf = <T extends z.core.$ZodLooseShape>(label: string, shape: T) =>
  z.object(shape, { error: missingOr(label, 'an object') });

/** Any number, from a JSON number or numeric text. */
export const numberParam = (label: string) => numberFromText(z.number({ error: missingOr(label, 'a number') }));

/** Words for a number's range check that brought no message of its own. */
const rangeMessage = ({ code, minimum, maximum, inclusive }: RangeIssue): string | undefined => {
  if (code === 'too_small') {
    if (minimum === 0 && !inclusive) return 'Must be a positive number';
    return inclusive ? `Must be at least ${String(minimum)}` : `Must be more than ${String(minimum)}`;
  }
  if (code === 'too_big')
    return inclusive ? `Must be at most ${String(maximum)}` : `Must be less than ${String(maximum)}`;
  return undefined;
};

/**
 * A whole number that may arrive as text; `limits` narrows it (`(n) => n.positive()`). Bounded to the
 * database's integer range: a larger id cannot exist, and PostgreSQL would refuse it as an error.
 * Missing (or null) it says `missing`, in the product's words where the call has some.
 */
export const intParam = (limits: (n: z.ZodNumber) => z.ZodNumber = (n) => n, missing = 'This field is required') =>
  numberFromText(
    limits(
      z
        .number({
          // The schema's own message is also the one of every check without a message of its own
          // (a `positive()` of `limits`), though its type names only the type issue.
          error: (issue) =>
            rangeMessage(issue as unknown as RangeIssue) ?? (isMissing(issue.input) ? missing : 'Must be a number'),
        })
        .int('Must be a whole number')
        .min(INT32.min, 'Number is out of range')
        .max(INT32.max, 'Number is out of range'),
    ),
  );

/** The caller's customer id as the client sends it; the server only checks it against the token. */
export const idCustomerParam = intParam((n) => n.positive()).optional();

export const QUANTITY_TOO_LARGE = 'Quantity is too large';

/** A quantity: a positive whole number (docs/product.md §6.1), capped to keep totals in range. */
export const quantitySchema = numberFromText(
  z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .positive('Quantity must be a positive number')
    .max(MAX_QUANTITY, QUANTITY_TOO_LARGE),
);

/** A product SKU: may contain slashes (docs/product.md §12.1). */
export const idStyleSchema = z
  .string({ error: notText('idStyle', 'idStyle is required') })
  .trim()
  .min(1, 'idStyle is required')
  .max(ID_STYLE_MAX_LENGTH, 'idStyle is too long');

/** Dollars with two decimals as shown; the server keeps integer cents inside. */
export const moneySchema = z.number();

/** Present only for a caller with a valid session (prices are never sent to visitors). */
export const priceSchema = z.number().nullable();

export const okSchema = z.object({ is_success: z.literal(true), message: z.string().optional() });
export type Ok = z.infer<typeof okSchema>;

/**
 * Control characters (a line break among them): no one-line field holds one. A name with a line break
 * in it would write lines of its own into the mails it goes into (the customer-service mail's "From:").
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const isOneLine = (text: string) => !CONTROL_CHARACTERS.test(text);

/** Something to read: not only spaces and invisible formatting (a zero-width space passed as a name). */
const VISIBLE = /[^\s\p{Cf}]/u;

/** A non-empty, trimmed text of several lines (a remark), with the product's wording in its messages. */
export const requiredLines = (label: string, max = 200, missing = `${label} is required`) =>
  z
    .string({ error: notText(label, missing) })
    .trim()
    .max(max, `${label} is too long`)
    // Blank or invisible alike: one check, so a blank field is told once.
    .refine((text) => VISIBLE.test(text), missing);

/** A non-empty, trimmed one-line text field with the product's wording in its message (`missing` when absent or blank). */
export const requiredText = (label: string, max = 200, missing = `${label} is required`) =>
  requiredLines(label, max, missing).refine(isOneLine, `${label} must be on one line`);

/**
 * A US state or territory by code or name, kept as its USPS code: addresses are US-state-centric
 * (docs/product.md §1.1) and the ship-to state sets the sales tax (§7.6), so a state the product does
 * not know is refused rather than taxed at nothing.
 */
export const usStateSchema = (label = 'State', missing = `${label} is required`) =>
  requiredText(label, 60, missing).transform((text, context) => {
    const code = usStateCode(text);
    if (code) return code;
    context.addIssue({ code: 'custom', message: `${label} must be a US state or territory` });
    return z.NEVER;
  });

/** A trimmed one-line text that may be empty; `label` names the field in its messages. */
export const oneLineText = (max = 200, label = 'This field') =>
  z
    .string({ error: notText(label, `${label} must be text`) })
    .trim()
    .max(max, `${label} is too long`)
    .refine(isOneLine, `${label} must be on one line`);

export const optionalText = (max = 200, label?: string) => oneLineText(max, label).optional().default('');

/** An optional text field of an update: left out (undefined) means "keep what is stored". */
export const keptText = (max = 200, label?: string) => oneLineText(max, label).optional();

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .email('Please enter a valid email address')
  .transform((value) => value.toLowerCase());

/** Paths of uploaded/generated files as served by the API (`/uploads/...`). */
export const filePathSchema = z.string();
