/** A swipe moves the carousel only past this many pixels (docs/product.md §5.1). */
export const SWIPE_THRESHOLD_PX = 50;

/** The slide after moving by `delta` from `index`, wrapping around at both ends. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** -1 (back), 1 (forward) or 0 for a horizontal swipe from startX to endX. */
export function swipeDirection(startX: number, endX: number, threshold: number = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  const distance = endX - startX;
  if (Math.abs(distance) <= threshold) return 0;
  // A finger moving left brings the next slide in.
  return distance < 0 ? 1 : -1;
}
