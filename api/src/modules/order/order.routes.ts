import {
  checkPoExistsCall,
  copyOrderCall,
  getBillAddressCall,
  getOrderDetailCall,
  getOrderItemsCall,
  getOrdersCall,
  getPayMethodCall,
  getShipAddressCall,
  getShipMethodCall,
  sendConfirmationEmailCall,
} from '@storefront/shared-kernel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import { withSpecFilter } from './order-filter';
import * as service from './order.service';

export function orderRoutes(app: FastifyInstance, deps: Deps): void {
  const auth = { auth: 'required' as const };
  const readOrderFilter = async (request: FastifyRequest) => withSpecFilter(request.query as Record<string, unknown>);
  defineRoute(app, deps, getOrdersCall, { ...auth, readInput: readOrderFilter }, (input, { caller }) =>
    service.listOrders(deps, caller, {
      from: input.from || undefined,
      to: input.to || undefined,
      timeZone: input.timeZone || undefined,
      orderNo: input.orderNo,
      sku: input.sku,
      address: input.address,
    }),
  );
  defineRoute(app, deps, getOrderDetailCall, auth, (input, { caller }) =>
    service.getOrderDetail(deps, caller, input.idSO),
  );
  defineRoute(app, deps, copyOrderCall, auth, (input, { caller }) => service.copyOrder(deps, caller, input.idSO));
  defineRoute(app, deps, checkPoExistsCall, auth, (input, { caller }) =>
    service.checkPo(deps, caller, input.customerPO),
  );
  defineRoute(app, deps, getPayMethodCall, auth, (input, { caller }) => service.getPayMethod(deps, caller, input.idSO));
  defineRoute(app, deps, getShipMethodCall, auth, (input, { caller }) =>
    service.getShipMethod(deps, caller, input.idSO),
  );
  defineRoute(app, deps, getBillAddressCall, auth, (input, { caller }) =>
    service.getAddress(deps, caller, input.idSO, 'bill'),
  );
  defineRoute(app, deps, getShipAddressCall, auth, (input, { caller }) =>
    service.getAddress(deps, caller, input.idSO, 'ship'),
  );
  defineRoute(app, deps, getOrderItemsCall, auth, (input, { caller }) => service.getItems(deps, caller, input.idSO));
  defineRoute(app, deps, sendConfirmationEmailCall, auth, (input, { caller }) =>
    service.resendConfirmation(deps, caller, input.orderData.orderNumber),
  );
}
