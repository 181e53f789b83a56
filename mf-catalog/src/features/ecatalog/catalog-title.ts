/** An e-catalog's title as shown: hyphens become spaces and every word is capitalised (docs/product.md §5.9). */
export function catalogTitle(title: string): string {
  return title
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
