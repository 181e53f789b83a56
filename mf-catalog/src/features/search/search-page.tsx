import { startTransition, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  Dialog,
  LoadFailure,
  LoadRegion,
  Pagination,
  Spinner,
  fromSlug,
  prefetchApi,
  productRoutes,
  selectIsLoggedIn,
  selectRecentItems,
  useStore,
  userStore,
  cx,
  usePageTitle,
  useApiQuery,
  isAwaitingAnswer,
} from '@storefront/shared-kernel';
import { ProductCard } from '../../components/product-card/product-card';
import { callerOf } from '../../lib/catalog-api';
import { useScrollToTop } from '../../lib/use-scroll-to-top';
import { MEDIUM_SCREEN, useMediaQuery } from '../../lib/use-media-query';
import { FilterPanel } from './filter-panel';
import { hasProductQuery, productListInput } from './search-calls';
import { InPageSearch } from './search-box';
import {
  searchHref,
  settledSearchState,
  toggleFilter,
  withCategory,
  withFilters,
  withKeyword,
  withPage,
  withPerPage,
  withSort,
  type SearchState,
} from './search-params';
import { SearchToolbar, type ViewMode } from './search-toolbar';
import { useFilterDrawer } from './use-filter-drawer';
import { placeOf, useFilterGroups, useMenu } from './use-search-data';
import { useSearchState } from './use-search-state';
import styles from './search.module.css';

/**
 * Cards in the first row at every width (two columns up to 600 px, search.module.css): their images load
 * at once. The rest load lazily: on a phone they are below the first screen, and a wider screen's first
 * rows start loading with the first layout. A preload per card was dropped: on the client each new
 * list's preload searched the whole document and added a link to the head, which cost every filter click
 * more than its early fetch gained (docs/performance.md §10).
 */
const FIRST_ROW_CARDS = 2;

const imageLoadingOf = (index: number): 'eager' | 'lazy' => (index < FIRST_ROW_CARDS ? 'eager' : 'lazy');

/** Started by the host before the page renders, when it is the landing page (the kernel's lazyPage). */
export { prefetchSearch as prefetch } from './search-calls';

