import { describeFailure } from '../api-client/call-failure';

/** A form's message per field, by the form's own field names. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** How a form reads the server's refusal where its words differ from the API's. */
export interface RefusalReading<Field extends string> {
  /** The form's field for an API field of another name (`cpassword` is the form's `old`). */
  renamed?: Partial<Record<string, Field>>;
  /** A refusal naming no field that is still about one, by its code (`WRONG_PASSWORD`): its message goes there. */
  byCode?: Partial<Record<string, Field>>;
}

/** The form's words for a failure the server did not put into words. */
export interface FailureWording {
  /** For a refusal that came without a message. */
  fallback: string;
  /** For a call that got no answer (network, timeout): the server may still have carried it out. */
  noAnswer: string;
}

export interface ReadFailure<Field extends string> {
  errors: FieldErrors<Field>;
  /** The whole form's message: the server's, else the form's own wording. */
  message: string;
}

/**
 * A failed call as a form shows it: the fields the refusal names (by the last part of their path, or as
 * `renamed`), the field a refusal of a code in `byCode` is about, and one message for the form.
 */
export function readFailure<Field extends string>(
  error: unknown,
  { renamed = {}, byCode = {} }: RefusalReading<Field>,
  wording: FailureWording,
): ReadFailure<Field> {
  const failure = describeFailure(error);
  if (failure.kind === 'exception') return { errors: {}, message: wording.noAnswer };
  const errors: FieldErrors<Field> = {};
  for (const [name, text] of Object.entries(failure.fields)) errors[renamed[name] ?? (name as Field)] = text;
  const about = failure.code === undefined ? undefined : byCode[failure.code];
  if (about !== undefined && failure.message) errors[about] ??= failure.message;
  return { errors, message: failure.message || wording.fallback };
}
