import { useId } from 'react';
import type { ServiceAttachment } from '../contracts/service-desk.contract';
import { formatFileSize } from '../domain/upload-messages';
import { useFileDownload, type FileAnswer } from '../file-download';
import { Button } from '../ui/button/button';
import type { ServiceMessageKind } from '../service-desk/service-case-choices';
import styles from './case-thread.module.css';

/**
 * A case's thread (docs/product.md §8.1, §13.9), drawn the same for the buyer (My Account's Messages) and
 * for staff (the service desk): oldest first, each message with its author, its kind's tag and look, its
 * words and its files. Each side says what its messages are (ThreadEntry) and how a file is fetched.
 * A subpath (`@storefront/shared-kernel/case-thread`), not the kernel's root: only those two pages draw it,
 * and the server reads the service desk's words without React.
 */
export interface ThreadEntry {
  id: number;
  /** When it was written, ISO. */
  at: string;
  author: string;
  /** The kind's word beside the author ('Reply', 'Internal note'); null for the buyer's own. */
  tag: string | null;
  kind: ServiceMessageKind;
  body: string;
  /** Lines under the words, muted: a note's "staff only", a reply's mail. */
  remarks: readonly string[];
  attachments: readonly ServiceAttachment[];
}

export interface CaseThreadProps {
  /** The list's accessible name. */
  label: string;
  entries: readonly ThreadEntry[];
  formatTime: (iso: string) => string;
  /** Fetches a file through the shared API client (`responseType: 'blob'`). */
  fetchAttachment: (attachment: ServiceAttachment) => Promise<FileAnswer>;
  /** Staff see each file's checked type beside its size. */
  showAttachmentType?: boolean;
}

export const ATTACHMENT_DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again.';

export function CaseThread({ label, entries, ...shared }: CaseThreadProps) {
  return (
    <ol className={styles.thread} aria-label={label}>
      {entries.map((entry) => (
        <ThreadMessage key={entry.id} entry={entry} {...shared} />
      ))}
    </ol>
  );
}

function ThreadMessage({
  entry,
  formatTime,
  ...files
}: { entry: ThreadEntry } & Omit<CaseThreadProps, 'label' | 'entries'>) {
  const authorId = useId();
  return (
    <li>
      <article aria-labelledby={authorId} className={styles[entry.kind]}>
        <header className={styles.messageHeader}>
          <h3 id={authorId} className={styles.author}>
            {entry.author}
            {entry.tag ? <span className={styles.tag}>{entry.tag}</span> : null}
          </h3>
          <time dateTime={entry.at} className={styles.muted}>
            {formatTime(entry.at)}
          </time>
        </header>
        {/* A quote request from the cart may come without words: its lines are the request. */}
        <p className={styles.body}>{entry.body || <span className={styles.muted}>No message.</span>}</p>
        {entry.remarks.map((remark) => (
          <p key={remark} className={styles.remark}>
            {remark}
          </p>
        ))}
        {entry.attachments.length > 0 && (
          <ul className={styles.files} aria-label="Files of this message">
            {entry.attachments.map((attachment) => (
              <li key={attachment.id}>
                <AttachmentDownload attachment={attachment} {...files} />
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

/**
 * A file of a message, to download: the call needs the session's token, which a plain link cannot carry,
 * so the file is fetched through the API client and saved under the name it was sent with. The server
 * answers a file of another buyer's case as a missing one.
 */
function AttachmentDownload({
  attachment,
  fetchAttachment,
  showAttachmentType,
}: { attachment: ServiceAttachment } & Pick<CaseThreadProps, 'fetchAttachment' | 'showAttachmentType'>) {
  const { running, failure, download } = useFileDownload(ATTACHMENT_DOWNLOAD_FAILED);
  return (
    <>
      <Button
        variant="link"
        size="small"
        isBusy={running}
        aria-label={`Download ${attachment.name}`}
        onClick={() => void download(() => fetchAttachment(attachment), attachment.name, attachment.type)}
      >
        {attachment.name}
      </Button>{' '}
      <span className={styles.muted}>
        ({showAttachmentType ? `${attachment.type}, ` : ''}
        {formatFileSize(attachment.size)})
      </span>
      {failure ? (
        <span role="alert" className={styles.failure}>
          {failure}
        </span>
      ) : null}
    </>
  );
}
