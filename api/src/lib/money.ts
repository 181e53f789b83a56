/** Integer cents inside; dollars (2 decimals) only at the API edge. */
export const toDollars = (cents: number): number => Math.round(cents) / 100;
export const toCents = (dollars: number): number => Math.round(dollars * 100);
