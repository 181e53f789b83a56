import {
  addFavoriteCall,
  clearFavoritesCall,
  createCartFromFavoritesCall,
  getFavoritesCall,
  removeFavoriteCall,
  setFavoriteCall,
} from '@storefront/shared-kernel/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import * as service from './favorites.service';

export function favoritesRoutes(app: FastifyInstance, deps: Deps): void {
  const auth = { auth: 'required' as const };
  defineRoute(app, deps, getFavoritesCall, auth, (_input, { caller }) => service.getFavorites(deps, caller));
  defineRoute(app, deps, addFavoriteCall, auth, (input, { caller }) =>
    service.addFavorite(deps, caller, input.idStyle, input.color, input.quantity),
  );
  defineRoute(app, deps, removeFavoriteCall, auth, (input, { caller }) =>
    service.removeFavorite(deps, caller, input.idWishlist),
  );
  defineRoute(app, deps, setFavoriteCall, auth, (input, { caller }) =>
    service.setFavorite(
      deps,
      caller,
      { id: input.idWishlist, idStyle: input.idStyle, color: input.color },
      input.quantity,
    ),
  );
  defineRoute(app, deps, clearFavoritesCall, auth, (_input, { caller }) => service.clearFavorites(deps, caller));
  defineRoute(app, deps, createCartFromFavoritesCall, auth, (_input, { caller }) =>
    service.createCartFromFavorites(deps, caller),
  );
}
