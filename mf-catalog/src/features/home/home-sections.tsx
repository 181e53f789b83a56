import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toSlug, VisuallyHidden } from '@storefront/shared-kernel';
import { categoryHref, guardedHref } from '../../lib/guarded-href';
import styles from './home.module.css';

interface Titled {
  isLoggedIn: boolean;
}

/** A section with a visible h2 that names it. */
function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={className ?? styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function CategoryTiles({
  tiles,
  isLoggedIn,
}: Titled & { tiles: { title: string; slug: string; filepath1: string }[] }) {
  if (tiles.length === 0) return null;
  return (
    <Section title="Shop Categories">
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.slug}>
            <Link to={guardedHref(categoryHref(tile.slug || toSlug(tile.title)), isLoggedIn)} className={styles.tile}>
              <img src={tile.filepath1} alt="" width={400} height={300} loading="lazy" className={styles.tileImage} />
              <span className={styles.tileTitle}>{tile.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ContentBanners({
  banners,
  isLoggedIn,
}: Titled & { banners: { title: string; url: string; filepath1: string }[] }) {
  if (banners.length === 0) return null;
  return (
    <Section title="Highlights">
      <ul className={styles.contentBanners}>
        {banners.map((banner) => (
          <li key={banner.filepath1} className={styles.contentBanner}>
            <img
              src={banner.filepath1}
              alt=""
              width={600}
              height={300}
              loading="lazy"
              className={styles.contentImage}
            />
            <div className={styles.contentBody}>
              <h3 className={styles.contentTitle}>{banner.title}</h3>
              <Link to={guardedHref(banner.url, isLoggedIn)} className={styles.readMore}>
                Read More<VisuallyHidden>: {banner.title}</VisuallyHidden>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ShopByCategory({
  categories,
  isLoggedIn,
}: Titled & { categories: { cateNm: string; slug: string; banner_filepath1: string }[] }) {
  if (categories.length === 0) return null;
  return (
    <Section title="Shop By Category">
      <ul className={styles.firstDepth}>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={guardedHref(categoryHref(category.slug), isLoggedIn)} className={styles.firstDepthLink}>
              <img
                src={category.banner_filepath1}
                alt=""
                width={1200}
                height={300}
                loading="lazy"
                className={styles.firstDepthImage}
              />
              <span className={styles.firstDepthName}>{category.cateNm}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function BrandLogoRail({ brands, isLoggedIn }: Titled & { brands: { name: string; logo: string }[] }) {
  if (brands.length === 0) return null;
  return (
    <Section title="Shop By Brand">
      <ul className={styles.logoRail}>
        {brands.map((brand) => (
          <li key={brand.name}>
            <Link to={guardedHref(categoryHref(toSlug(brand.name)), isLoggedIn)} className={styles.logoLink}>
              <img src={brand.logo} alt={brand.name} width={240} height={120} loading="lazy" className={styles.logo} />
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.allBrands}>
        <Link to={isLoggedIn ? '/brands' : '/login'}>View all brands</Link>
      </p>
    </Section>
  );
}

export function QuoteBand() {
  const headingId = useId();
  return (
    <section className={styles.quote} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.bandTitle}>
        Need a volume price?
      </h2>
      <p className={styles.bandText}>Tell customer service what you need and we will send you a quote.</p>
      <Link to="/contactus?kind=quote" className={styles.quoteLink}>
        Request a Quote
      </Link>
    </section>
  );
}
