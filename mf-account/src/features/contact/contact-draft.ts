import { createStore, draftKey, eventBus, useStore } from '@storefront/shared-kernel';

/**
 * What the buyer has written in the customer-service form, kept while it is typed so that nothing is
 * lost when the session ends under it (a send refused 401 turns the form into the visitor's text). It
 * comes back when the same customer is on the form again, signed in. The attached files live in this
 * module's memory (signing in is a move within the page); the text and the files' names also go to the
 * tab's session storage, so a reload keeps the words and can name the files to attach again.
 */
export interface ContactDraft {
  firstname: string;
  lastname: string;
  email: string;
  message: string;
  files: File[];
  /** Files that were attached before the page was reloaded: only their names are left. */
  lostFileNames: string[];
}

interface KeptDraft extends ContactDraft {
  /** Whose draft it is: it never comes back for another account. */
  idCustomer: number;
}

export const CONTACT_DRAFT_KEY = draftKey('contact');

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): the draft lives as long as the page
  }
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The draft the tab's storage holds (after a reload: words and file names, no files). */
function readStored(): KeptDraft | null {
  try {
    const stored = JSON.parse(storage()?.getItem(CONTACT_DRAFT_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!stored || typeof stored.idCustomer !== 'number') return null;
    const names = Array.isArray(stored.fileNames) ? stored.fileNames.filter((n) => typeof n === 'string') : [];
    return {
      idCustomer: stored.idCustomer,
      firstname: text(stored.firstname),
      lastname: text(stored.lastname),
      email: text(stored.email),
      message: text(stored.message),
      files: [],
      lostFileNames: names as string[],
    };
  } catch {
    return null; // written by hand or an older build: nothing to bring back
  }
}

const draftStore = createStore<KeptDraft | null>(readStored());

const write = (draft: KeptDraft | null): void => {
  draftStore.set(draft);
  try {
    if (!draft) {
      storage()?.removeItem(CONTACT_DRAFT_KEY);
      return;
    }
    const { files, lostFileNames, ...words } = draft;
    const fileNames = [...lostFileNames, ...files.map((file) => file.name)];
    storage()?.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ ...words, fileNames }));
  } catch {
    // Storage full or refused: the draft still lives in memory.
  }
};

/** Only a message or files are worth keeping: the names and email are prefilled from the account. */
const isWorthKeeping = (draft: ContactDraft): boolean =>
  draft.message.trim() !== '' || draft.files.length > 0 || draft.lostFileNames.length > 0;

/** Keeps what the form holds now for this customer (an empty form keeps nothing). */
export function keepContactDraft(idCustomer: number, draft: ContactDraft): void {
  write(isWorthKeeping(draft) ? { ...draft, idCustomer } : null);
}

export function discardContactDraft(): void {
  write(null);
}

/** This customer's kept draft, if any; another account's is never given. Reads only. */
export function peekContactDraft(idCustomer: number): ContactDraft | null {
  const draft = draftStore.get();
  if (!draft || draft.idCustomer !== idCustomer) return null;
  const { idCustomer: _owner, ...rest } = draft;
  return rest;
}

const hasDraft = (draft: KeptDraft | null): boolean => draft !== null;

/** Whether a draft is kept: the signed-out page says so. */
export const useHasContactDraft = (): boolean => useStore(draftStore, hasDraft);

// Signing out on purpose ends the draft too: the next person at this computer finds nothing of it.
eventBus.subscribe('session/logged-out', discardContactDraft);
