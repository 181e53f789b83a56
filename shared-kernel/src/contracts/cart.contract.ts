import { z } from 'zod';
import {
  defineCall,
  idCustomerParam,
  idStyleSchema,
  intParam,
  listOf,
  okSchema,
  quantitySchema,
  textOf,
} from './common';
import { cartRoutes } from './cart.routes';

export const cartLineSchema = z.object({
  idCartDtl: z.number().int(),
  idStyle: z.string(),
  idStyleDtl: z.number().int(),
  webTitle: z.string(),
  /**
   * Your price per unit for the caller's price level (price - salePrice), less the volume break the
   * line's quantity earns (docs/product.md §6.6).
   */
  price: z.number(),
  retailPrice: z.number(),
  totQty: z.number().int(),
  /** price x totQty */
  subTotal: z.number(),
  filepath1: z.string(),
  color: z.string(),
  avaQty: z.number().int(),
  qtyPerUOM: z.number().int(),
  /** The product's minimum order quantity, whole packs (docs/product.md §6.6). */
  minBuy: z.number().int(),
  /**
   * Why the line cannot be ordered as it is (a rule it breaks since an import, a product no longer sold),
   * with the quantity that mends it (null: remove it); null for a line that may be ordered.
   */
  problem: z.object({ reason: z.string(), fixQty: z.number().int().nullable() }).nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  cartList: z.array(cartLineSchema),
  totalQty: z.number().int(),
  subTotal: z.number(),
});

export const getCartCall = defineCall({
  ...cartRoutes.getCart,
  summary: "The caller's cart, repriced at the caller's price level",
  request: z.object({
    idCustomer: idCustomerParam,
    zipcode: textOf('zipcode').optional(),
    idStore: intParam().optional(),
  }),
  response: z.object({ is_success: z.literal(true), cart: cartSchema }),
});

export const addToCartCall = defineCall({
  ...cartRoutes.addToCart,
  summary: 'Adds a quantity of a product to the cart (added to an existing line of the same product and color)',
  request: z
    .object({
      idCustomer: idCustomerParam,
      idStyle: idStyleSchema,
      color: textOf('Color').trim().max(60, 'Color is too long').optional().default(''),
      totQty: quantitySchema.optional(),
      quantity: quantitySchema.optional(),
    })
    .refine((v) => v.totQty !== undefined || v.quantity !== undefined, {
      message: 'Quantity must be a positive number',
      path: ['totQty'],
    }),
  response: okSchema.extend({ idCartDtl: z.number().int() }),
});

export const removeFromCartCall = defineCall({
  ...cartRoutes.removeFromCart,
  summary: "Removes one line of the caller's cart",
  request: z.object({ idCustomer: idCustomerParam, idCartDtl: intParam((n) => n.positive()) }),
  response: okSchema,
});

export const setCartCall = defineCall({
  ...cartRoutes.setCart,
  summary: 'Sets the quantity of a cart line (found by idCartDtl, or by idStyle and color)',
  request: z
    .object({
      idCustomer: idCustomerParam,
      idCartDtl: intParam((n) => n.positive()).optional(),
      idStyle: idStyleSchema.optional(),
      idStyleDtl: intParam().optional(),
      color: textOf('Color').trim().max(60, 'Color is too long').optional(),
      zipcode: textOf('zipcode').optional(),
      totQty: quantitySchema,
    })
    .refine((v) => v.idCartDtl !== undefined || v.idStyle !== undefined, {
      message: 'idCartDtl or idStyle is required',
      path: ['idCartDtl'],
    }),
  response: okSchema,
});

export const clearCartCall = defineCall({
  ...cartRoutes.clearCart,
  summary: "Empties the caller's cart; with idCartDtls, removes those lines only (the ones the buyer saw), in one call",
  request: z.object({
    idCustomer: idCustomerParam,
    /** The lines shown when Clear Shopping Cart was pressed: one added meanwhile elsewhere stays. */
    idCartDtls: listOf(
      'idCartDtls',
      intParam((n) => n.positive()),
    )
      .max(1000, 'idCartDtls holds at most 1000 lines')
      .optional(),
  }),
  response: okSchema.extend({ removed: z.number().int() }),
});
