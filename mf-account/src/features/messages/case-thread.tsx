import { apiClient, type ServiceThreadMessage } from '@storefront/shared-kernel';
import { CaseThread as Thread, type ThreadEntry } from '@storefront/shared-kernel/case-thread';
import { serviceDeskRoutes } from '@storefront/shared-kernel/service-desk';
import { formatDateTime } from '../../lib/case-words';

/**
 * A case's thread as the buyer sees it (docs/product.md §8.1): their messages and customer service's
 * replies, oldest first, each with its files. Staff's internal notes are never sent to the buyer.
 */
const entryOf = (message: ServiceThreadMessage): ThreadEntry => ({
  ...message,
  kind: message.from === 'staff' ? 'reply' : 'buyer',
  tag: message.from === 'staff' ? 'Reply' : null,
  remarks: [],
});

export function CaseThread({ messages }: { messages: readonly ServiceThreadMessage[] }) {
  return (
    <Thread
      label="Messages of this case"
      entries={messages.map(entryOf)}
      formatTime={formatDateTime}
      fetchAttachment={(attachment) =>
        apiClient.get<unknown>(serviceDeskRoutes.getServiceAttachment.path, {
          params: { id: attachment.id },
          responseType: 'blob',
        })
      }
    />
  );
}
