import { useId } from 'react';
import type { AdminServiceMessage } from '@storefront/shared-kernel';
import { formatDateTime } from '../../lib/format';
import { AttachmentDownload } from './attachment-download';
import styles from './service.module.css';

/** Who wrote a message, and what it is, as its heading says. */
function headingOf(message: AdminServiceMessage, buyerName: string): { author: string; tag: string | null } {
  const member = message.staff?.name || message.staff?.email || 'Staff';
  if (message.kind === 'note') return { author: member, tag: 'Internal note' };
  if (message.kind === 'reply') return { author: member, tag: 'Reply' };
  return { author: buyerName, tag: null };
}

/** A reply's mail: sent (when), or not yet (the mailer has it still). */
const mailText = (message: AdminServiceMessage): string =>
  message.mailedAt ? `Emailed to the buyer ${formatDateTime(message.mailedAt)}.` : 'Not emailed yet.';

/**
 * A case's whole thread (docs/product.md §13.9), oldest first: the buyer's messages with their files, the
 * replies staff sent (and whether each was emailed), and the internal notes, marked as such: the buyer
 * never sees those.
 */
export function CaseThread({ messages, buyerName }: { messages: readonly AdminServiceMessage[]; buyerName: string }) {
  return (
    <ol className={styles.thread} aria-label="Thread">
      {messages.map((message) => (
        <ThreadMessage key={message.id} message={message} buyerName={buyerName} />
      ))}
    </ol>
  );
}

function ThreadMessage({ message, buyerName }: { message: AdminServiceMessage; buyerName: string }) {
  const headingId = useId();
  const { author, tag } = headingOf(message, buyerName);
  return (
    <li>
      <article aria-labelledby={headingId} className={styles[message.kind]}>
        <header className={styles.messageHeader}>
          <h3 id={headingId} className={styles.author}>
            {author}
            {tag ? <span className={styles.tag}>{tag}</span> : null}
          </h3>
          <time dateTime={message.at} className={styles.muted}>
            {formatDateTime(message.at)}
          </time>
        </header>
        {/* A quote request from the cart may come without words: its lines are the request. */}
        <p className={styles.body}>{message.body || <span className={styles.muted}>No message.</span>}</p>
        {message.kind === 'note' ? <p className={styles.muted}>Staff only: the buyer never sees it.</p> : null}
        {message.kind === 'reply' ? <p className={styles.muted}>{mailText(message)}</p> : null}
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
