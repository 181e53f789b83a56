import { apiClient, type AnswerOf, type ApiRoute } from '@storefront/shared-kernel';

/**
 * Sends an e-catalog's form to its call (docs/product.md §13.7): multipart form data, the text fields first and
 * the files after them (the API checks the fields before it keeps a file). A file not chosen is left out.
 */
export async function sendFiles<R extends ApiRoute<'POST'>>(
  route: R,
  fields: Record<string, string | number>,
  files: Record<string, File | null>,
): Promise<AnswerOf<R>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  for (const [name, file] of Object.entries(files)) if (file) body.append(name, file, file.name);
  return (await apiClient.post<AnswerOf<R>>(route.path, body)).data;
}
