import { Link } from 'react-router-dom';
import { selectIsLoggedIn, usePageTitle, userStore, useStore } from '@storefront/shared-kernel';
import { ProductRail } from '../../components/product-rail/product-rail';
import {
  callerOf,
  fetchBanners,
  fetchBrands,
  fetchCategoryTiles,
  fetchCmsBanners,
  fetchFirstDepth,
  fetchRail,
  withImage,
} from '../../lib/catalog-api';
import { useApi } from '../../lib/use-api';
import { BannerCarousel } from './banner-carousel';
import { BrandLogoRail, CategoryTiles, ContentBanners, QuoteBand, ShopByCategory } from './home-sections';
import { NewsletterBand } from './newsletter-band';
import { useHomeSession } from './use-home-session';
import styles from './home.module.css';

/** Limits of spec section 9. */
export const BEST_SELLERS_LIMIT = 12;
export const NEW_ARRIVALS_LIMIT = 8;
export const FEATURED_LIMIT = 8;

/** Home: the shop window. Visitors see no prices and are invited to sign in. */
export default function HomePage() {
  // The site's name alone: the home page is the site.
  usePageTitle('');
  useHomeSession();
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const idCustomer = useStore(userStore, (user) => user.idCustomer);
  const brandId = useStore(userStore, (user) => user.brandId);
  const brandCode = useStore(userStore, (user) => user.brandCode);
  const caller = callerOf({ idCustomer, brandId, idStore: 0 });
  // Prices depend on who asks: the rails reload when the buyer signs in or out.
  const who = `${isLoggedIn ? idCustomer : 'visitor'}`;

  const bannerAnswer = useApi(`banners:${brandCode}`, (signal) => fetchBanners(brandCode, signal), {
    logFailureAs: 'the banners',
  });
  const banners = bannerAnswer.data ?? [];
  const tiles =
    useApi(`tiles:${brandCode}`, (signal) => fetchCategoryTiles(brandCode, signal), {
      logFailureAs: 'the category tiles',
    }).data ?? [];
  const contentBanners =
    useApi(`cms:${brandCode}`, (signal) => fetchCmsBanners(brandCode, signal), {
      logFailureAs: 'the content banners',
    }).data ?? [];
  const firstDepth =
    useApi('first-depth', (signal) => fetchFirstDepth(signal), { logFailureAs: 'the category menu' }).data ?? [];
  const brands = useApi('brands', (signal) => fetchBrands(signal), { logFailureAs: 'the brands' }).data ?? [];
  const bestSellers =
    useApi(`best:${who}`, (signal) => fetchRail('bestSeller', caller, signal), {
      logFailureAs: 'Best Sellers',
    }).data ?? [];
  const newArrivals =
    useApi(`new:${who}`, (signal) => fetchRail('newarrival', caller, signal), {
      logFailureAs: 'New Arrivals',
    }).data ?? [];
  const featured =
    useApi(`featured:${who}`, (signal) => fetchRail('featured', caller, signal), {
      logFailureAs: 'Featured Products',
    }).data ?? [];

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
      <BannerCarousel banners={banners} isLoggedIn={isLoggedIn} isLoading={bannerAnswer.isLoading} />
      <CategoryTiles tiles={tiles} isLoggedIn={isLoggedIn} />
      <ProductRail
        title="Best Sellers"
        products={withImage(bestSellers).slice(0, BEST_SELLERS_LIMIT)}
        isLoggedIn={isLoggedIn}
      />
      <NewsletterBand />
      <ProductRail
        title="New Arrivals"
        products={withImage(newArrivals).slice(0, NEW_ARRIVALS_LIMIT)}
        isLoggedIn={isLoggedIn}
      />
      <ContentBanners banners={contentBanners} isLoggedIn={isLoggedIn} />
      <ShopByCategory categories={firstDepth} isLoggedIn={isLoggedIn} />
      <ProductRail
        title="Featured Products"
        products={withImage(featured).slice(0, FEATURED_LIMIT)}
        isLoggedIn={isLoggedIn}
      />
      <BrandLogoRail brands={brands} isLoggedIn={isLoggedIn} />
      <QuoteBand />
    </div>
  );
}
