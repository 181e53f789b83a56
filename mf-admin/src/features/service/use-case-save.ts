import type { AdminServiceCase } from '@storefront/shared-kernel';
import {
  useVersionedSave,
  type VersionedRecord,
  type VersionedSave,
  type VersionedSaveOptions,
} from '../../components/use-versioned-save';
import { CASE_CHANGED, NO_ANSWER, SAVE_FAILED } from './service-words';

/** What each of the case page's forms is given: the case as the member read it, and what to do with a change. */
export interface CaseFormProps {
  theCase: AdminServiceCase;
  /** The change was kept: the page shows the case as answered, and says `notice`. */
  onSaved: (theCase: AdminServiceCase, notice: string) => void;
  /** Reads the case again: every form starts over from it (what the member typed goes). */
  onReload: () => void;
}

/** The service desk's only 409 is a version's (CASE_CHANGED): any 409 is read as one. */
const CASE: VersionedRecord = {
  fallback: SAVE_FAILED,
  noAnswer: NO_ANSWER,
  isChanged: (refusal) => refusal.code === CASE_CHANGED || refusal.status === 409,
};

/**
 * useSubmit for a change at the service desk (docs/product.md §13.9): the refusal marks the failing field,
 * and a change made from a version that is no longer the case's (409: a buyer's new message, another
 * member's reply) is told apart, so the form can offer Reload. What the member typed stays meanwhile.
 */
export const useCaseSave = <Field extends string>(
  action: () => Promise<void>,
  options: VersionedSaveOptions<Field> = {},
): VersionedSave<Field> => useVersionedSave<Field>(CASE, action, options);
