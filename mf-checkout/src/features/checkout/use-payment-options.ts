import {
  type Address,
  paymentRoutes,
  selectIdCustomer,
  selectIsLoggedIn,
  useApiQuery,
  userStore,
  useStore,
} from '@storefront/shared-kernel';
import type { PaymentMethod } from './checkout-types';

/** One list of step 1 as the page's cache holds it: its list, how its last load went, and its Retry. */
export interface ListQuery<T> {
  /** Undefined until a load succeeds. */
  data: T[] | undefined;
  /** The last load failed: `data` (none, or the list of an earlier load) is not the server's now. */
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface PaymentOptions {
  ship: ListQuery<Address>;
  bill: ListQuery<Address>;
  methods: ListQuery<PaymentMethod>;
}

const addressesOf = (answer: { address_list: Address[] }) => answer.address_list;
const methodsOf = (answer: { payment_method_list: PaymentMethod[] }) => answer.payment_method_list;

/**
 * Step 1's lists: ship-to and bill-to addresses and payment methods, each read on its own, so one list
 * the server cannot give (the addresses) never hides another it gave (Pay with Cash among the methods).
 * A list that got no answer is asked again once the API is back; a write asks again for its list.
 */
export function usePaymentOptions(): PaymentOptions {
  const idCustomer = useStore(userStore, selectIdCustomer);
  // Signed out meanwhile (a session that ran out): nothing is asked until a buyer is back.
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const of = <T extends object>(input: T): T | null => (isLoggedIn ? input : null);
  return {
    ship: useApiQuery(paymentRoutes.getAddress, of({ idCustomer, addressType: 'ship' }), { select: addressesOf }),
    bill: useApiQuery(paymentRoutes.getAddress, of({ idCustomer, addressType: 'bill' }), { select: addressesOf }),
    methods: useApiQuery(paymentRoutes.getPaymentMethods, of({ idCustomer }), { select: methodsOf }),
  };
}
