import { useId, useState, type CSSProperties } from 'react';
import { cx, type Product } from '@storefront/shared-kernel';
import { MEDIUM_SCREEN, useMediaQuery } from '../../lib/use-media-query';
import { ProductCard } from '../product-card/product-card';
import styles from './product-rail.module.css';

export interface ProductRailProps {
  title: string;
  products: readonly Product[];
  isLoggedIn: boolean;
  /** Cards per slide on wide screens; mobile shows 2 (docs/product.md §5.2). */
  perSlide?: number;
}

export const MOBILE_PER_SLIDE = 2;

/** The slides of a rail: consecutive groups of `perSlide` products. */
export function slidesOf<T>(items: readonly T[], perSlide: number): T[][] {
  const size = Math.max(1, Math.trunc(perSlide));
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += size) slides.push(items.slice(i, i + size));
  return slides;
}

/**
 * A titled product rail that moves a slide at a time, wrapping around at both ends. Drawn by the server,
 * which cannot know the screen, it is both rails, the wide and the phone's, and the page's styles show one.
 */
export function ProductRail(props: ProductRailProps) {
  const isMobile = useMediaQuery(MEDIUM_SCREEN);
  if (isMobile !== null) return <Rail {...props} isMobile={isMobile} />;
  return (
    <>
      <Rail {...props} isMobile={false} className={styles.wideOnly} />
      <Rail {...props} isMobile className={styles.narrowOnly} />
    </>
  );
}

function Rail({
  title,
  products,
  isLoggedIn,
  perSlide = 4,
  isMobile,
  className,
}: ProductRailProps & { isMobile: boolean; className?: string }) {
  const slides = slidesOf(products, isMobile ? MOBILE_PER_SLIDE : perSlide);
  const [wanted, setWanted] = useState(0);
  const headingId = useId();
  if (slides.length === 0) return null;
  const index = Math.min(wanted, slides.length - 1);
  const move = (delta: number) => setWanted((index + delta + slides.length) % slides.length);

  return (
    <section className={cx(styles.rail, className)} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {slides.length > 1 ? (
          <div className={styles.controls}>
            <span className={styles.position} aria-live="polite">
              {index + 1} / {slides.length}
            </span>
            <button type="button" className={styles.arrow} aria-label={`Previous ${title}`} onClick={() => move(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={styles.arrow} aria-label={`Next ${title}`} onClick={() => move(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      <ul
        className={styles.slide}
        style={{ '--rail-columns': isMobile ? MOBILE_PER_SLIDE : perSlide } as CSSProperties}
      >
        {slides[index]?.map((product) => (
          <li key={product.idStyle}>
            <ProductCard product={product} isLoggedIn={isLoggedIn} />
          </li>
        ))}
      </ul>
    </section>
  );
}
