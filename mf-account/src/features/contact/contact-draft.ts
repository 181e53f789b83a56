import { createStore, eventBus, sessionDraft, useStore, type ServiceCaseKind } from '@storefront/shared-kernel';

/**
 * What the buyer has written in the customer-service form, kept while it is typed so that nothing is
 * lost when the session ends under it (a send refused 401 turns the form into the visitor's text). It
 * comes back when the same customer is on the form again, signed in (docs/product.md §9.1). The words
 * and the files' names are a draft of the tab (the kernel's sessionDraft), so a reload keeps the words
 * and can name the files to attach again; the files themselves cannot be written there and live in
 * this module's memory (signing in is a move within the page).
 */
export interface ContactDraft {
  firstname: string;
  lastname: string;
  email: string;
  /** A question, or a quote request (docs/product.md §9.1). */
  kind: ServiceCaseKind;
  message: string;
  files: File[];
  /** Files that were attached before the page was reloaded: only their names are left. */
  lostFileNames: string[];
}

/** The draft as the tab keeps it: the words, whose draft it is, and the names of every file attached. */
interface StoredDraft {
  /** Whose draft it is: it never comes back for another account. */
  idCustomer: number;
  firstname: string;
  lastname: string;
  email: string;
  kind: ServiceCaseKind;
  message: string;
  fileNames: string[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A quote request stays one; anything else (an older build's draft had no kind) is a question. */
const kindOf = (value: unknown): ServiceCaseKind => (value === 'quote' ? 'quote' : 'question');

/** What the tab's storage holds, if it is a draft (written by hand or an older build: nothing to bring back). */
function parseStored(raw: unknown): StoredDraft | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const stored = raw as Record<string, unknown>;
  if (typeof stored.idCustomer !== 'number') return undefined;
  const names = Array.isArray(stored.fileNames) ? stored.fileNames : [];
  return {
    idCustomer: stored.idCustomer,
    firstname: text(stored.firstname),
    lastname: text(stored.lastname),
    email: text(stored.email),
    kind: kindOf(stored.kind),
    message: text(stored.message),
    fileNames: names.filter((name): name is string => typeof name === 'string'),
  };
}

const draft = sessionDraft('contact', parseStored);

/** The draft's key in the tab's session storage. */
export const CONTACT_DRAFT_KEY = draft.key;

/** The files of the draft, with the names of those a reload lost: as long as the page lives. */
let attached: { idCustomer: number; files: File[]; lostFileNames: string[] } | null = null;

/**
 * Whether a draft is kept, for the page to say so once the form is gone: a store of the kernel's, since
 * the page asks only of this draft (the kernel's drafts are read and written, never watched).
 */
const hasDraftStore = createStore<boolean>(draft.read() !== undefined);

/** Only a message or files are worth keeping: the names and email are prefilled from the account. */
const isWorthKeeping = (kept: ContactDraft): boolean =>
  kept.message.trim() !== '' || kept.files.length > 0 || kept.lostFileNames.length > 0;

export function discardContactDraft(): void {
  attached = null;
  draft.clear();
  hasDraftStore.set(false);
}

/** Keeps what the form holds now for this customer (an empty form keeps nothing); written after a pause. */
export function keepContactDraft(idCustomer: number, kept: ContactDraft): void {
  if (!isWorthKeeping(kept)) {
    discardContactDraft();
    return;
  }
  const { files, lostFileNames, ...words } = kept;
  attached = { idCustomer, files, lostFileNames };
  draft.write({ idCustomer, ...words, fileNames: [...lostFileNames, ...files.map((file) => file.name)] });
  hasDraftStore.set(true);
}

/** Writes the draft now, without the pause: the form is gone (the session ended under it). */
export const holdContactDraft = (): void => draft.flush();

/** This customer's kept draft, if any; another account's is never given. Reads only. */
export function peekContactDraft(idCustomer: number): ContactDraft | null {
  const stored = draft.read();
  if (!stored || stored.idCustomer !== idCustomer) return null;
  const { idCustomer: _owner, fileNames, ...words } = stored;
  const inMemory = attached?.idCustomer === idCustomer ? attached : null;
  return inMemory
    ? { ...words, files: inMemory.files, lostFileNames: inMemory.lostFileNames }
    : { ...words, files: [], lostFileNames: fileNames };
}

const isSet = (value: boolean): boolean => value;

/** Whether a draft is kept: the signed-out page says so. */
export const useHasContactDraft = (): boolean => useStore(hasDraftStore, isSet);

// Signing out on purpose ends the draft (the kernel's drops what the tab stored): the next person at
// this computer finds nothing of it, the files included.
eventBus.subscribe('session/logged-out', discardContactDraft);
