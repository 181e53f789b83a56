import { useState } from 'react';
import { Dialog } from '@storefront/shared-kernel';
import { ProductImage } from '../../components/product-image/product-image';
import styles from './gallery.module.css';

export interface ImageViewerProps {
  /** Each image's sources (its fallback chain). */
  images: readonly (readonly string[])[];
  startIndex: number;
  title: string;
  /** Called with the image shown last, so the gallery can keep it selected. */
  onClose: (lastIndex: number) => void;
}

/** The full-screen viewer: previous/next with wraparound, arrow keys, and an 'n of m' counter. */
export default function ImageViewer({ images, startIndex, title, onClose }: ImageViewerProps) {
  const count = images.length;
  const [index, setIndex] = useState(Math.min(Math.max(0, startIndex), count - 1));
  const move = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <Dialog open onClose={() => onClose(index)} title={title} className={styles.viewer}>
      <div
        className={styles.viewerBody}
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') move(-1);
          if (event.key === 'ArrowRight') move(1);
        }}
      >
        <div className={styles.viewerImage}>
          <ProductImage
            sources={images[index] ?? []}
            alt={`${title}, image ${index + 1}`}
            width={900}
            height={900}
            loading="eager"
          />
        </div>
        <div className={styles.viewerControls}>
          <button type="button" className={styles.viewerButton} onClick={() => move(-1)} disabled={count < 2}>
            <span aria-hidden="true">‹ </span>Previous
          </button>
          <span className={styles.counter} aria-live="polite">
            {index + 1} of {count}
          </span>
          <button type="button" className={styles.viewerButton} onClick={() => move(1)} disabled={count < 2}>
            Next<span aria-hidden="true"> ›</span>
          </button>
        </div>
      </div>
    </Dialog>
  );
}
