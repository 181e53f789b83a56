import { cx } from '@storefront/shared-kernel';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { ProductImage } from '../../components/product-image/product-image';
import styles from './gallery.module.css';

const ImageViewer = lazy(() => import('./image-viewer'));

/** docs/product.md §5.7: hover zoom factor 3; arrows above 4 images, scrolling 300 px. */
export const ZOOM_FACTOR = 3;
export const THUMBS_WITHOUT_ARROWS = 4;
export const THUMB_SCROLL_PX = 300;

export interface GalleryProps {
  /** The gallery's images in display order. */
  images: readonly string[];
  /** Tried after an image that fails (the main image's fallback chain). */
  fallbacks: readonly string[];
  title: string;
}

const dedupe = (sources: readonly string[]) => [...new Set(sources.filter(Boolean))];

/** Product gallery: a main image with hover zoom, thumbnails and a full-screen viewer. */
export function Gallery({ images, fallbacks, title }: GalleryProps) {
  const [selected, setSelected] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const strip = useRef<HTMLUListElement>(null);
  const count = Math.max(images.length, 1);
  const index = Math.min(selected, count - 1);
  const sourcesAt = (i: number) => dedupe([images[i] ?? '', ...fallbacks]);

  const onMove = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
    const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100));
    setZoom({ x, y });
  };
  const scrollThumbs = (direction: -1 | 1) =>
    strip.current?.scrollBy?.({ left: direction * THUMB_SCROLL_PX, behavior: 'smooth' });

  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.main}
        aria-label={`View full screen: image ${index + 1} of ${count}`}
        onClick={() => setViewerIndex(index)}
        onMouseMove={onMove}
        onMouseEnter={onMove}
        onMouseLeave={() => setZoom(null)}
        data-zoomed={zoom ? 'true' : 'false'}
      >
        <span
          className={styles.zoomLayer}
          data-testid="zoom-layer"
          style={zoom ? { transform: `scale(${ZOOM_FACTOR})`, transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
        >
          <ProductImage sources={sourcesAt(index)} alt={title} width={600} height={600} loading="eager" />
        </span>
      </button>
      {images.length > 1 ? (
        <div className={styles.thumbs}>
          {images.length > THUMBS_WITHOUT_ARROWS ? (
            <button
              type="button"
              className={styles.thumbArrow}
              aria-label="Scroll images left"
              onClick={() => scrollThumbs(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
          ) : null}
          <ul ref={strip} className={styles.strip} aria-label="Product images">
            {images.map((src, i) => (
              <li key={`${src}-${i}`}>
                <button
                  type="button"
                  className={cx(styles.thumb, i === index && styles.thumbSelected)}
                  aria-label={`Show image ${i + 1} of ${images.length}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => setSelected(i)}
                >
                  <ProductImage sources={sourcesAt(i)} alt="" width={96} height={96} />
                </button>
              </li>
            ))}
          </ul>
          {images.length > THUMBS_WITHOUT_ARROWS ? (
            <button
              type="button"
              className={styles.thumbArrow}
              aria-label="Scroll images right"
              onClick={() => scrollThumbs(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          ) : null}
        </div>
      ) : null}
      {viewerIndex !== null ? (
        <Suspense fallback={null}>
          <ImageViewer
            images={images.length > 0 ? images.map((_, i) => sourcesAt(i)) : [sourcesAt(0)]}
            startIndex={viewerIndex}
            title={title}
            onClose={(last) => {
              setSelected(last);
              setViewerIndex(null);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
