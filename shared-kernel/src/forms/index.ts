export { readFailure } from './read-failure';
export type { FailureWording, FieldErrors, ReadFailure, RefusalReading } from './read-failure';
export { useSubmit } from './use-submit';
export type { FieldBinding, SubmitForm, SubmitOptions } from './use-submit';
export { useFieldValues } from './use-field-values';
