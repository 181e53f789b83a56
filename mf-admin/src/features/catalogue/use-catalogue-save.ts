import {
  useVersionedSave,
  type VersionedRecord,
  type VersionedSave,
  type VersionedSaveOptions,
} from '../../components/use-versioned-save';
import { NO_ANSWER, PRODUCT_CHANGED, SAVE_FAILED } from './catalogue-words';

/** Only PRODUCT_CHANGED says the product changed: another 409 (a SKU taken, a brand in use) is about no version. */
const PRODUCT: VersionedRecord = {
  fallback: SAVE_FAILED,
  noAnswer: NO_ANSWER,
  isChanged: (refusal) => refusal.code === PRODUCT_CHANGED,
};

/**
 * useSubmit for a change on the catalogue's pages (docs/product.md §13.5): a refusal marks its fields, and a
 * change made from a version that is no longer the product's (409) is told apart, so the page can offer
 * Reload. What the member typed stays meanwhile.
 */
export const useCatalogueSave = <Field extends string>(
  action: () => Promise<void>,
  options: VersionedSaveOptions<Field> = {},
): VersionedSave<Field> => useVersionedSave<Field>(PRODUCT, action, options);
