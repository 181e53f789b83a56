import { sessionDraft, type SessionDraft } from '@storefront/shared-kernel';

/**
 * The words of a message being added to a case (docs/product.md §8.1), kept for that case in the tab (the
 * kernel's sessionDraft) while they are typed: a session that ends under the form, or a reload, loses
 * nothing. Files are not kept (a tab's storage cannot hold them); the form starts without any.
 */
const drafts = new Map<number, SessionDraft<string>>();

const draftOf = (caseNo: number): SessionDraft<string> => {
  let draft = drafts.get(caseNo);
  if (!draft) {
    draft = sessionDraft(`case-message-${caseNo}`, (raw) => (typeof raw === 'string' ? raw : undefined));
    drafts.set(caseNo, draft);
  }
  return draft;
};

/** The words kept for the case's next message; '' when none are. */
export const keptMessage = (caseNo: number): string => draftOf(caseNo).read() ?? '';

/** Keeps what is typed; an emptied form keeps nothing. */
export function keepMessage(caseNo: number, message: string): void {
  if (message.trim() === '') draftOf(caseNo).clear();
  else draftOf(caseNo).write(message);
}

/** The message was sent: its words are no draft any more. */
export const dropMessage = (caseNo: number): void => draftOf(caseNo).clear();
