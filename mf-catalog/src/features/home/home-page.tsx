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
  useSectionList,
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
  const tiles = useSectionList(systemRoutes.getCategory, { brandCode }, 'categoryList', 'the category tiles');
  const contentBanners = useSectionList(
    systemRoutes.getCmsBanner,
    { brandCode },
    'cmsBannerList',
    'the content banners',
  );
  const firstDepth = useSectionList(systemRoutes.getWebFirstDepth, {}, 'categoryList', 'the category menu');
  const brands = useSectionList(systemRoutes.getBrands, {}, 'brandList', 'the brands');
  const bestSellers = useSectionList(productRoutes.getBestSellers, rail, 'productList', 'Best Sellers');
  const newArrivals = useSectionList(productRoutes.getNewArrivals, rail, 'productList', 'New Arrivals');
  const featured = useSectionList(productRoutes.getFeaturedProducts, rail, 'productList', 'Featured Products');

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
      <CategoryTiles tiles={tiles} isLoggedIn={isLoggedIn} />
      <ProductRail
        title="Best Sellers"
        products={bestSellers.slice(0, RAIL_SIZES.bestSeller)}
        isLoggedIn={isLoggedIn}
      />
      <NewsletterBand />
      <ProductRail
        title="New Arrivals"
        products={newArrivals.slice(0, RAIL_SIZES.newarrival)}
        isLoggedIn={isLoggedIn}
      />
      <ContentBanners banners={contentBanners} isLoggedIn={isLoggedIn} />
      <ShopByCategory categories={firstDepth} isLoggedIn={isLoggedIn} />
      <ProductRail
        title="Featured Products"
        products={featured.slice(0, RAIL_SIZES.featured)}
        isLoggedIn={isLoggedIn}
      />
      <BrandLogoRail brands={brands} isLoggedIn={isLoggedIn} />
      <QuoteBand />
    </div>
  );
}
