import { useState } from 'react';
import {
  cx,
  favoritesRoutes,
  type Product,
  selectIsLoggedIn,
  useApiQuery,
  userStore,
  useStore,
  pick,
} from '@storefront/shared-kernel';
import { isLocalFavorite } from '../../lib/local-favorites';
import { addFavoriteFromDetail, type FavoriteOutcome } from './add-favorite';
import styles from './product.module.css';

/**
 * Add To Favorites, then Adding... while busy, then In Favorites (docs/product.md §6.5). It starts as In
 * Favorites when the customer's local favorites list, or their favorites on the server, hold the same
 * style and color.
 */
export function FavoritesButton({ product, quantity }: { product: Product; quantity: number }) {
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const idCustomer = useStore(userStore, (user) => user.idCustomer);
  const idStore = useStore(userStore, (user) => user.idStore);
  // Whose it is belongs in the key: an add confirmed for one buyer says nothing about the next.
  const key = `${idCustomer}:${product.idStyle}\n${product.color}`;
  const [added, setAdded] = useState<{ key: string; outcome: FavoriteOutcome } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // The buyer's favorites as the favorites page reads them: one answer for both.
  const onServer = useApiQuery(favoritesRoutes.getFavorites, isLoggedIn ? { idCustomer, idStore } : null, {
    select: pick('favorites'),
  }).data;
  const addedHere = added?.key === key ? added.outcome : 'not-added';
  const isOnServer =
    addedHere === 'on-server' ||
    Boolean(onServer?.some((f) => f.idStyle === product.idStyle && f.color === product.color));
  const isInFavorites =
    isOnServer || addedHere === 'kept-locally' || isLocalFavorite(idCustomer, product.idStyle, product.color);

  const add = async () => {
    setIsBusy(true);
    const outcome = await addFavoriteFromDetail(product, quantity);
    setIsBusy(false);
    if (outcome !== 'not-added') setAdded({ key, outcome });
  };

  return (
    <button
      type="button"
      className={cx(styles.favoritesButton, isInFavorites && styles.inFavorites)}
      // Busy, it keeps its focus (a disabled button dropped it to the page) and ignores presses.
      aria-disabled={isBusy || undefined}
      onClick={() => {
        // A favorite the server holds is done. One kept only in the local list (the server was out of
        // reach) reads In Favorites too, but a press sends it again: the buyer expects it on /favorites.
        if (!isOnServer && !isBusy) void add();
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          fill="currentColor"
          d="M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5L12 21.4z"
        />
      </svg>
      {isBusy ? 'Adding...' : isInFavorites ? 'In Favorites' : 'Add To Favorites'}
    </button>
  );
}
