import { useState } from 'react';
import { apiClient, Button, isCancelled } from '@storefront/shared-kernel';
import { fileNameOf, refusalMessage, saveFile } from '@storefront/shared-kernel/file-download';
import styles from './admin.module.css';
import { Notice } from './notice';

export const DOWNLOAD_FAILED = 'The CSV could not be downloaded. Please try again.';

/**
 * A button that downloads a CSV the back office's API makes (the order desk's export, an import's problems,
 * the catalogue). The call needs the staff token in its Authorization header, which a plain link cannot
 * carry, so the file is fetched through the API client and saved from memory under the name the server
 * gives it (`fileName` when it gives none).
 */
export function DownloadButton({
  path,
  params = {},
  label,
  fileName,
}: {
  path: string;
  /** The query; empty values are left out. */
  params?: Readonly<Record<string, string | number>>;
  label: string;
  fileName: string;
}) {
  const [state, setState] = useState<{ running: boolean; failure: string | null }>({ running: false, failure: null });
  const download = async () => {
    if (state.running) return;
    setState({ running: true, failure: null });
    try {
      const query = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
      const response = await apiClient.get<unknown>(path, { params: query, responseType: 'blob' });
      const { data } = response;
      const blob = data instanceof Blob ? data : new Blob([String(data)], { type: 'text/csv' });
      saveFile(blob, fileNameOf(response.headers['content-disposition'], fileName));
      setState({ running: false, failure: null });
    } catch (error) {
      setState({ running: false, failure: isCancelled(error) ? null : await refusalMessage(error, DOWNLOAD_FAILED) });
    }
  };
  return (
    <div className={styles.download}>
      <Button variant="secondary" isBusy={state.running} onClick={() => void download()}>
        {state.running ? 'Downloading...' : label}
      </Button>
      {state.failure ? <Notice tone="error">{state.failure}</Notice> : null}
    </div>
  );
}
