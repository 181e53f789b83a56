import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { cx } from '../class-names';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  fullWidth?: boolean;
  /**
   * Its action is running: presses are ignored (a form submit included) and it says so with
   * aria-disabled. It stays focusable: `disabled` would drop keyboard focus to the page (in a dialog,
   * out of it), so a keyboard or screen-reader user lost their place on every submit.
   */
  isBusy?: boolean;
}

/** A button that is `type="button"` unless told otherwise, so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    fullWidth = false,
    isBusy = false,
    type = 'button',
    className,
    onClick,
    ...rest
  },
  ref,
) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (isBusy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={cx(
        styles.button,
        styles[variant],
        size === 'small' && styles.small,
        fullWidth && styles.fullWidth,
        className,
      )}
      aria-disabled={isBusy || undefined}
      onClick={press}
      {...rest}
    />
  );
});
