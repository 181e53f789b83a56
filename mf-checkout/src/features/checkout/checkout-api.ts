import {
  type addAddressCall,
  type addPaymentMethodCall,
  callApi,
  type getOrderItemsCall,
  orderRoutes,
  paymentRoutes,
  type placeOrderCall,
  type RequestOf,
  type ResponseOf,
  userStore,
} from '@storefront/shared-kernel';
import type { Address, PaymentMethod } from './checkout-types';

export type NewAddress = Omit<RequestOf<typeof addAddressCall>['addressInfo'], 'idVC'>;
export type NewCard = Omit<RequestOf<typeof addPaymentMethodCall>['entity'], 'newIdCC'>;
export type PlaceOrderData = RequestOf<typeof placeOrderCall>['data'];
export type OrderItem = ResponseOf<typeof getOrderItemsCall>[number];

const idCustomer = () => userStore.get().idCustomer;

export async function loadAddresses(addressType: 'ship' | 'bill', signal?: AbortSignal): Promise<Address[]> {
  const answer = await callApi(paymentRoutes.getAddress, { idCustomer: idCustomer(), addressType }, { signal });
  return answer.address_list;
}

export async function loadPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const answer = await callApi(paymentRoutes.getPaymentMethods, { idCustomer: idCustomer() }, { signal });
  return answer.payment_method_list;
}

/** Saves an address; answers its id. */
export async function addAddress(address: NewAddress): Promise<number> {
  const answer = await callApi(paymentRoutes.addAddress, {
    addressInfo: { ...address, idVC: idCustomer() },
  });
  return answer.idAddr;
}

/** Saves a card (the server keeps only brand, last digits, holder and expiry); answers its idCC. */
export async function addCard(card: NewCard): Promise<number> {
  const answer = await callApi(paymentRoutes.addPaymentMethod, {
    idCustomer: idCustomer(),
    entity: { ...card, newIdCC: null },
  });
  return answer.payment_method.idCC;
}

/** Whether the buyer already used this customer PO number. */
export async function isPoTaken(customerPO: string): Promise<boolean> {
  const answer = await callApi(orderRoutes.checkPoExists, {
    customerPO,
    idCustomer: idCustomer(),
  });
  return answer.is_exist;
}

/** Places the order; the same idempotency key always answers the same order. Answers its number. */
export async function placeOrder(data: PlaceOrderData, idempotencyKey: string): Promise<number> {
  const answer = await callApi(paymentRoutes.placeOrder, { idempotencyKey, data });
  return answer.idSO;
}

/** The lines of one of the buyer's past orders. */
export async function loadOrderItems(idSO: number, signal?: AbortSignal): Promise<OrderItem[]> {
  return callApi(orderRoutes.getOrderItems, { idSO, idCustomer: idCustomer() }, { signal });
}
