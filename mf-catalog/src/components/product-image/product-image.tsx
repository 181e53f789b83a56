import { cx } from '@storefront/shared-kernel';
import { useState } from 'react';
import styles from './product-image.module.css';

export interface ProductImageProps {
  /** Tried in order: the next one loads when the previous fails (the picture's fallback chain, docs/product.md §5.2). */
  sources: readonly string[];
  alt: string;
  width?: number;
  height?: number;
  /** Images below the fold load when they come near the viewport. */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** An image that walks its fallback chain, then shows a neutral placeholder. */
export function ProductImage({
  sources,
  alt,
  width = 300,
  height = 300,
  loading = 'lazy',
  className,
}: ProductImageProps) {
  const chain = sources.join('\n');
  const [failed, setFailed] = useState({ chain, count: 0 });
  const count = failed.chain === chain ? failed.count : 0;
  const src = sources[count];

  if (src === undefined) {
    return (
      <span
        className={cx(styles.placeholder, className)}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      />
    );
  }
  return (
    <img
      className={cx(styles.image, className)}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailed({ chain, count: count + 1 })}
    />
  );
}
