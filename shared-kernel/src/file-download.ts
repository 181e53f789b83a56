import { answerMessage } from './api-client/call-failure';

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
