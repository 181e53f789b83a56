import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PriceTag, yourPrice, type Product, cx } from '@storefront/shared-kernel';
import { addProductToCart, addProductToFavorites } from '../../lib/card-actions';
import { productHref } from '../../lib/guarded-href';
import { mainImageSources } from '../../lib/image-sources';
import { ProductImage } from '../product-image/product-image';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: Product;
  isLoggedIn: boolean;
  layout?: 'grid' | 'list';
  /** Add to cart and favorites buttons (search results). */
  showActions?: boolean;
  titleAs?: 'h2' | 'h3';
  /** 'eager' for cards in the first screen: a lazy image waits for layout and delays the largest paint. */
  imageLoading?: 'lazy' | 'eager';
}

/** The buyer's prices: SRP and Your Price (price - salePrice), 2 decimals (docs/product.md §1.3). */
export function ProductPrices({ product }: { product: Product }) {
  const price = product.yourPrice ?? (product.price === null ? null : yourPrice(product.price, product.salePrice));
  return (
    <div className={styles.prices}>
      {product.retailPrice !== null ? <PriceTag label="SRP" amount={product.retailPrice} tone="muted" /> : null}
      {price !== null ? <PriceTag label="Your Price" amount={price} /> : null}
    </div>
  );
}

/**
 * A product in a rail or a result list. A visitor sees 'Login to see price' instead of prices, and
 * the card's links lead to /login (docs/product.md §5.2); the one 'Login to see price' link of a page is
 * its own prompt, so the card shows the words as text.
 *
 * Memoized: a filter or sort change first re-renders the search page with the products it shows
 * (their objects unchanged) while the next list loads, and the cards need not render again for it.
 */
export const ProductCard = memo(function ProductCard({
  product,
  isLoggedIn,
  layout = 'grid',
  showActions = false,
  titleAs = 'h3',
  imageLoading = 'lazy',
}: ProductCardProps) {
  const [busy, setBusy] = useState<'cart' | 'favorites' | null>(null);
  const href = isLoggedIn ? productHref(product.idStyle) : '/login';
  const Title = titleAs;
  const run = async (action: 'cart' | 'favorites') => {
    // Busy buttons stay focusable (aria-disabled): a disabled one dropped keyboard focus to the page.
    if (busy !== null) return;
    setBusy(action);
    await (action === 'cart' ? addProductToCart(product) : addProductToFavorites(product));
    setBusy(null);
  };

  return (
    <article className={cx(styles.card, layout === 'list' && styles.list)}>
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <ProductImage sources={mainImageSources(product)} alt="" loading={imageLoading} />
      </Link>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand}</p>
        <Title className={styles.title}>
          <Link to={href} className={styles.titleLink}>
            {product.webTitle}
          </Link>
        </Title>
        <p className={styles.sku}>SKU: {product.idStyle}</p>
        {isLoggedIn ? <ProductPrices product={product} /> : <p className={styles.loginPrompt}>Login to see price</p>}
        {isLoggedIn && showActions ? (
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.cartButton}
              aria-label={`Add to cart: ${product.webTitle}`}
              aria-disabled={busy !== null || undefined}
              onClick={() => void run('cart')}
            >
              Add to cart
            </button>
            <button
              type="button"
              className={styles.favoriteButton}
              aria-label={`Add to favorites: ${product.webTitle}`}
              aria-disabled={busy !== null || undefined}
              onClick={() => void run('favorites')}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <path
                  fill="currentColor"
                  d="M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5L12 21.4z"
                />
              </svg>
            </button>
          </div>
        ) : null}
      </div>
    </article>
  );
});
