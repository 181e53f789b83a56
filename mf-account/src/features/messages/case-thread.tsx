import { useId } from 'react';
import type { ServiceThreadMessage } from '@storefront/shared-kernel';
import { AttachmentDownload } from './attachment-download';
import { formatDateTime } from '../../lib/case-words';
import styles from './messages.module.css';

/**
 * A case's thread as the buyer sees it (docs/product.md §8.1): their messages and customer service's
 * replies, oldest first, each with its files. Staff's internal notes are never sent to the buyer.
 */
export function CaseThread({ messages }: { messages: readonly ServiceThreadMessage[] }) {
  return (
    <ol className={styles.thread} aria-label="Messages of this case">
      {messages.map((message) => (
        <ThreadMessage key={message.id} message={message} />
      ))}
    </ol>
  );
}

function ThreadMessage({ message }: { message: ServiceThreadMessage }) {
  const authorId = useId();
  const isReply = message.from === 'staff';
  return (
    <li>
      <article aria-labelledby={authorId} className={isReply ? styles.reply : styles.message}>
        <header className={styles.messageHeader}>
          <h3 id={authorId} className={styles.author}>
            {message.author}
            {isReply ? <span className={styles.tag}>Reply</span> : null}
          </h3>
          <time dateTime={message.at} className={styles.muted}>
            {formatDateTime(message.at)}
          </time>
        </header>
        {/* A quote request from the cart may come without words: its lines are the request. */}
        <p className={styles.body}>{message.body || <span className={styles.muted}>No message.</span>}</p>
        {message.attachments.length > 0 && (
          <ul className={styles.files} aria-label="Files of this message">
            {message.attachments.map((attachment) => (
              <li key={attachment.id}>
                <AttachmentDownload attachment={attachment} />
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}
