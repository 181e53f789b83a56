import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  cx,
  LoadFailure,
  LoadRegion,
  selectIsLoggedIn,
  Spinner,
  systemRoutes,
  toSlug,
  useApiQuery,
  usePageTitle,
  userStore,
  useStore,
  VisuallyHidden,
  isAwaitingAnswer,
  pick,
} from '@storefront/shared-kernel';
import { categoryHref } from '../../lib/guarded-href';
import { brandsFoundText, filterBrands } from './filter-brands';
import styles from './brands.module.css';

type View = 'grid' | 'list';

/** Shop by Brand: search, grid or list, and a click that lists the brand's products. */
export default function BrandsPage() {
  usePageTitle('Shop by Brand');
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const [term, setTerm] = useState('');
  const [view, setView] = useState<View>('grid');
  const searchId = useId();
  // The same read as the home page's brand logos: one answer for both.
  const read = useApiQuery(systemRoutes.getBrands, {}, { select: pick('brandList') });
  const brands = read.data;
  const isLoading = isAwaitingAnswer(read);
  const shown = filterBrands(brands ?? [], term);
  const hasTerm = term.trim() !== '';

  // docs/product.md §5.8: signed in (userId not 0) goes to the brand's products, otherwise to /login.
  const hrefOf = (name: string) => (isLoggedIn ? categoryHref(toSlug(name)) : '/login');

  return (
    <section className={styles.page} aria-labelledby="brands-title">
      <h1 id="brands-title" className={styles.title}>
        Shop by Brand
      </h1>
      <div className={styles.controls}>
        <label htmlFor={searchId}>
          <VisuallyHidden>Search brands</VisuallyHidden>
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.search}
          placeholder="Search brands..."
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <div className={styles.viewToggle} role="group" aria-label="View">
          {(['grid', 'list'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              className={cx(styles.viewButton, view === mode && styles.viewButtonActive)}
              aria-pressed={view === mode}
              onClick={() => setView(mode)}
            >
              {mode === 'grid' ? 'Grid' : 'List'}
              <VisuallyHidden> view</VisuallyHidden>
            </button>
          ))}
        </div>
      </div>
      <div role="status" className={styles.status}>
        {hasTerm && shown.length > 0 ? <p className={styles.found}>{brandsFoundText(shown.length)}</p> : null}
        {brands && shown.length === 0 ? <p className={styles.empty}>No brands found.</p> : null}
      </div>
      <LoadRegion>
        {isLoading ? <Spinner label="Loading brands" /> : null}
        {!isLoading && !brands && read.isError ? (
          <LoadFailure
            message="The brands could not be loaded. Please try again."
            onRetry={() => void read.refetch()}
            className={styles.empty}
          />
        ) : null}
        {shown.length > 0 ? (
          <ul className={cx(styles.grid, view === 'list' && styles.list)} aria-label="Brands">
            {shown.map((brand) => (
              <li key={brand.brandId}>
                <Link to={hrefOf(brand.name)} className={styles.brand}>
                  <img src={brand.logo} alt="" width={240} height={120} loading="lazy" className={styles.logo} />
                  <span className={styles.name}>{brand.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </LoadRegion>
    </section>
  );
}
