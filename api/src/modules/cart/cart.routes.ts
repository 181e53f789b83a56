import {
  addToCartCall,
  clearCartCall,
  getCartCall,
  removeFromCartCall,
  requestQuoteCall,
  setCartCall,
} from '@storefront/shared-kernel/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import { requestQuote } from './cart-quote';
import * as service from './cart.service';

export function cartRoutes(app: FastifyInstance, deps: Deps): void {
  const auth = { auth: 'required' as const };
  defineRoute(app, deps, getCartCall, auth, (_input, { caller }) => service.getCart(deps, caller));
  defineRoute(app, deps, addToCartCall, auth, (input, { caller }) =>
    service.addToCart(deps, caller, input.idStyle, input.color, (input.totQty ?? input.quantity)!),
  );
  defineRoute(app, deps, removeFromCartCall, auth, (input, { caller }) =>
    service.removeFromCart(deps, caller, input.idCartDtl),
  );
  defineRoute(app, deps, setCartCall, auth, (input, { caller }) =>
    service.setCartQuantity(
      deps,
      caller,
      { id: input.idCartDtl, idStyle: input.idStyle, color: input.color },
      input.totQty,
    ),
  );
  defineRoute(app, deps, clearCartCall, auth, (input, { caller }) => service.clearCart(deps, caller, input.idCartDtls));
  // A quote request is a message to customer service: limited as the contact form is (docs/product.md §13.9).
  const authLimit = deps.config.authRateLimit;
  defineRoute(
    app,
    deps,
    requestQuoteCall,
    {
      ...auth,
      rateLimit: authLimit,
      accountLimit: { max: authLimit, key: (_i, caller) => (caller ? `id:${caller.id}` : undefined) },
    },
    (input, { caller }) => requestQuote(deps, caller, input.message),
  );
}
