import { execFileSync } from 'node:child_process';
import { API_KEY, type TestApp } from '../helpers';

/** The content pages' calls for a test (docs/product.md §13.7), as a member with `token`. */
export function contentCalls(t: TestApp, token: string) {
  const get = (name: string, query: Record<string, unknown> = {}) => t.get(`/admin/content/${name}`, { token, query });
  const post = (name: string, body: Record<string, unknown>) => t.post(`/admin/content/${name}`, { token, body });
  return {
    get,
    post,
    /** A multipart form of `fields` first, then each file under its own field, as the pages send one. */
    upload: (
      name: string,
      fields: Record<string, string | number>,
      files: { field: string; name: string; bytes: Buffer }[],
    ) => {
      const form = new FormData();
      for (const [field, value] of Object.entries(fields)) form.append(field, String(value));
      for (const file of files) form.append(file.field, new Blob([file.bytes]), file.name);
      return t.raw('POST', `/api/admin/content/${name}`, {
        headers: { authorization: `Bearer ${token}`, 'x-api-key': API_KEY },
        body: form,
      });
    },
  };
}

/** Whether this machine has poppler's pdftoppm (CI installs it: scripts/ensure-system-deps.sh). */
export function hasPdftoppm(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v pdftoppm'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
