/**
 * Brand search (docs/product.md §5.8): a case-insensitive substring of the name; an empty or blank term
 * shows every brand.
 */
export function filterBrands<T extends { name: string }>(brands: readonly T[], term: string): T[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...brands];
  return brands.filter((brand) => brand.name.toLowerCase().includes(needle));
}

export const brandsFoundText = (count: number): string => `${count} ${count === 1 ? 'brand' : 'brands'} found.`;
