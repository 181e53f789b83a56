/**
 * Money is held in integer cents inside and shown with 2 decimals (docs/product.md §1.3).
 * Floating-point dollars only exist at the edges (API answers and display).
 */
import { formatCount } from './number-format';

/**
 * Dollars to integer cents, rounding half away from zero. The 12-digit precision step absorbs
 * binary noise first: 1.005 * 100 is 100.49999999999999 in floating point and must give 101.
 * A non-finite amount (NaN from a missing price) counts as 0 so a bad row cannot poison a total.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const scaled = Number.parseFloat((amount * 100).toPrecision(12));
  const cents = Math.sign(scaled) * Math.round(Math.abs(scaled));
  return cents === 0 ? 0 : cents; // no -0
}

/** Integer cents back to dollars. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * '$1,234.50': US dollars, 2 decimals, en-US grouping; rounded through cents. Written from the cents
 * rather than by Intl.NumberFormat, whose first use costs a page its locale data (number-format.ts).
 */
export function formatMoney(amount: number): string {
  const cents = toCents(amount);
  const unsigned = Math.abs(cents);
  const dollars = formatCount(Math.floor(unsigned / 100));
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(unsigned % 100).padStart(2, '0')}`;
}

/** "Your Price" = price - salePrice (docs/product.md §1.3), computed in cents; a missing salePrice is 0. */
export function yourPrice(price: number, salePrice?: number | null): number {
  return fromCents(toCents(price) - toCents(salePrice ?? 0));
}

/** Sum of price x quantity over lines, in integer cents (the cart total rule of docs/product.md §6.1). */
export function sumLinesCents(lines: ReadonlyArray<{ price: number; totQty: number }>): number {
  return lines.reduce((sum, line) => sum + toCents(line.price) * Math.round(line.totQty || 0), 0);
}
