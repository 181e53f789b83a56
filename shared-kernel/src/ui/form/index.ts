export { FormField } from './form-field';
export type { ControlProps, FormFieldProps } from './form-field';
export { FormMessage } from './form-message';
export type { FormMessageProps } from './form-message';
export { SelectField } from './select-field';
export type { SelectFieldProps, SelectOption } from './select-field';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
