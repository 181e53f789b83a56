import type { QueryClient } from '@tanstack/react-query';
import { FIRST_PAINT_ANSWERS_ID } from '../contracts/first-paint.contract';
import { apiKeyOf, apiKeyText, type ApiKey } from '../data/api-key';

/**
 * The answers a page's first render is drawn from when the server sent its first paint
 * (docs/product.md: the server's first paint). The server renders the page from them and writes them
 * into the page as JSON, keyed by their query keys as text; the browser puts them in the page's query
 * cache before its first render, so it draws the same thing at once and asks nothing it was sent.
 */
export { FIRST_PAINT_ANSWERS_ID };

/** The page's answers, read once from its JSON element (none when the page was not drawn by the server). */
function pageAnswers(): [ApiKey, unknown][] {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_ANSWERS_ID);
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
    return Object.entries(parsed).flatMap(([text, answer]) => {
      const key = apiKeyOf(text);
      return key ? [[key, answer] as [ApiKey, unknown]] : [];
    });
  } catch {
    return []; // a broken element: the page loads its data as usual
  }
}

/** Seeds `client` with the answers the page was drawn from, as answered now (fresh for their stale time). */
export function takePageAnswers(client: QueryClient): void {
  for (const [key, answer] of pageAnswers()) client.setQueryData(key, answer);
}

/** Server side: the answers a render's client holds, to write into the page (the successful ones). */
export function answersOf(client: QueryClient): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status === 'success') answers[apiKeyText(query.queryKey as unknown as ApiKey)] = query.state.data;
  }
  return answers;
}
