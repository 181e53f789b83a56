/**
 * Category names travel in URLs in a dash form (docs/product.md §5.3):
 * lower case, '&' and spaces become hyphens, other non-alphanumerics are dropped,
 * repeated hyphens merge and edge hyphens are trimmed. 'Kitchen & Dining' -> 'kitchen-dining'.
 */
export function toSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[&\s]/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The reverse helper: hyphen-separated words, title-cased. It cannot restore a dropped '&' or
 * punctuation, so it is for display ('kitchen-dining' -> 'Kitchen Dining'), never for lookups.
 */
export function fromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
