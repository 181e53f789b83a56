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
  type AnswerOf,
  isAwaitingAnswer,
} from '@storefront/shared-kernel';
import { ProductRail } from '../../components/product-rail/product-rail';
import { callerOf, railInput } from '../../lib/catalog-api';
import { BannerCarousel } from './banner-carousel';
import { BrandLogoRail, CategoryTiles, ContentBanners, QuoteBand, ShopByCategory } from './home-sections';
import { NewsletterBand } from './newsletter-band';
import { useHomeSession } from './use-home-session';
import styles from './home.module.css';

// The parts of the answers the page shows, named once so a render does not select them again.
const bannersOf = (answer: AnswerOf<typeof systemRoutes.getBanner>) => answer.bannerList;
const tilesOf = (answer: AnswerOf<typeof systemRoutes.getCategory>) => answer.categoryList;
const contentBannersOf = (answer: AnswerOf<typeof systemRoutes.getCmsBanner>) => answer.cmsBannerList;
const firstDepthOf = (answer: AnswerOf<typeof systemRoutes.getWebFirstDepth>) => answer.categoryList;
const brandsOf = (answer: AnswerOf<typeof systemRoutes.getBrands>) => answer.brandList;
const productsOf = (answer: AnswerOf<typeof productRoutes.getBestSellers>) => answer.productList;

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
      select: bannersOf,
      logFailureAs: 'the banners',
    },
  );
  const banners = bannerRead.data ?? [];
  const tiles =
    useApiQuery(systemRoutes.getCategory, { brandCode }, { select: tilesOf, logFailureAs: 'the category tiles' })
      .data ?? [];
  const contentBanners =
    useApiQuery(
      systemRoutes.getCmsBanner,
      { brandCode },
      { select: contentBannersOf, logFailureAs: 'the content banners' },
    ).data ?? [];
  const firstDepth =
    useApiQuery(systemRoutes.getWebFirstDepth, {}, { select: firstDepthOf, logFailureAs: 'the category menu' }).data ??
    [];
  const brands = useApiQuery(systemRoutes.getBrands, {}, { select: brandsOf, logFailureAs: 'the brands' }).data ?? [];
  const bestSellers =
    useApiQuery(productRoutes.getBestSellers, rail, { select: productsOf, logFailureAs: 'Best Sellers' }).data ?? [];
  const newArrivals =
    useApiQuery(productRoutes.getNewArrivals, rail, { select: productsOf, logFailureAs: 'New Arrivals' }).data ?? [];
  const featured =
    useApiQuery(productRoutes.getFeaturedProducts, rail, { select: productsOf, logFailureAs: 'Featured Products' })
      .data ?? [];

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
