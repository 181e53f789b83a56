/**
 * The home page's product rails and how many products each shows (docs/product.md §5.1): the API answers
 * a rail with this many unless a call asks for another number, and the page shows what it is given.
 */
export const RAIL_SIZES = { bestSeller: 12, newarrival: 8, featured: 8 } as const;
export type RailName = keyof typeof RAIL_SIZES;
