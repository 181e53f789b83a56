import {
  breakPriceCents,
  CART_RULES_MESSAGE,
  lineProblem,
  quantityBreach,
  quantityMessages,
  type LineProblem,
  type QuantityBreach,
} from '@storefront/shared-kernel/quantity-rules';
import { AppError, unprocessable } from '../../lib/errors';

/**
 * Packs, minimums and volume breaks on the server (docs/product.md §6.6): every path that puts a quantity in
 * the cart or orders it asks here, and the kernel's quantity-rules.ts says what the rules are.
 */

/** What the rules read of a product. */
export interface RuledProduct {
  id_style: string;
  web_title: string;
  qty_per_uom: number;
  min_buy: number;
  status: 'active' | 'hidden';
}

/** A hidden product is not for sale: it is refused as the missing product (docs/product.md §6.6). */
export const isForSale = (product: Pick<RuledProduct, 'status'>): boolean => product.status === 'active';

const ruleOf = (product: RuledProduct) => ({ pack: product.qty_per_uom, minBuy: product.min_buy });

const CODES: Record<QuantityBreach, string> = { pack: 'PACK_QUANTITY', minimum: 'MINIMUM_ORDER' };

/**
 * The refusal of lines whose resulting quantities break a rule, or null when every one may be ordered:
 * 422, naming each refused product and its rule in one message, with a field error per product (as
 * tooMuchInCart in product-line.ts); PACK_QUANTITY or MINIMUM_ORDER, QUANTITY_RULES for both kinds.
 */
export function quantityRefusal(lines: { product: RuledProduct; qty: number }[]): AppError | null {
  const refused = lines.flatMap(({ product, qty }) => {
    const breach = quantityBreach(qty, ruleOf(product));
    if (!breach) return [];
    const message =
      breach === 'pack'
        ? quantityMessages.pack(product.web_title, product.qty_per_uom)
        : quantityMessages.minimum(product.web_title, product.min_buy);
    return [{ idStyle: product.id_style, breach, message }];
  });
  if (refused.length === 0) return null;
  const kinds = new Set(refused.map((r) => r.breach));
  return new AppError(
    422,
    kinds.size > 1 ? 'QUANTITY_RULES' : CODES[refused[0]!.breach],
    refused.map((r) => r.message).join('. '),
    { idStyle: refused.map((r) => `${r.idStyle}: ${r.message}`) },
  );
}

/** Throws the refusal of one line's resulting quantity, if it breaks a rule. */
export function assertQuantity(product: RuledProduct, qty: number): void {
  const refusal = quantityRefusal([{ product, qty }]);
  if (refusal) throw refusal;
}

/** A cart line as read with its product: its quantity, the product's rules and whether it is still sold. */
export interface RuledLine {
  qty: number;
  qty_per_uom: number;
  min_buy: number;
  status: 'active' | 'hidden';
}

/** Why a cart line cannot be ordered as it is (an import changed its rules, its product was hidden), or null. */
export const problemOf = (line: RuledLine): LineProblem | null =>
  lineProblem(line.qty, { pack: line.qty_per_uom, minBuy: line.min_buy, isHidden: !isForSale(line) });

/** Checkout (order cost, place-order) with a marked line: nothing is costed or placed until it is fixed. */
export function assertCartOrderable(lines: RuledLine[]): void {
  if (lines.some((line) => problemOf(line) !== null)) throw unprocessable(CART_RULES_MESSAGE, 'CART_RULES');
}

/** A line's unit price: the buyer's price at its level, less the break its quantity earns (percent_bp, or none). */
export const linePriceCents = (levelCents: number, breakBp: number | null): number =>
  breakBp ? breakPriceCents(levelCents, breakBp) : levelCents;
