import { useRef, useState } from 'react';
import { answerMessage, isCancelled } from './api-client/call-failure';

// Saving a file the API sends (a CSV export, a buyer's attachment) in the browser: a call that needs the
// session's token cannot be a plain link, so the remotes fetch the file through the kernel's API client and
// hand it to the browser with these. A subpath (`@storefront/shared-kernel/file-download`), not the kernel's
// root, so the storefront's first page does not carry it. Pure helpers only: the call itself goes through the
// shared apiClient of the root, the one instance that carries the session.

/** The file name a Content-Disposition header gives ('attachment; filename="orders-2026-03-02.csv"'). */
export function fileNameOf(disposition: unknown, fallback: string): string {
  if (typeof disposition !== 'string') return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A name that does not decode: the plain one below, or the fallback.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/i.exec(disposition);
  return plain?.[1] ?? plain?.[2] ?? fallback;
}

/** The server's words in a refusal whose body came as a file (the request asked for one); else `fallback`. */
export async function refusalMessage(error: unknown, fallback: string): Promise<string> {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  let body = data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      body = JSON.parse(await data.text()) as unknown;
    } catch {
      body = undefined;
    }
  }
  return answerMessage(body) || fallback;
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

/** A file's answer as the API client gives it: its body and, when there, its Content-Disposition. */
export interface FileAnswer {
  data: unknown;
  headers?: { 'content-disposition'?: unknown } | Record<string, unknown>;
}

/**
 * A download's state for a button or link: `download(fetchFile, name, type)` fetches the file (the caller's
 * call through the shared apiClient, `responseType: 'blob'`) and saves it under the name the server gives,
 * else `name`; while it runs another press is ignored; a refusal leaves the server's words (or
 * `failureWords`) in `failure`, a cancelled call none.
 */
export function useFileDownload(failureWords: string) {
  const [state, setState] = useState<{ running: boolean; failure: string | null }>({ running: false, failure: null });
  const running = useRef(false);
  const download = async (fetchFile: () => Promise<FileAnswer>, name: string, type: string): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setState({ running: true, failure: null });
    try {
      const { data, headers } = await fetchFile();
      saveFile(
        data instanceof Blob ? data : new Blob([String(data)], { type }),
        fileNameOf((headers as Record<string, unknown> | undefined)?.['content-disposition'], name),
      );
      setState({ running: false, failure: null });
    } catch (error) {
      setState({ running: false, failure: isCancelled(error) ? null : await refusalMessage(error, failureWords) });
    } finally {
      running.current = false;
    }
  };
  return { ...state, download };
}
