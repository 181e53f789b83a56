/**
 * A request's path as the router reads it: without the query, percent-escapes decoded except the
 * reserved ones (`%2F`, `%3F`, … — decodeURI's rule, which is the router's). Checks of "is this an API
 * path" read this, not the raw URL, or `/%61pi/…` would be routed as the API and judged as a page.
 * A path that does not decode is returned as sent.
 */
export function routedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}
