import { cx } from '@storefront/shared-kernel';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { guardedHref } from '../../lib/guarded-href';
import { swipeDirection, wrapIndex } from './carousel-index';
import styles from './banner-carousel.module.css';

export interface Banner {
  title: string;
  url: string;
  filepath1: string;
}

/**
 * The home banner carousel: arrows and dots with wraparound, and a swipe of more than 50 px on touch
 * screens. While the banners load it holds their space (the slides' 3:1 box), so the sections below
 * do not jump down when they arrive.
 */
export function BannerCarousel({
  banners,
  isLoggedIn,
  isLoading = false,
}: {
  banners: readonly Banner[];
  isLoggedIn: boolean;
  isLoading?: boolean;
}) {
  const [wanted, setWanted] = useState(0);
  const touchStartX = useRef<number | null>(null);
  if (isLoading) return <div className={cx(styles.carousel, styles.reserved)} data-testid="banner-space" />;
  if (banners.length === 0) return null;
  const index = Math.min(wanted, banners.length - 1);
  const move = (delta: number) => setWanted(wrapIndex(index, delta, banners.length));

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Featured promotions"
      onTouchStart={(event) => {
        touchStartX.current = event.changedTouches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined) return;
        const direction = swipeDirection(start, end);
        if (direction !== 0) move(direction);
      }}
    >
      <div className={styles.viewport}>
        {banners.map((banner, i) => (
          <div
            key={`${banner.filepath1}-${i}`}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${banners.length}: ${banner.title}`}
            hidden={i !== index}
          >
            <Link to={guardedHref(banner.url, isLoggedIn)} className={styles.slideLink}>
              <img
                src={banner.filepath1}
                alt={banner.title}
                width={1200}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
                className={styles.image}
              />
            </Link>
          </div>
        ))}
      </div>
      {banners.length > 1 ? (
        <>
          <button
            type="button"
            className={cx(styles.arrow, styles.previous)}
            aria-label="Previous slide"
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={cx(styles.arrow, styles.next)}
            aria-label="Next slide"
            onClick={() => move(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={`${banner.filepath1}-${i}`}
                type="button"
                className={cx(styles.dot, i === index && styles.activeDot)}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setWanted(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
