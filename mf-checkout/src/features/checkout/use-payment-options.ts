import { useCallback, useEffect, useState } from 'react';
import { notify } from '@storefront/shared-kernel';
import { loadAddresses, loadPaymentMethods } from './checkout-api';
import type { Address, PaymentMethod } from './checkout-types';

export interface PaymentOptions {
  /** null until loaded. */
  ship: Address[] | null;
  bill: Address[] | null;
  methods: PaymentMethod[] | null;
  reloadAddresses: (type: 'ship' | 'bill') => Promise<void>;
  reloadMethods: () => Promise<void>;
}

const LOAD_ERROR = 'Your addresses and payment methods could not be loaded. Please try again.';

/** Step 1's lists: ship-to and bill-to addresses and payment methods, each reloadable on its own. */
export function usePaymentOptions(): PaymentOptions {
  const [ship, setShip] = useState<Address[] | null>(null);
  const [bill, setBill] = useState<Address[] | null>(null);
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([loadAddresses('ship', signal), loadAddresses('bill', signal), loadPaymentMethods(signal)]).then(
      ([shipList, billList, methodList]) => {
        setShip(shipList);
        setBill(billList);
        setMethods(methodList);
      },
      () => {
        if (signal.aborted) return;
        notify(LOAD_ERROR, 'error');
        setShip((prev) => prev ?? []);
        setBill((prev) => prev ?? []);
        setMethods((prev) => prev ?? []);
      },
    );
    return () => controller.abort();
  }, []);

  const reloadAddresses = useCallback(async (type: 'ship' | 'bill') => {
    try {
      const list = await loadAddresses(type);
      (type === 'ship' ? setShip : setBill)(list);
    } catch {
      notify(LOAD_ERROR, 'error');
    }
  }, []);

  const reloadMethods = useCallback(async () => {
    try {
      setMethods(await loadPaymentMethods());
    } catch {
      notify(LOAD_ERROR, 'error');
    }
  }, []);

  return { ship, bill, methods, reloadAddresses, reloadMethods };
}
