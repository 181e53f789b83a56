import { FIRST_PAINT_ANSWERS_ID } from '../contracts/first-paint.contract';

/**
 * The answers a page's first render is drawn from when the server sent its first paint: the server
 * renders the page from them, and writes them into the page as JSON so the browser's first render draws
 * the same thing at once (no loading state between the server's markup and React's). Keyed like the
 * calls that load them (the catalog's useApi keys).
 */
export { FIRST_PAINT_ANSWERS_ID };

type Answers = Map<string, unknown>;

/** Answers of the render under way on the server (renderWithAnswers): set only while it runs. */
let rendering: Answers | null = null;
/** The page's answers in the browser, read from its JSON element on first use. */
let fromPage: Answers | null = null;
let readAt = 0;
/**
 * Past this after the page read them, its answers are not drawn from any more: a buyer coming back to
 * the same search later sees it asked afresh (as prefetched calls, catalog's use-api.ts).
 */
const FIRST_PAINT_MAX_AGE_MS = 10_000;

function pageAnswers(): Answers {
  if (fromPage) return Date.now() - readAt < FIRST_PAINT_MAX_AGE_MS ? fromPage : new Map();
  fromPage = new Map();
  readAt = Date.now();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_ANSWERS_ID);
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) fromPage = new Map(Object.entries(parsed));
  } catch {
    // A broken element: the page loads its data as usual.
  }
  return fromPage;
}

/** The answer for `key` the first paint was drawn from (while fresh), or undefined. */
export function firstPaintAnswer(key: string): { value: unknown } | undefined {
  const answers = rendering ?? pageAnswers();
  return answers.has(key) ? { value: answers.get(key) } : undefined;
}

/** Server side: runs a synchronous render (renderToString) with `answers` as what every key answered. */
export function renderWithAnswers<T>(answers: Answers, render: () => T): T {
  rendering = answers;
  try {
    return render();
  } finally {
    rendering = null;
  }
}

/** Tests: forget what was read from the page. */
export function resetFirstPaintAnswers(): void {
  fromPage = null;
}
