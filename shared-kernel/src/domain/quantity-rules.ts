// Packs, minimums and volume breaks (docs/product.md §6.6): the one statement of the rules, used by the
// server that enforces them and by the pages that step and mark quantities the same way.
import { MAX_QUANTITY } from './constants';

/** How a product is sold: in whole packs of `pack`, at least `minBuy` (a whole number of packs). */
export interface QuantityRule {
  /** The pack quantity (qtyPerUOM); a product without one counts as 1. */
  pack: number;
  /** The minimum order quantity; at most the pack when it is smaller. */
  minBuy: number;
}

/** Which rule a quantity breaks: off the pack, or below the minimum. */
export type QuantityBreach = 'pack' | 'minimum';

const packOf = (rule: QuantityRule) => Math.max(1, Math.trunc(rule.pack) || 1);
const minBuyOf = (rule: QuantityRule) => Math.max(packOf(rule), Math.trunc(rule.minBuy) || 0);

/** The rule a line's quantity breaks, null when it may be ordered: the pack is checked first. */
export function quantityBreach(qty: number, rule: QuantityRule): QuantityBreach | null {
  if (qty % packOf(rule) !== 0) return 'pack';
  if (qty < minBuyOf(rule)) return 'minimum';
  return null;
}

/**
 * The nearest quantity at or above `qty` that may be ordered: max(minBuy, ceil(qty / pack) * pack). Near
 * the most a line holds (MAX_QUANTITY) that may be past it: then the largest whole packs within it.
 */
export function allowedQuantity(qty: number, rule: QuantityRule): number {
  const pack = packOf(rule);
  const allowed = Math.max(minBuyOf(rule), Math.ceil(qty / pack) * pack);
  return allowed > MAX_QUANTITY ? Math.max(minBuyOf(rule), Math.floor(MAX_QUANTITY / pack) * pack) : allowed;
}

/** The least that may be ordered: where the product page's quantity starts, and the cart's minus stops. */
export const smallestQuantity = (rule: QuantityRule): number => minBuyOf(rule);

/** The server's refusals, naming the product as stored. */
export const quantityMessages = {
  pack: (webTitle: string, pack: number) => `${webTitle} is sold in packs of ${pack}`,
  minimum: (webTitle: string, minBuy: number) => `The minimum order for ${webTitle} is ${minBuy}`,
};

/** What a marked cart line says of itself, and its button. */
export const cartLineReasons = {
  pack: (pack: number) => `Sold in packs of ${pack}`,
  minimum: (minBuy: number) => `Minimum order ${minBuy}`,
  hidden: 'No longer available',
  fix: (qty: number) => `Change to ${qty}`,
};

/** Said at checkout, and by the cart's disabled Checkout button, while a cart line is marked. */
export const CART_RULES_MESSAGE = 'Fix the marked lines in your cart before checking out.';

/** What a cart line that cannot be ordered as it is says, and the quantity that mends it (null: remove it). */
export interface LineProblem {
  reason: string;
  fixQty: number | null;
}

/** A cart line's problem, or null: a hidden product is no longer available; else the rule its quantity breaks. */
export function lineProblem(qty: number, rule: QuantityRule & { isHidden: boolean }): LineProblem | null {
  if (rule.isHidden) return { reason: cartLineReasons.hidden, fixQty: null };
  const breach = quantityBreach(qty, rule);
  if (!breach) return null;
  const reason = breach === 'pack' ? cartLineReasons.pack(packOf(rule)) : cartLineReasons.minimum(minBuyOf(rule));
  return { reason, fixQty: allowedQuantity(qty, rule) };
}

/**
 * A unit price less a volume break of `percentBp` basis points (500 = 5 %), in integer cents:
 * `unit - round(unit * bp / 10000)`, rounded half up. The break is the largest whose quantity the line
 * reaches (the server picks it with the line). Worked in integers (no floating point halves), for unit
 * prices up to some 9 × 10^11 cents.
 */
export function breakPriceCents(unitCents: number, percentBp: number): number {
  if (percentBp <= 0) return unitCents;
  return unitCents - Math.floor((unitCents * percentBp + 5_000) / 10_000);
}

/** Basis points as the percent the catalogue and the product page speak of: 250 -> 2.5. */
export const percentOfBp = (percentBp: number): number => percentBp / 100;

/** '5% off', '2.5% off': a break's discount (a percent) as the product page's table shows it. */
export const percentOffLabel = (percentOff: number): string => `${percentOff}% off`;
