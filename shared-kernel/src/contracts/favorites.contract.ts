import { z } from 'zod';
import { defineCall, idCustomerParam, idStyleSchema, intParam, okSchema, quantitySchema, textOf } from './common';
import { favoritesRoutes } from './favorites.routes';

export const favoriteLineSchema = z.object({
  idWishlist: z.number().int(),
  idStyle: z.string(),
  idStyleDtl: z.number().int(),
  webTitle: z.string(),
  price: z.number(),
  totQty: z.number().int(),
  filepath1: z.string(),
  color: z.string(),
  avaQty: z.number().int(),
  qtyPerUOM: z.number().int(),
});
export type FavoriteLine = z.infer<typeof favoriteLineSchema>;

export const addFavoriteCall = defineCall({
  ...favoritesRoutes.addFavorite,
  summary: 'Adds a product to the favorites (adds to the quantity when already there)',
  request: z.object({
    idCustomer: idCustomerParam,
    idStyle: idStyleSchema,
    color: textOf('Color').trim().max(60, 'Color is too long').optional().default(''),
    quantity: quantitySchema.default(1),
    idStore: intParam().optional(),
  }),
  response: okSchema.extend({ success: z.literal(true), idWishlist: z.number().int() }),
});

export const removeFavoriteCall = defineCall({
  ...favoritesRoutes.removeFavorite,
  summary: 'Removes one favorite',
  request: z.object({ idCustomer: idCustomerParam, idWishlist: intParam((n) => n.positive()) }),
  response: okSchema,
});

export const getFavoritesCall = defineCall({
  ...favoritesRoutes.getFavorites,
  summary: "The caller's favorites, priced at the caller's level",
  request: z.object({ idCustomer: idCustomerParam, idStore: intParam().optional() }),
  response: z.object({ is_success: z.literal(true), favorites: z.array(favoriteLineSchema) }),
});

export const setFavoriteCall = defineCall({
  ...favoritesRoutes.setFavorite,
  summary: 'Sets the quantity of a favorite (by idWishlist, or idStyle and color)',
  request: z
    .object({
      idCustomer: idCustomerParam,
      idWishlist: intParam((n) => n.positive()).optional(),
      idStyle: idStyleSchema.optional(),
      color: textOf('Color').trim().max(60, 'Color is too long').optional(),
      quantity: quantitySchema,
    })
    .refine((v) => v.idWishlist !== undefined || v.idStyle !== undefined, {
      message: 'idWishlist or idStyle is required',
      path: ['idStyle'],
    }),
  response: okSchema,
});

export const clearFavoritesCall = defineCall({
  ...favoritesRoutes.clearFavorites,
  summary: 'Empties the favorites',
  request: z.object({ idCustomer: idCustomerParam }),
  response: okSchema,
});

export const createCartFromFavoritesCall = defineCall({
  ...favoritesRoutes.createCartFromFavorites,
  summary: 'Adds every favorite to the cart',
  request: z.object({ idCustomer: idCustomerParam }),
  response: okSchema.extend({ message: z.string() }),
});
