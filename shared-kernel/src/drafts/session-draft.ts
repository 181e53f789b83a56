import { draftKey } from '../actions/sign-out';
import { eventBus } from '../events/event-bus';

/** How long a draft waits after the last change before it is written: typing writes once per pause. */
export const DRAFT_WRITE_DELAY_MS = 300;

export interface SessionDraft<T> {
  /** Its key in the tab's session storage (`draftKey(name)`): signOut drops every such key. */
  readonly key: string;
  /** The draft: the latest written, else what storage holds and `parse` accepts; undefined without one. */
  read(): T | undefined;
  /** Keeps `value`, written after a short pause (flush writes it at once). */
  write(value: T): void;
  /** Writes a pending value now (also done when the page is hidden or left). */
  flush(): void;
  /** Drops the draft: the pending value, the stored one and the one kept in memory. */
  clear(): void;
}

/** The tab's session storage, or null where the browser refuses it (privacy settings). */
const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * A buyer's work in progress (a form half filled), kept in the tab's session storage so that it outlives
 * the page: a session that runs out sends the buyer to sign in and back, and the draft is still there.
 * What storage holds is read through `parse` (written by an older build or by hand: what it does not
 * accept is no draft), so a draft needs no schema library in the browser. Where storage is refused or
 * full, the draft lives in memory as long as the page. Signing out on purpose drops it, stored or not:
 * the next person at this computer finds nothing of it.
 *
 *   const contactDraft = sessionDraft('contact', (raw) => (isContactDraft(raw) ? raw : undefined));
 *   contactDraft.write({ idCustomer, message }); // on each change
 *   const kept = contactDraft.read();
 *   contactDraft.clear(); // sent
 */
/** Every draft's way to forget what it holds outside storage (tests: a page load starts with none). */
const forgetters = new Set<() => void>();

/**
 * Tests: forgets every draft's value waiting to be written or kept in memory, as a new page would not
 * have them; the jest setup calls it after each test so one test's draft never reaches the next.
 */
export function forgetDraftsInMemory(): void {
  for (const forget of forgetters) forget();
}

export function sessionDraft<T>(name: string, parse: (raw: unknown) => T | undefined): SessionDraft<T> {
  const key = draftKey(name);
  /** A value not written yet. */
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The last value storage refused to hold. */
  let inMemory: { value: T } | null = null;

  const cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', flush);
  };

  const removeStored = (): void => {
    try {
      sessionStore()?.removeItem(key);
    } catch {
      // Refused: nothing was kept there either.
    }
  };

  /** Writes to storage; false where it is refused or full. */
  const store = (value: T): boolean => {
    try {
      const storage = sessionStore();
      storage?.setItem(key, JSON.stringify(value));
      return storage !== null;
    } catch {
      return false;
    }
  };

  function flush(): void {
    cancel();
    if (!pending) return;
    const { value } = pending;
    pending = null;
    if (store(value)) {
      inMemory = null;
      return;
    }
    inMemory = { value };
    // An older copy left there would come back after a reload in its place.
    removeStored();
  }

  const readStored = (): T | undefined => {
    try {
      const text = sessionStore()?.getItem(key);
      return text === null || text === undefined ? undefined : parse(JSON.parse(text));
    } catch {
      return undefined;
    }
  };

  const clear = (): void => {
    cancel();
    pending = null;
    inMemory = null;
    removeStored();
  };

  // signOut removes the stored drafts itself; what waits to be written or lives in memory goes here.
  eventBus.subscribe('session/logged-out', clear);
  forgetters.add(() => {
    cancel();
    pending = null;
    inMemory = null;
  });

  return {
    key,
    read() {
      const held = pending ?? inMemory;
      return held ? held.value : readStored();
    },
    write(value) {
      pending = { value };
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
      // A tab closed or left within the pause still keeps the last change (no page on the server's first paint).
      if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
    },
    flush,
    clear,
  };
}