/** Product listing: category (dash form), keyword, page, filters, sort and page size live in the URL. */
export default function SearchPage() {
  const [state, setState] = useSearchState();
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const idCustomer = useStore(userStore, (user) => user.idCustomer);
  const brandId = useStore(userStore, (user) => user.brandId);
  const idStore = useStore(userStore, (user) => user.idStore);
  const recentItems = useStore(userStore, selectRecentItems);
  const [view, setView] = useState<ViewMode>('grid');
  const [drawerDraft, setDrawerDraft] = useFilterDrawer(state.category);
  // Null on the server: both the sidebar and the drawer's button are drawn, and the styles pick one.
  const isSmallScreen = useMediaQuery(MEDIUM_SCREEN);
  const resultsRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useScrollToTop(`${state.category}\n${state.keyword}`);
  const { groups, offeredIds } = useFilterGroups(state.category);
  const menu = useMenu();
  const place = placeOf(menu ?? [], state.category);
  // The panel fills in once both its sources answered: parts arriving one by one would push the
  // groups below them down (layout shift).
  const panelGroups = menu === undefined ? undefined : groups;

  const caller = callerOf({ idCustomer, brandId, idStore });
  const listInputOf = (next: SearchState) => (hasProductQuery(next) ? productListInput(next, caller) : null);
  // The grid keeps the last list while the next one loads (another page, filter or sort).
  const result = useApiQuery(productRoutes.getProducts, listInputOf(state), { keepPrevious: true });
  /**
   * Moves to `next`, its product list asked for at once: the call is on its way while the page
   * re-renders (the list's read takes it), not after that render (docs/performance.md §10). The
   * router applies a URL change as a transition: one render, one request.
   */
  const go = (next: SearchState) => {
    const input = listInputOf(next);
    if (input) void prefetchApi(productRoutes.getProducts, input);
    startTransition(() => setState(next));
  };
  // The answer of this very state: the previous one shown meanwhile says nothing of its total.
  const ownAnswer = result.isPlaceholderData ? undefined : result.data;
  // A URL the answers prove wrong (unknown filter ids, a page past the last) is replaced by the one
  // the buyer meant; until then the list waits instead of showing results of a state about to go.
  const settled = settledSearchState(state, { offeredFilterIds: offeredIds, total: ownAnswer?.total });
  const settledHref = searchHref(settled);
  const isSettling = settledHref !== searchHref(state);
  const settle = useEffectEvent(() => go(settled));
  useEffect(() => {
    if (isSettling) settle();
  }, [isSettling, settledHref]);
  const isLoading = isAwaitingAnswer(result) || isSettling;
  const answer = isSettling ? undefined : result.data;
  const products = answer?.productList ?? [];
  const total = answer?.total ?? 0;
  const totalPages = Math.ceil(total / state.perPage);

  const current = place.trail[place.trail.length - 1];
  const title = state.category
    ? (current?.cateNm ?? fromSlug(state.category))
    : state.keyword
      ? `Search results for “${state.keyword}”`
      : 'Search';
  const subCategoryHref = (slug: string) => searchHref(withCategory({ ...state, keyword: '' }, slug));
  usePageTitle(title);

  const panel = (selected: readonly number[], onChange: (filters: number[]) => void, showHeading = true) => (
    <FilterPanel
      groups={panelGroups}
      selected={selected}
      onToggle={(id) => onChange(toggleFilter({ ...state, filters: [...selected] }, id).filters)}
      onClearAll={() => onChange([])}
      recentItems={recentItems}
      subCategories={place.children}
      subCategoryHref={subCategoryHref}
      showHeading={showHeading}
    />
  );

  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {place.trail.slice(0, -1).map((node) => (
            <li key={node.idWebCate}>
              <Link to={subCategoryHref(node.slug)}>{node.cateNm}</Link>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        {isSmallScreen === true ? null : (
          <aside className={cx(styles.sidebar, isSmallScreen === null && styles.wideOnly)} aria-label="Filters">
            {panel(state.filters, (filters) => go(withFilters(state, filters)))}
          </aside>
        )}
        <div className={styles.results} ref={resultsRef}>
          <div className={styles.heading}>
            <h1 className={styles.title} ref={titleRef} tabIndex={-1}>
              {title}
            </h1>
            {state.keyword ? (
              <p className={styles.count} role="status">
                {answer ? `${total} products found.` : ''}
              </p>
            ) : null}
          </div>
          <InPageSearch keyword={state.keyword} onSearch={(keyword) => go(withKeyword(state, keyword))} />
          <div className={styles.toolbarRow}>
            {isSmallScreen !== false ? (
              <Button
                variant="secondary"
                className={isSmallScreen === null ? styles.narrowOnly : undefined}
                onClick={() => setDrawerDraft([...state.filters])}
              >
                Filters{state.filters.length > 0 ? ` (${state.filters.length})` : ''}
              </Button>
            ) : null}
            <SearchToolbar
              perPage={state.perPage}
              onPerPageChange={(size) => go(withPerPage(state, size))}
              sort={state.sort}
              onSortChange={(value) => go(withSort(state, value))}
              view={view}
              onViewChange={setView}
            />
          </div>
          <LoadRegion aria-busy={isLoading} className={styles.resultsBody}>
            {!hasProductQuery(state) ? (
              <p className={styles.empty}>Enter a keyword or choose a category to see products.</p>
            ) : isLoading && !answer ? (
              <Spinner label="Loading products" />
            ) : result.isError ? (
              <LoadFailure
                message="The products could not be loaded. Please try again."
                onRetry={() => void result.refetch()}
                className={styles.empty}
              />
            ) : products.length === 0 ? (
              <p className={styles.empty}>No products found.</p>
            ) : (
              <ul className={cx(styles.grid, view === 'list' && styles.listView)} aria-label="Products">
                {products.map((product, index) => (
                  <li key={product.idStyle}>
                    <ProductCard
                      product={product}
                      isLoggedIn={isLoggedIn}
                      layout={view}
                      showActions
                      titleAs="h2"
                      imageLoading={imageLoadingOf(index)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </LoadRegion>
          <Pagination
            className={styles.pagination}
            page={state.page}
            totalPages={totalPages}
            onPageChange={(page) => {
              go(withPage(state, page));
              resultsRef.current?.scrollIntoView?.({ block: 'start' });
              // The new page starts at the top: a keyboard user goes there too, not left at the foot.
              titleRef.current?.focus({ preventScroll: true });
            }}
          />
        </div>
      </div>
      <Dialog
        open={drawerDraft !== null}
        onClose={() => setDrawerDraft(null)}
        title="Filters"
        className={styles.drawer}
        footer={
          <Button
            onClick={() => {
              go(withFilters(state, drawerDraft ?? []));
              setDrawerDraft(null);
            }}
          >
            Apply
          </Button>
        }
      >
        {panel(drawerDraft ?? [], setDrawerDraft, false)}
      </Dialog>
    </div>
  );
}
