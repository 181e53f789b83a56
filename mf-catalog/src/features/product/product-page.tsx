import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  QuantityStepper,
  Spinner,
  TOKEN_STORAGE_KEY,
  addRecentItem,
  LoadFailure,
  LoadRegion,
  selectIsLoggedIn,
  toSlug,
  useStore,
  userStore,
  usePageTitle,
  isNotFound,
  ID_STYLE_MAX_LENGTH,
  MAX_QUANTITY,
  productRoutes,
  useApiQuery,
  isAwaitingAnswer,
  useSection,
  pick,
} from '@storefront/shared-kernel';
import { smallestQuantity } from '@storefront/shared-kernel/quantity-rules';
import { ProductPrices } from '../../components/product-card/product-card';
import { ProductRail } from '../../components/product-rail/product-rail';
import { addProductToCart } from '../../lib/card-actions';
import { callerOf, styleInput } from '../../lib/catalog-api';
import { categoryHref } from '../../lib/guarded-href';
import { mainImageSources, styleNamedImage } from '../../lib/image-sources';
import { useScrollToTop } from '../../lib/use-scroll-to-top';
import { Barcode } from './barcode';
import { FavoritesButton } from './favorites-button';
import { Gallery } from './gallery';
import { ProductFacts } from './product-facts';
import { SpecTable } from './spec-table';
import { VolumePricing } from './volume-pricing';
import styles from './product.module.css';

/** Product detail for `/product?id={idStyle}` (the SKU may contain slashes). */
export default function ProductPage() {
  // The spinner, a failure and then the product stand in one region: Retry leaves focus there.
  return (
    <LoadRegion>
      <ProductDetail />
    </LoadRegion>
  );
}

