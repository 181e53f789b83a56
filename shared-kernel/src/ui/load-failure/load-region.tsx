import { createContext, useContext, useRef, type HTMLAttributes, type RefObject } from 'react';
import { cx } from '../class-names';
import styles from './load-region.module.css';

const LoadRegionContext = createContext<RefObject<HTMLDivElement | null> | null>(null);

/**
 * The place where something loads: its spinner, its LoadFailure, then its content. Retry replaces the
 * failure (and the focused button with it) by a spinner, so focus would fall to the page; it moves
 * here instead (useFocusLoadRegion), and a keyboard or screen-reader user stays where they were. Like
 * the shell's main area, it takes focus from script only and shows no ring for it.
 */
export function LoadRegion({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <LoadRegionContext value={ref}>
      <div {...rest} ref={ref} tabIndex={-1} className={cx(styles.region, className)}>
        {children}
      </div>
    </LoadRegionContext>
  );
}

/**
 * Moves focus to the nearest LoadRegion around the caller, for a Retry about to be replaced. Outside
 * one it does nothing.
 */
export function useFocusLoadRegion(): () => void {
  const region = useContext(LoadRegionContext);
  return () => region?.current?.focus({ preventScroll: true });
}
