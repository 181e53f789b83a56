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

export type NewAddress = Omit<RequestOf<typeof addAddressCall>['addressInfo'], 'idVC'>;
export type NewCard = Omit<RequestOf<typeof addPaymentMethodCall>['entity'], 'newIdCC'>;
export type PlaceOrderData = RequestOf<typeof placeOrderCall>['data'];
export type OrderItem = ResponseOf<typeof getOrderItemsCall>[number];

const idCustomer = () => userStore.get().idCustomer;

/** Saves an address; answers its id. The address lists are then to be asked again (invalidateApi). */
export async function addAddress(address: NewAddress): Promise<number> {
  const answer = await callApi(paymentRoutes.addAddress, {
    addressInfo: { ...address, idVC: idCustomer() },
  });
  return answer.idAddr;
}

/**
 * Saves a card (the server keeps only brand, last digits, holder and expiry); answers its idCC. The
 * payment methods are then to be asked again (invalidateApi).
 */
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
