import { useId } from 'react';
import { CopyButton } from '../../components/copy-button';
import { Notice } from '../../components/notice';
import { formatDateTime } from '../../lib/format';
import type { OneTimeLink } from './staff-words';
import styles from './staff-page.module.css';

/**
 * A one-time set-password link, shown this once (the API keeps only its hash): to be sent to the member,
 * who sets its password there within 24 hours.
 */
export function LinkNotice({ link, isNew }: { link: OneTimeLink; isNew: boolean }) {
  const fieldId = useId();
  return (
    <Notice tone="success">
      <p>
        {isNew ? `${link.email} is added. ` : ''}Send {link.email} this one-time link to set a password. It works until{' '}
        {formatDateTime(link.expiresAt)} and is shown only now.
      </p>
      <div className={styles.linkRow}>
        <label htmlFor={fieldId} className={styles.linkLabel}>
          Set-password link
        </label>
        <input
          id={fieldId}
          className={styles.linkField}
          readOnly
          value={link.link}
          onFocus={(event) => event.target.select()}
        />
        <CopyButton text={link.link} />
      </div>
    </Notice>
  );
}
