import {
  addAddressCall,
  addPaymentMethodCall,
  getAddressCall,
  getOrderCostCall,
  getPaymentMethodsCall,
  placeOrderCall,
} from '@storefront/shared-kernel/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import * as checkout from './checkout.service';
import * as service from './payment.service';

export function paymentRoutes(app: FastifyInstance, deps: Deps): void {
  const auth = { auth: 'required' as const };
  defineRoute(app, deps, getAddressCall, auth, (input, { caller }) =>
    service.getAddresses(deps, caller, input.addressType),
  );
  defineRoute(app, deps, addAddressCall, auth, (input, { caller }) =>
    service.addAddress(deps, caller, input.addressInfo),
  );
  defineRoute(app, deps, getPaymentMethodsCall, auth, (_input, { caller }) => service.getPaymentMethods(deps, caller));
  defineRoute(app, deps, addPaymentMethodCall, auth, (input, { caller }) =>
    service.addPaymentMethod(deps, caller, input.entity),
  );
  defineRoute(app, deps, getOrderCostCall, auth, (input, { caller }) => checkout.getOrderCost(deps, caller, input));
  defineRoute(app, deps, placeOrderCall, auth, (input, { caller }) =>
    checkout.placeOrder(deps, caller, input.idempotencyKey, input.data as Parameters<typeof checkout.placeOrder>[3]),
  );
}
