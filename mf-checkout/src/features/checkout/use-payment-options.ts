import { loadAddresses, loadPaymentMethods } from './checkout-api';
import type { Address, PaymentMethod } from './checkout-types';
import { useLoadedList, type LoadedList } from './use-loaded-list';

export interface PaymentOptions {
  ship: LoadedList<Address>;
  bill: LoadedList<Address>;
  methods: LoadedList<PaymentMethod>;
}

/** Step 1's lists: ship-to and bill-to addresses and payment methods, each loaded on its own. */
export function usePaymentOptions(): PaymentOptions {
  return {
    ship: useLoadedList((signal) => loadAddresses('ship', signal)),
    bill: useLoadedList((signal) => loadAddresses('bill', signal)),
    methods: useLoadedList(loadPaymentMethods),
  };
}
