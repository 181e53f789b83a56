import {
  type FavoriteLine,
  isNotFound,
  MAX_QUANTITY,
  notify,
  QuantityStepper,
  serverMessage,
} from '@storefront/shared-kernel';
import { useSavedQuantity } from '../../lib/use-saved-quantity';
import { saveFavoriteQuantity } from './favorites-api';

export const FAVORITE_ERROR = 'Error while add to Favorites';

export interface FavoriteQuantityProps {
  line: FavoriteLine;
  /** After a save: the favorites changed, and the list is reloaded (what it answers is not needed here). */
  onSaved: () => Promise<unknown>;
  /** The favorite was removed meanwhile (Remove, another tab): the list is reloaded as it is. */
  onMissing: () => Promise<unknown>;
  /** The favorite is being removed (Remove, Clear Favorites): a change still waiting is not saved. */
  isRemoving: boolean;
}

/**
 * A favorite's quantity, up to what a favorite holds (the server refuses more), saved to the server when
 * it settles; the list reloads after each save.
 */
export function FavoriteQuantity({ line, onSaved, onMissing, isRemoving }: FavoriteQuantityProps) {
  const save = async (next: number): Promise<void> => {
    try {
      await saveFavoriteQuantity(line, next);
    } catch (error) {
      // Removed meanwhile (Remove, another tab): nothing is left to save or to report.
      if (isNotFound(error)) {
        await onMissing();
        return;
      }
      notify(serverMessage(error) ?? FAVORITE_ERROR, 'error');
      throw error;
    }
    await onSaved();
  };
  const { quantity, change } = useSavedQuantity(line.totQty, save, isRemoving);
  return (
    <QuantityStepper
      label={`Quantity of ${line.webTitle}`}
      value={quantity}
      min={1}
      max={MAX_QUANTITY}
      onChange={change}
    />
  );
}
