import { useState } from 'react';
import { apiClient, Button, formatFileSize, isCancelled, type ServiceAttachment } from '@storefront/shared-kernel';
import { refusalMessage, saveFile } from '@storefront/shared-kernel/file-download';
import { adminServiceRoutes } from '@storefront/shared-kernel/back-office';
import styles from './service.module.css';

export const DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again.';

/**
 * A file a buyer attached to a case's message (docs/product.md §13.9), to download: the call needs the staff
 * token, which a plain link cannot carry, so the file is fetched through the API client and saved under the
 * name the buyer sent it with. The server sends it as an attachment, with the type it was checked as.
 */
export function AttachmentDownload({ attachment }: { attachment: ServiceAttachment }) {
  const [state, setState] = useState<{ running: boolean; failure: string | null }>({ running: false, failure: null });
  const download = async () => {
    if (state.running) return;
    setState({ running: true, failure: null });
    try {
      const { data } = await apiClient.get<unknown>(adminServiceRoutes.downloadServiceAttachment.path, {
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
      <span className={styles.muted}>
        ({attachment.type}, {formatFileSize(attachment.size)})
      </span>
      {state.failure ? (
        <span role="alert" className={styles.failure}>
          {state.failure}
        </span>
      ) : null}
    </>
  );
}
