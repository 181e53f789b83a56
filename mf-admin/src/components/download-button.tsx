import { useState } from 'react';
import { answerMessage, apiClient, Button, isCancelled } from '@storefront/shared-kernel';
import styles from './admin.module.css';
import { Notice } from './notice';

export const DOWNLOAD_FAILED = 'The CSV could not be downloaded. Please try again.';

/** The file name a Content-Disposition header gives ('attachment; filename="orders-2026-03-02.csv"'). */
export function fileNameOf(disposition: unknown, fallback: string): string {
  if (typeof disposition !== 'string') return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A name that does not decode: the plain one below, or the default.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/i.exec(disposition);
  return plain?.[1] ?? plain?.[2] ?? fallback;
}

/** The server's words in a refusal whose body came as a file (the request asked for one). */
async function refusalMessage(error: unknown): Promise<string> {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  let body = data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      body = JSON.parse(await data.text()) as unknown;
    } catch {
      body = undefined;
    }
  }
  return answerMessage(body) || DOWNLOAD_FAILED;
}

/** Hands the browser a file to save, by an object URL given back once the download has it. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
      setState({ running: false, failure: isCancelled(error) ? null : await refusalMessage(error) });
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
