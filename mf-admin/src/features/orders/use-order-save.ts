import type { AdminOrderDetail } from '@storefront/shared-kernel';
import {
  useVersionedSave,
  type VersionedRecord,
  type VersionedSave,
  type VersionedSaveOptions,
} from '../../components/use-versioned-save';
import { NO_ANSWER, ORDER_CHANGED, SAVE_FAILED } from './order-words';

/** What each of the order page's forms is given: the order as the member read it, and what to do with a save. */
export interface OrderFormProps {
  order: AdminOrderDetail;
  /** The save was kept: the page shows the order as answered, and says `notice`. */
  onSaved: (order: AdminOrderDetail, notice: string) => void;
  /** Reads the order again: every form starts over from it (what the member typed goes). */
  onReload: () => void;
}

/** The order desk's only 409 is a version's (ORDER_CHANGED): any 409 is read as one. */
const ORDER: VersionedRecord = {
  fallback: SAVE_FAILED,
  noAnswer: NO_ANSWER,
  isChanged: (refusal) => refusal.code === ORDER_CHANGED || refusal.status === 409,
};

/**
 * useSubmit for a save of the order desk (docs/product.md §13.3): the refusal marks the failing field, and a
 * save made from a version that is no longer the order's (409) is told apart, so the form can offer Reload.
 * What the member typed stays in the form meanwhile: the page starts the forms over only when it reloads.
 */
export const useOrderSave = <Field extends string>(
  action: () => Promise<void>,
  options: VersionedSaveOptions<Field> = {},
): VersionedSave<Field> => useVersionedSave<Field>(ORDER, action, options);
