import type { MouseEvent } from 'react';
import { Button, cx, type ButtonProps } from '@storefront/shared-kernel';
import styles from './busy-button.module.css';

export interface BusyButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** The button's action is running: further presses are ignored. */
  isBusy: boolean;
}

/**
 * A button that stays focusable while its action runs. `disabled` would drop keyboard focus to the
 * page (in a dialog: out of it, where Escape no longer closes it and Tab reaches the page behind),
 * so the button is only marked aria-disabled and its presses, a form submit included, are ignored.
 */
export function BusyButton({ isBusy, onClick, className, ...rest }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (isBusy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      {...rest}
      aria-disabled={isBusy || undefined}
      className={cx(styles.busyButton, className)}
      onClick={press}
    />
  );
}
