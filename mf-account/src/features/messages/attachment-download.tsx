import { useState } from 'react';
import { apiClient, Button, formatFileSize, isCancelled, type ServiceAttachment } from '@storefront/shared-kernel';
import { refusalMessage, saveFile } from '@storefront/shared-kernel/file-download';
import { serviceDeskRoutes } from '@storefront/shared-kernel/service-desk';
import { DOWNLOAD_FAILED } from './message-words';
import styles from './messages.module.css';

/**
 * A file the buyer attached to a message of their case (docs/product.md §9.2), to download. The call needs
 * the buyer's token in its Authorization header, which a plain link cannot carry: the file is fetched
 * through the API client and saved under the name it was sent with. The server answers another buyer's
 * file as a missing one.
 */
export function AttachmentDownload({ attachment }: { attachment: ServiceAttachment }) {
  const [state, setState] = useState<{ running: boolean; failure: string | null }>({ running: false, failure: null });
  const download = async () => {
    if (state.running) return;
    setState({ running: true, failure: null });
    try {
      const { data } = await apiClient.get<unknown>(serviceDeskRoutes.getServiceAttachment.path, {
        params: { id: attachment.id },
        responseType: 'blob',
      });
      saveFile(data instanceof Blob ? data : new Blob([String(data)], { type: attachment.type }), attachment.name);
      setState({ running: false, failure: null });
    } catch (error) {
      setState({ running: false, failure: isCancelled(error) ? null : await refusalMessage(error, DOWNLOAD_FAILED) });
    }
  };
  return (
    <>
      <Button
        variant="link"
        size="small"
        isBusy={state.running}
        aria-label={`Download ${attachment.name}`}
        onClick={() => void download()}
      >
        {attachment.name}
      </Button>{' '}
      <span className={styles.muted}>({formatFileSize(attachment.size)})</span>
      {state.failure ? (
        <span role="alert" className={styles.downloadFailure}>
          {state.failure}
        </span>
      ) : null}
    </>
  );
}
