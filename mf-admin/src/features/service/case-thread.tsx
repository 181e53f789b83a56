import { apiClient, type AdminServiceMessage } from '@storefront/shared-kernel';
import { adminServiceRoutes } from '@storefront/shared-kernel/back-office';
import { CaseThread as Thread, type ThreadEntry } from '@storefront/shared-kernel/case-thread';
import { formatDateTime } from '../../lib/format';

/** A reply's mail: sent (when), or not yet (the mailer has it still). */
const mailText = (message: AdminServiceMessage): string =>
  message.mailedAt ? `Emailed to the buyer ${formatDateTime(message.mailedAt)}.` : 'Not emailed yet.';

/** A message as the thread draws it: who wrote it, and what it is, as its heading says. */
function entryOf(message: AdminServiceMessage, buyerName: string): ThreadEntry {
  const member = message.staff?.name || message.staff?.email || 'Staff';
  const base = { id: message.id, at: message.at, body: message.body, attachments: message.attachments };
  if (message.kind === 'note')
    return {
      ...base,
      kind: 'note',
      author: member,
      tag: 'Internal note',
      remarks: ['Staff only: the buyer never sees it.'],
    };
  if (message.kind === 'reply')
    return { ...base, kind: 'reply', author: member, tag: 'Reply', remarks: [mailText(message)] };
  return { ...base, kind: 'buyer', author: buyerName, tag: null, remarks: [] };
}

/**
 * A case's whole thread (docs/product.md §13.9), oldest first: the buyer's messages with their files, the
 * replies staff sent (and whether each was emailed), and the internal notes, marked as such: the buyer
 * never sees those.
 */
export function CaseThread({ messages, buyerName }: { messages: readonly AdminServiceMessage[]; buyerName: string }) {
  return (
    <Thread
      label="Thread"
      entries={messages.map((message) => entryOf(message, buyerName))}
      formatTime={formatDateTime}
      showAttachmentType
      fetchAttachment={(attachment) =>
        apiClient.get<unknown>(adminServiceRoutes.downloadServiceAttachment.path, {
          params: { id: attachment.id },
          responseType: 'blob',
        })
      }
    />
  );
}