function ProductDetail() {
  const [params] = useSearchParams();
  const idStyle = (params.get('id') ?? '').trim();
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const idCustomer = useStore(userStore, (user) => user.idCustomer);
  const brandId = useStore(userStore, (user) => user.brandId);
  const idStore = useStore(userStore, (user) => user.idStore);
  const caller = callerOf({ idCustomer, brandId, idStore });
  // An id the API refuses is not asked for: it would answer 400, a failure a retry cannot mend.
  const isNameable = idStyle !== '' && idStyle.length <= ID_STYLE_MAX_LENGTH;
  const input = isNameable ? styleInput(idStyle, caller) : null;

  const detail = useApiQuery(productRoutes.getProductDetail, input, { select: pick('product') });
  const product = detail.data;
  // The product's parts are asked with its detail, not after it: waiting would hold the gallery, the
  // specifications and the rails back a round trip on every product, to spare four reads on a 404.
  // Once the detail answered 404 they are dropped (calls on their way cancelled, their answers and
  // failures ignored) and not asked again for that id when the detail is (a sign-in changes who asks).
  const [missingStyle, setMissingStyle] = useState<string | null>(null);
  if (isNotFound(detail.error) && missingStyle !== idStyle) setMissingStyle(idStyle);
  const partsInput = missingStyle === idStyle && !product ? null : input;
  const images = useApiQuery(productRoutes.getProductImages, partsInput && { idStyle: partsInput.idStyle }, {
    select: pick('images'),
    logFailureAs: 'the images',
  });
  const specs = useApiQuery(productRoutes.getSpecifications, partsInput, {
    select: pick('specifications'),
    logFailureAs: 'the specifications',
  });
  const related = useSection(productRoutes.getRelatedProducts, partsInput, 'productList', 'the related products').list;
  const cross = useSection(productRoutes.getCrossProducts, partsInput, 'productList', 'the cross-sell products').list;
  const isLoading = input !== null && isAwaitingAnswer(detail);
  // Only the server's 404 says the product is not there; a failed call (down, timed out) says nothing of it.
  const isMissing = !isNameable || (!isLoading && !product && isNotFound(detail.error));
  usePageTitle(product?.webTitle ?? (isMissing ? 'Product not found' : 'Product'));

  useScrollToTop(idStyle);
  const [quantity, setQuantity] = useState<{ idStyle: string; value: number } | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  useEffect(() => {
    if (product) addRecentItem({ idStyle: product.idStyle, webTitle: product.webTitle, filepath1: product.filepath1 });
  }, [product]);

  // docs/product.md §4.4: a stored token that is the text 'null' sends the visitor home.
  if (localStorage.getItem(TOKEN_STORAGE_KEY) === 'null') return <Navigate to="/" replace />;
  if (isMissing) return <NotFound />;
  if (isLoading) return <Spinner label="Loading product" />;
  if (!product)
    return (
      <LoadFailure
        message="The product could not be loaded. Please try again."
        onRetry={() => void detail.refetch()}
        className={styles.notFound}
      />
    );

  const pack = Math.max(1, product.qtyPerUOM || 1);
  // docs/product.md §6.6: the least the server takes, whole packs from the minimum order up.
  const least = smallestQuantity({ pack, minBuy: product.minBuy });
  const qty = quantity?.idStyle === product.idStyle ? quantity.value : least;
  // docs/product.md §5.7: the gallery falls back once to a style-named image when its images cannot load.
  const gallery = images.isError
    ? [styleNamedImage(product.idStyle)]
    : (images.data ?? []).map((image) => image.filepath1);
  const isInStock = product.avaQty > 0;

  return (
    <article className={styles.page} aria-labelledby="product-title">
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {product.category ? (
            <li>
              <Link to={categoryHref(toSlug(product.category))}>{product.category}</Link>
            </li>
          ) : null}
          <li aria-current="page">{product.idStyle}</li>
        </ol>
      </nav>
      <div className={styles.top}>
        <Gallery
          key={product.idStyle}
          images={gallery.length > 0 ? gallery : mainImageSources(product).slice(0, 1)}
          fallbacks={mainImageSources(product)}
          title={product.webTitle}
        />
        <div className={styles.info}>
          <h1 id="product-title" className={styles.title}>
            {product.webTitle}
          </h1>
          <p className={styles.sku}>
            SKU: <strong>{product.idStyle}</strong>
          </p>
          <Barcode value={product.barcode} />
          <p className={styles.meta}>
            Brand:{' '}
            <Link to={`/search?brand=${encodeURIComponent(product.brand)}`} className={styles.brandLink}>
              {product.brand}
            </Link>
          </p>
          <p className={isInStock ? styles.inStock : styles.outOfStock}>{isInStock ? 'In Stock' : 'Out of stock'}</p>
          {isLoggedIn ? (
            <div className={styles.prices}>
              <ProductPrices product={product} />
              <span className={styles.perUnit}>per {product.uom || 'unit'}</span>
            </div>
          ) : null}
          <VolumePricing breaks={product.breaks} />
          <ProductFacts product={product} />
          <div className={styles.buy}>
            <label htmlFor="product-quantity" className={styles.quantityLabel}>
              Quantity
            </label>
            <QuantityStepper
              id="product-quantity"
              label="Quantity"
              value={qty}
              min={least}
              step={pack}
              max={MAX_QUANTITY}
              onChange={(value) => setQuantity({ idStyle: product.idStyle, value })}
            />
            <Button
              isBusy={isAdding}
              onClick={() => {
                setIsAdding(true);
                void addProductToCart(product, qty).finally(() => setIsAdding(false));
              }}
            >
              {isAdding ? 'Adding...' : 'Add To Cart'}
            </Button>
            <FavoritesButton product={product} quantity={qty} />
          </div>
          <p className={styles.freight}>
            Freight is added to the invoice when the order ships. For freight quotes and lead times, please{' '}
            <Link to="/contactus">contact customer service</Link>.
          </p>
        </div>
      </div>
      {isAwaitingAnswer(specs) ? null : <SpecTable specifications={specs.data ?? []} />}
      <ProductRail title="Related Items" products={related} isLoggedIn={isLoggedIn} />
      <ProductRail title="Commonly Ordered Together" products={cross} isLoggedIn={isLoggedIn} />
    </article>
  );
}

function NotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="product-missing">
      <h1 id="product-missing">Product not found</h1>
      <p>
        The product may have been removed. <Link to="/search">Search the catalog</Link>
      </p>
    </section>
  );
}
