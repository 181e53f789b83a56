import { useEffect, useRef } from 'react';
import { Notice, type NoticeText } from '../../components/notice';
import styles from './registrations.module.css';

/**
 * What the last decision did, or why not. Focus comes here when it changes: the row decided on leaves the
 * queue with the button that had focus, and a keyboard user goes on from the notice, not the page's top.
 */
export function DecisionNotice({ notice }: { notice: NoticeText | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  return (
    <div ref={ref} tabIndex={-1} className={styles.focusTarget}>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
    </div>
  );
}
