import { type FavoriteLine, notify, QuantityStepper, serverMessage } from '@storefront/shared-kernel';
import { useSavedQuantity } from '../../lib/use-saved-quantity';
import { saveFavoriteQuantity } from './favorites-api';

export const FAVORITE_ERROR = 'Error while add to Favorites';

/** A favorite's quantity, saved to the server when it settles; the list reloads after each save. */
export function FavoriteQuantity({ line, onSaved }: { line: FavoriteLine; onSaved: () => Promise<void> }) {
  const { quantity, change } = useSavedQuantity(line.totQty, async (next) => {
    try {
      await saveFavoriteQuantity(line, next);
    } catch (error) {
      notify(serverMessage(error) ?? FAVORITE_ERROR, 'error');
      throw error;
    }
    await onSaved();
  });
  return <QuantityStepper label={`Quantity of ${line.webTitle}`} value={quantity} min={1} onChange={change} />;
}
