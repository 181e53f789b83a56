import { apiClient, type AnswerOf, type ApiRoute } from '@storefront/shared-kernel';

/**
 * Sends a picture form to its call (docs/product.md §13.5): not callApi, which sends JSON, but multipart form
 * data with the files; the route still names where it goes. The fields come first, the files after them:
 * the API stores each file as it arrives, into the folder the fields name.
 */
export async function sendPictures<R extends ApiRoute<'POST'>>(
  route: R,
  fields: Record<string, string | number>,
  fileField: string,
  files: readonly File[],
): Promise<AnswerOf<R>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  for (const file of files) body.append(fileField, file, file.name);
  return (await apiClient.post<AnswerOf<R>>(route.path, body)).data;
}
