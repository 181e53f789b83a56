import { useState } from 'react';
import { answerMessage, apiClient, Button, isCancelled } from '@storefront/shared-kernel';
import { adminOrderRoutes } from '@storefront/shared-kernel/back-office';
import { Notice } from '../../components/notice';
import styles from './orders.module.css';

export const DOWNLOAD_FAILED = 'The CSV could not be downloaded. Please try again.';
const DEFAULT_FILE_NAME = 'orders.csv';

/** The file name a Content-Disposition header gives ('attachment; filename="orders-2026-03-02.csv"'). */
export function fileNameOf(disposition: unknown): string {
  if (typeof disposition !== 'string') return DEFAULT_FILE_NAME;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A name that does not decode: the plain one below, or the default.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/i.exec(disposition);
  return plain?.[1] ?? plain?.[2] ?? DEFAULT_FILE_NAME;
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
function saveFile(blob: Blob, fileName: string): void {
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
 * 'Download CSV' of the orders the list's filters find (docs/product.md §13.3; the ERP's file, one row per
 * line). The export needs the staff token in its Authorization header, which a plain link cannot carry, so
 * the file is fetched through the API client and saved from memory under the name the server gives it.
 */
export function DownloadCsv({ filters }: { filters: Readonly<Record<string, string>> }) {
  const [state, setState] = useState<{ running: boolean; failure: string | null }>({ running: false, failure: null });
  const download = async () => {
    if (state.running) return;
    setState({ running: true, failure: null });
    try {
      const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
      const response = await apiClient.get<unknown>(adminOrderRoutes.exportOrders.path, {
        params,
        responseType: 'blob',
      });
      const { data } = response;
      const blob = data instanceof Blob ? data : new Blob([String(data)], { type: 'text/csv' });
      saveFile(blob, fileNameOf(response.headers['content-disposition']));
      setState({ running: false, failure: null });
    } catch (error) {
      setState({ running: false, failure: isCancelled(error) ? null : await refusalMessage(error) });
    }
  };
  return (
    <div className={styles.download}>
      <Button variant="secondary" isBusy={state.running} onClick={() => void download()}>
        {state.running ? 'Downloading...' : 'Download CSV'}
      </Button>
      {state.failure ? <Notice tone="error">{state.failure}</Notice> : null}
    </div>
  );
}
