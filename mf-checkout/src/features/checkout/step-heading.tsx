import { useEffect, useRef, type ReactNode } from 'react';
import styles from './checkout-page.module.css';

/**
 * A step's title. When the buyer moves between steps (Next, Back, the browser's back button) focus
 * lands here, so a screen reader announces the new step and Tab starts from its top.
 */
export function StepHeading({ children, focusOnMount }: { children: ReactNode; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h2 ref={ref} tabIndex={-1} className={styles.stepTitle}>
      {children}
    </h2>
  );
}
