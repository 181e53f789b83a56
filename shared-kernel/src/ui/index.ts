// The declarations of CSS Modules travel with the kernel's UI to every package that renders it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../css-modules.d.ts" />
export { Button } from './button/button';
export type { ButtonProps, ButtonVariant } from './button/button';
export { Dialog } from './dialog/dialog';
export type { DialogProps } from './dialog/dialog';
export { useFocusFirstInvalid } from './focus/use-focus-first-invalid';
export { FormField, FormMessage, SelectField, TextField } from './form';
export type {
  ControlProps,
  FormFieldProps,
  FormMessageProps,
  SelectFieldProps,
  SelectOption,
  TextFieldProps,
} from './form';
export { LoadFailure } from './load-failure/load-failure';
export { LoadRegion, useFocusLoadRegion } from './load-failure/load-region';
export { SITE_NAME, pageTitle, usePageTitle } from './page-title/page-title';
export { Pagination } from './pagination/pagination';
export type { PaginationProps } from './pagination/pagination';
export { PriceTag } from './price-tag/price-tag';
export type { PriceTagProps } from './price-tag/price-tag';
export { QuantityStepper } from './quantity-stepper/quantity-stepper';
export type { QuantityStepperProps } from './quantity-stepper/quantity-stepper';
export { Spinner } from './spinner/spinner';
export type { SpinnerProps } from './spinner/spinner';
export {
  ERROR_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  clearToasts,
  dismissToast,
  notify,
  toastStore,
} from './toast/toast-store';
export type { NotifyOptions, Toast, ToastTone } from './toast/toast-store';
export { ToastViewport } from './toast/toast-viewport';
export { VisuallyHidden } from './visually-hidden';
export { cx } from './class-names';
