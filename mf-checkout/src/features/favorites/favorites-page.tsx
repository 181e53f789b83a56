import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  Dialog,
  type FavoriteLine,
  LoadFailure,
  LoadRegion,
  notify,
  refreshCart,
  serverMessage,
  Spinner,
  usePageTitle,
} from '@storefront/shared-kernel';
import { LinesTable, type ItemLine } from '../../components/lines-table';
import { FavoriteQuantity } from './favorite-quantity';
import {
  CART_CREATED_MESSAGE,
  clearFavorites,
  createCartFromFavorites,
  removeFavorite,
  REMOVED_MESSAGE,
} from './favorites-api';
import { FAVORITES_LOAD_ERROR, useFavorites } from './use-favorites';
import styles from './favorites-page.module.css';

const toItemLine = (line: FavoriteLine): FavoriteLine & ItemLine => ({ ...line, key: line.idWishlist });

/** Favorites (spec section 2): quantities, removal, Add All Items to Cart and Clear Favorites. */
export default function FavoritesPage() {
  usePageTitle('Favorites');
  const { lines, isLoading, hasFailed, reload } = useFavorites();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'cart' | 'clear' | null>(null);
  const [isClearOpen, setIsClearOpen] = useState(false);
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const titleRef = useRef<HTMLHeadingElement>(null);
  const removedRow = useRef<number | null>(null);

  useLayoutEffect(() => {
    // The list is drawn without the removed row, and with it went the focused Remove button: focus goes
    // to the list's title, not the page. (Checked after the reload's answer, the row was still there:
    // the list is this page's state, drawn later; another reload may also be drawn first.)
    if (removedRow.current === null || lines.some((line) => line.idWishlist === removedRow.current)) return;
    removedRow.current = null;
    if (document.activeElement === document.body || document.activeElement === null) titleRef.current?.focus();
  }, [lines]);

  const remove = async (line: FavoriteLine) => {
    removedRow.current = line.idWishlist;
    setRemoving((ids) => new Set(ids).add(line.idWishlist));
    try {
      await removeFavorite(line);
      notify(REMOVED_MESSAGE, 'success');
    } catch (error) {
      notify(serverMessage(error) ?? 'Error while removing from Favorites', 'error');
    }
    await reload();
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
      notify(serverMessage(error) ?? 'Error while add to cart', 'error');
      setBusy(null);
    }
  };

  const clearAll = async () => {
    setBusy('clear');
    try {
      await clearFavorites();
      notify('Favorites cleared.', 'success');
    } catch (error) {
      notify(serverMessage(error) ?? 'Error while clearing Favorites', 'error');
    }
    const isEmpty = (await reload())?.length === 0;
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
          isLoading ? (
            <Spinner label="Loading your favorites" />
          ) : hasFailed ? (
            <LoadFailure message={FAVORITES_LOAD_ERROR} onRetry={() => void reload()} className={styles.empty} />
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
                  onSaved={reload}
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
