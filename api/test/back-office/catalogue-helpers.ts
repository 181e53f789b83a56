import { API_KEY, type Body, type TestApp } from '../helpers';

/** The catalogue pages' calls for a test (docs/product.md §13.5), as a member with `token`. */
export function catalogueCalls(t: TestApp, token: string) {
  const get = (name: string, query: Record<string, unknown> = {}) =>
    t.get(`/admin/catalogue/${name}`, { token, query });
  const post = (name: string, body: Record<string, unknown>) => t.post(`/admin/catalogue/${name}`, { token, body });
  return {
    get,
    post,
    /** A product's page: its answer's product, or the failed answer's body. */
    product: async (sku: string): Promise<Body> => {
      const answer = await get('product-detail', { sku });
      return answer.status === 200 ? answer.body.product : answer.body;
    },
    /** A multipart form of `fields` first, then `files` under `fileField`, as the pages send one. */
    upload: (
      name: string,
      fields: Record<string, string | number>,
      fileField: string,
      files: { name: string; bytes: Buffer }[],
    ) => {
      const form = new FormData();
      for (const [field, value] of Object.entries(fields)) form.append(field, String(value));
      for (const file of files) form.append(fileField, new Blob([file.bytes]), file.name);
      return t.raw('POST', `/api/admin/catalogue/${name}`, {
        headers: { authorization: `Bearer ${token}`, 'x-api-key': API_KEY },
        body: form,
      });
    },
  };
}
