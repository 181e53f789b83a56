import type { ReactNode } from 'react';
import { cx } from '@storefront/shared-kernel';
import styles from './admin.module.css';

export type NoticeTone = 'info' | 'success' | 'error';

/** What a page says of the last thing done, or why it was not. */
export interface NoticeText {
  tone: 'success' | 'error';
  text: string;
}

export interface NoticeProps {
  tone?: NoticeTone;
  children: ReactNode;
  className?: string;
}

/**
 * The back office's status and notice area: what an action did, or why it did not. A success or piece of
 * information is a polite status; a failure an alert, heard at once.
 */
export function Notice({ tone = 'info', children, className }: NoticeProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx(styles.notice, styles[tone], className)}>
      {children}
    </div>
  );
}
