/**
 * A request's path, for checks of the kind "is this an API path": without the query, with the
 * percent-escapes of unreserved characters decoded (decodeURI keeps `%2F`, `%3F` and the other reserved
 * ones, as the router does), so `/%61pi/…`, which the router takes for the API, is not judged as a page.
 * Close to the router's reading, not the same (it also keeps `%25` and stops at `#`): good for a prefix
 * check, not for naming a route. A path that does not decode is returned as sent.
 */
export function routedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}
