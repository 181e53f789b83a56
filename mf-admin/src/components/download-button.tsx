import { apiClient, Button } from '@storefront/shared-kernel';
import { useFileDownload } from '@storefront/shared-kernel/file-download';
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
  const { running, failure, download } = useFileDownload(DOWNLOAD_FAILED);
  const query = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
  const fetchFile = () => apiClient.get<unknown>(path, { params: query, responseType: 'blob' });
  return (
    <div className={styles.download}>
      <Button variant="secondary" isBusy={running} onClick={() => void download(fetchFile, fileName, 'text/csv')}>
        {running ? 'Downloading...' : label}
      </Button>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
    </div>
  );
}
