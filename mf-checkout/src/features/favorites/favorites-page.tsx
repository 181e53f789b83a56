import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  CART_CHANGE_FAILED,
  Dialog,
  type FavoriteLine,
  favoritesRoutes,
  LoadFailure,
  LoadRegion,
  notify,
  refreshCart,
  selectIdCustomer,
  selectIdStore,
  selectIsLoggedIn,
  serverMessage,
  Spinner,
  useApiQuery,
  usePageTitle,
  userStore,
  useStore,
} from '@storefront/shared-kernel';
import { LinesTable, type ItemLine } from '../../components/lines-table';
import { FavoriteQuantity } from './favorite-quantity';
import {
  CART_CREATED_MESSAGE,
  clearFavorites,
  createCartFromFavorites,
  FAVORITES_LOAD_ERROR,
  favoritesChanged,
  favoritesInput,
  removeFavorite,
  REMOVED_MESSAGE,
} from './favorites-api';
import styles from './favorites-page.module.css';

const toItemLine = (line: FavoriteLine): FavoriteLine & ItemLine => ({ ...line, key: line.idWishlist });
const favoritesOf = (answer: { favorites: FavoriteLine[] }) => answer.favorites;
const NO_LINES: FavoriteLine[] = [];

/** Favorites (docs/product.md §6.4): quantities, removal, Add All Items to Cart and Clear Favorites. */
export default function FavoritesPage() {
  usePageTitle('Favorites');
  const idCustomer = useStore(userStore, selectIdCustomer);
  const idStore = useStore(userStore, selectIdStore);
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const input = isLoggedIn ? favoritesInput({ idCustomer, idStore }) : null;
  const favorites = useApiQuery(favoritesRoutes.getFavorites, input, { select: favoritesOf });
  const { refetch, errorUpdatedAt } = favorites;
  const lines = favorites.data ?? NO_LINES;
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'cart' | 'clear' | null>(null);
  const [isClearOpen, setIsClearOpen] = useState(false);
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const titleRef = useRef<HTMLHeadingElement>(null);
  const removedRow = useRef<number | null>(null);

  // With no list on the page the page says so itself; over a list, only this tells that a reload failed.
  const hasFailedOverList = favorites.isError && lines.length > 0;
  useEffect(() => {
    if (hasFailedOverList) notify(FAVORITES_LOAD_ERROR, 'error');
  }, [hasFailedOverList, errorUpdatedAt]);

  useLayoutEffect(() => {
    // The list is drawn without the removed row, and with it went the focused Remove button: focus goes
    // to the list's title, not the page. (Checked after the reload's answer, the row was still there:
    // the list is drawn later; another reload may also be drawn first.)
    if (removedRow.current === null || lines.some((line) => line.idWishlist === removedRow.current)) return;
    removedRow.current = null;
    if (document.activeElement === document.body || document.activeElement === null) titleRef.current?.focus();
  }, [lines]);

  /** The list after a write: told to the other remotes when it changed, asked again as it is when it failed. */
  const reloadAfter = async (changedTo: number | null): Promise<FavoriteLine[] | null> =>
    changedTo === null ? ((await refetch()).data ?? null) : favoritesChanged(changedTo).catch(() => null);

  const remove = async (line: FavoriteLine) => {
    removedRow.current = line.idWishlist;
    setRemoving((ids) => new Set(ids).add(line.idWishlist));
    let left: number | null = null;
    try {
      await removeFavorite(line);
      left = lines.filter((other) => other.idWishlist !== line.idWishlist).length;
      notify(REMOVED_MESSAGE, 'success');
    } catch (error) {
      notify(serverMessage(error) ?? 'Error while removing from Favorites', 'error');
    }
    await reloadAfter(left);
    setRemoving((ids) => {
      const next = new Set(ids);
      next.delete(line.idWishlist);
      return next;
    });
  };

  const addAllToCart = async () => {
    setBusy('cart');
    try {
      const message = await createCartFromFavorites();
      notify(message || CART_CREATED_MESSAGE, 'success');
      await refreshCart().catch(() => undefined);
      navigate('/cart');
    } catch (error) {
      notify(serverMessage(error) ?? CART_CHANGE_FAILED, 'error');
      setBusy(null);
    }
  };

  const clearAll = async () => {
    setBusy('clear');
    let isCleared = false;
    try {
      await clearFavorites();
      isCleared = true;
      notify('Favorites cleared.', 'success');
    } catch (error) {
      notify(serverMessage(error) ?? 'Error while clearing Favorites', 'error');
    }
    const isEmpty = (await reloadAfter(isCleared ? 0 : null))?.length === 0;
    setBusy(null);
    setIsClearOpen(false);
    // The dialog gives focus back to Clear Favorites; with the list now empty that button is gone,
    // and focus would fall to the page: the title takes it instead.
    if (isEmpty) titleRef.current?.focus();
  };

  return (
    <section className={styles.page} aria-labelledby="favorites-title">
      <h1 id="favorites-title" ref={titleRef} tabIndex={-1} className={styles.title}>
        Favorites
      </h1>
      <LoadRegion>
        {lines.length === 0 ? (
          favorites.isError && !favorites.isFetching ? (
            <LoadFailure message={FAVORITES_LOAD_ERROR} onRetry={() => void refetch()} className={styles.empty} />
          ) : favorites.isPending || favorites.isFetching ? (
            <Spinner label="Loading your favorites" />
          ) : (
            <div className={styles.empty}>
              <p>No favorites found.</p>
              <Link to="/">Continue shopping</Link>
            </div>
          )
        ) : (
          <>
            <LinesTable
              label="Favorite items"
              lines={lines.map(toItemLine)}
              renderQuantity={(line) => (
                <FavoriteQuantity
                  line={line}
                  onSaved={() => reloadAfter(lines.length)}
                  onMissing={() => reloadAfter(null)}
                  isRemoving={busy === 'clear' || removing.has(line.idWishlist)}
                />
              )}
              renderActions={(line) => (
                <Button
                  variant="link"
                  size="small"
                  aria-label={`Remove ${line.webTitle} from Favorites`}
                  isBusy={removing.has(line.idWishlist)}
                  onClick={() => void remove(line)}
                >
                  Remove
                </Button>
              )}
            />
            <div className={styles.actions}>
              <Button variant="secondary" disabled={busy !== null} onClick={() => setIsClearOpen(true)}>
                Clear Favorites
              </Button>
              <Button isBusy={busy !== null} onClick={() => void addAllToCart()}>
                {busy === 'cart' ? 'Adding…' : 'Add All Items to Cart'}
              </Button>
            </div>
          </>
        )}
      </LoadRegion>
      <Dialog
        open={isClearOpen}
        onClose={() => busy !== 'clear' && setIsClearOpen(false)}
        title="Clear Favorites"
        footer={
          <>
            <Button variant="secondary" disabled={busy === 'clear'} onClick={() => setIsClearOpen(false)}>
              Cancel
            </Button>
            <Button isBusy={busy === 'clear'} onClick={() => void clearAll()}>
              {busy === 'clear' ? 'Removing…' : 'Remove all favorites'}
            </Button>
          </>
        }
      >
        <p>
          Remove all {lines.length} item{lines.length === 1 ? '' : 's'} from your favorites?
        </p>
      </Dialog>
    </section>
  );
}
