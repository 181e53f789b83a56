import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  productRoutes,
  RAIL_SIZES,
  selectIsLoggedIn,
  systemRoutes,
  useApiQuery,
  usePageTitle,
  userStore,
  useStore,
  isAwaitingAnswer,
  pick,
  useSection,
} from '@storefront/shared-kernel';
import { ProductRail } from '../../components/product-rail/product-rail';
import { callerOf, railInput } from '../../lib/catalog-api';
import { BannerCarousel } from './banner-carousel';
import { BrandLogoRail, CategoryTiles, ContentBanners, QuoteBand, ShopByCategory } from './home-sections';
import { NewsletterBand } from './newsletter-band';
import { useHomeSession } from './use-home-session';
import styles from './home.module.css';

/** Home: the shop window. Visitors see no prices and are invited to sign in. */
export default function HomePage() {
  // The site's name alone: the home page is the site.
  usePageTitle('');
  useHomeSession();
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const idCustomer = useStore(userStore, (user) => user.idCustomer);
  const brandId = useStore(userStore, (user) => user.brandId);
  const brandCode = useStore(userStore, (user) => user.brandCode);
  // Prices depend on who asks: the rails are asked again when the buyer signs in or out.
  const rail = railInput(callerOf({ idCustomer, brandId, idStore: 0 }));

  const bannerRead = useApiQuery(
    systemRoutes.getBanner,
    { brandCode },
    {
      select: pick('bannerList'),
      logFailureAs: 'the banners',
    },
  );
  const banners = bannerRead.data ?? [];
  const tiles = useSection(systemRoutes.getCategory, { brandCode }, 'categoryList', 'the category tiles');
  const contentBanners = useSection(systemRoutes.getCmsBanner, { brandCode }, 'cmsBannerList', 'the content banners');
  const firstDepth = useSection(systemRoutes.getWebFirstDepth, {}, 'categoryList', 'the category menu');
  const brands = useSection(systemRoutes.getBrands, {}, 'brandList', 'the brands');
  const bestSellers = useSection(productRoutes.getBestSellers, rail, 'productList', 'Best Sellers');
  const newArrivals = useSection(productRoutes.getNewArrivals, rail, 'productList', 'New Arrivals');
  const featured = useSection(productRoutes.getFeaturedProducts, rail, 'productList', 'Featured Products');
  // Below the carousel the sections are drawn together, once each has answered or failed: drawn as they
  // came, each pushed down the ones already shown (docs/product.md §3.7). Once drawn they stay, while
  // rails are asked again for a buyer who signed in or out.
  const [sectionsDrawn, setSectionsDrawn] = useState(false);
  if (
    !sectionsDrawn &&
    [tiles, contentBanners, firstDepth, brands, bestSellers, newArrivals, featured].every((section) => section.settled)
  )
    setSectionsDrawn(true);

  return (
    <div className={styles.home}>
      <div className={styles.intro}>
        <h1 className={styles.title}>Wholesale housewares, kitchen and beauty brands</h1>
        {isLoggedIn ? (
          <p className={styles.introText}>Browse by category or brand, or search the whole catalog.</p>
        ) : (
          <p className={styles.introText}>
            Prices are for registered business buyers.{' '}
            <Link to="/login" className={styles.loginLink}>
              Login to see price
            </Link>
          </p>
        )}
      </div>
      <BannerCarousel banners={banners} isLoggedIn={isLoggedIn} isLoading={isAwaitingAnswer(bannerRead)} />
      {sectionsDrawn && (
        <>
          <CategoryTiles tiles={tiles.list} isLoggedIn={isLoggedIn} />
          <ProductRail
            title="Best Sellers"
            products={bestSellers.list.slice(0, RAIL_SIZES.bestSeller)}
            isLoggedIn={isLoggedIn}
          />
          <NewsletterBand />
          <ProductRail
            title="New Arrivals"
            products={newArrivals.list.slice(0, RAIL_SIZES.newarrival)}
            isLoggedIn={isLoggedIn}
          />
          <ContentBanners banners={contentBanners.list} isLoggedIn={isLoggedIn} />
          <ShopByCategory categories={firstDepth.list} isLoggedIn={isLoggedIn} />
          <ProductRail
            title="Featured Products"
            products={featured.list.slice(0, RAIL_SIZES.featured)}
            isLoggedIn={isLoggedIn}
          />
          <BrandLogoRail brands={brands.list} isLoggedIn={isLoggedIn} />
          <QuoteBand />
        </>
      )}
    </div>
  );
}
