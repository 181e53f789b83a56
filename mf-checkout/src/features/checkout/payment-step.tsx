import { useLayoutEffect, useRef, useState } from 'react';
import {
  Button,
  FormMessage,
  invalidateApi,
  notify,
  paymentRoutes,
  Spinner,
  TextField,
  useSubmit,
  VisuallyHidden,
} from '@storefront/shared-kernel';
import { AddAddressDialog } from './add-address-dialog';
import { AddCardDialog } from './add-card-dialog';
import { isPoTaken } from './checkout-api';
import { addressLines, paymentDetail, paymentLabel } from './checkout-labels';
import type { Address, CheckoutDraft, CheckoutSelection, PaymentMethod } from './checkout-types';
import { ChoiceList, type RevealRequest } from './choice-list';
import { CollapsibleSection } from './collapsible-section';
import { ListStatus } from './list-status';
import { StepHeading } from './step-heading';
import { usePaymentOptions } from './use-payment-options';
import styles from './checkout-page.module.css';

export const SHIP_REQUIRED = 'You must select Shipping Address!';
export const BILL_REQUIRED = 'You must select Billing Address!';
export const PAYMENT_REQUIRED = 'You must select Payment Method!';
export const poTakenMessage = (po: string) => `Customer PO# ${po} is already exist!`;
export const SHIP_LOAD_ERROR = 'Your shipping addresses could not be loaded. Please try again.';
export const BILL_LOAD_ERROR = 'Your billing addresses could not be loaded. Please try again.';
export const METHODS_LOAD_ERROR = 'Your payment methods could not be loaded. Please try again.';
export const PO_UNCHECKED = 'The Purchase Order Number could not be checked. Please try again.';

export interface PaymentStepProps {
  draft: CheckoutDraft;
  onDraftChange: (patch: Partial<CheckoutDraft>) => void;
  onNext: (choices: Omit<CheckoutSelection, 'idCustomer'>) => void;
  focusOnMount: boolean;
}

/** The chosen entry, or the first one when the buyer has not chosen (docs/product.md §7.2: the first is preselected). */
function pick<T>(list: T[] | undefined, chosen: number | undefined, idOf: (item: T) => number): T | undefined {
  if (!list) return undefined;
  return chosen === undefined ? list[0] : list.find((item) => idOf(item) === chosen);
}

const addressChoices = (list: Address[]) =>
  list.map((address) => {
    const [name = '', ...rest] = addressLines(address);
    return { value: address.idAddr, label: name, detail: rest.join(' · ') };
  });

const methodChoices = (list: PaymentMethod[]) =>
  list.map((method) => ({ value: method.idCC, label: paymentLabel(method), detail: paymentDetail(method) }));

/** Step 1, Payment Information: where to ship and bill, how to pay, and the Purchase Order Number. */
export function PaymentStep({ draft, onDraftChange, onNext, focusOnMount }: PaymentStepProps) {
  const { ship, bill, methods } = usePaymentOptions();
  const [dialog, setDialog] = useState<'ship' | 'bill' | 'card' | null>(null);
  // What was just added and chosen: its list shows it (scrolled to and focused) once it holds it.
  const [added, setAdded] = useState<(RevealRequest & { list: 'ship' | 'bill' | 'card' }) | null>(null);
  const revealIn = (list: 'ship' | 'bill' | 'card') => ({
    reveal: added?.list === list ? added : null,
    onRevealed: () => setAdded(null),
  });

  const shipTo = pick(ship.data, draft.shipId, (a) => a.idAddr);
  const billTo = pick(bill.data, draft.billId, (a) => a.idAddr);
  const payment = pick(methods.data, draft.idCC, (m) => m.idCC);
  const custPO = draft.custPO.trim();

  // What Next does when the PO number was used before; set below, once the form exists.
  const refusePo = useRef<(po: string) => void>(() => undefined);

  // Next: the choices first (said as alerts), then the PO number with the server. A refusal the server
  // gives for the number shows by its field; one it cannot check at all is the form's message.
  const form = useSubmit<'custPO'>(
    async () => {
      if (!custPO) return;
      if (!shipTo) return void notify(SHIP_REQUIRED, 'error');
      if (!billTo) return void notify(BILL_REQUIRED, 'error');
      if (!payment) return void notify(PAYMENT_REQUIRED, 'error');
      if (await isPoTaken(custPO)) return refusePo.current(custPO);
      onNext({ ship: shipTo, bill: billTo, payment, custPO });
    },
    { renamed: { customerPO: 'custPO' }, fallback: PO_UNCHECKED, onFailure: (message) => notify(message, 'error') },
  );

  const { show } = form;
  useLayoutEffect(() => {
    // The field to change is the PO number, marked with why: the buyer lands there, not on Next.
    refusePo.current = (po) => {
      show({ custPO: poTakenMessage(po) });
      notify(poTakenMessage(po), 'error');
    };
  }, [show]);

  const isLoading = [ship, bill, methods].some((list) => list.data === undefined && !list.isError);

  // The dialogs sit outside the step's form: React events bubble through portals, and a dialog's
  // submit must not also submit step 1.
  return (
    <>
      <form className={styles.step} {...form.formProps}>
        <StepHeading focusOnMount={focusOnMount}>Payment Information</StepHeading>
        {isLoading ? <Spinner label="Loading your addresses and payment methods" /> : null}
        <div className={styles.sections}>
          <CollapsibleSection
            title="Shipping Address"
            action={
              <Button variant="secondary" size="small" onClick={() => setDialog('ship')}>
                Add Address<VisuallyHidden> for shipping</VisuallyHidden>
              </Button>
            }
          >
            <ListStatus list={ship} failureMessage={SHIP_LOAD_ERROR} emptyText="No shipping address on file yet." />
            <ChoiceList
              name="ship-to"
              label="Shipping Address"
              choices={addressChoices(ship.data ?? [])}
              selected={shipTo?.idAddr}
              onSelect={(shipId) => onDraftChange({ shipId })}
              {...revealIn('ship')}
            />
          </CollapsibleSection>
          <CollapsibleSection
            title="Billing Address"
            action={
              <Button variant="secondary" size="small" onClick={() => setDialog('bill')}>
                Add Address<VisuallyHidden> for billing</VisuallyHidden>
              </Button>
            }
          >
            <ListStatus list={bill} failureMessage={BILL_LOAD_ERROR} emptyText="No billing address on file yet." />
            <ChoiceList
              name="bill-to"
              label="Billing Address"
              choices={addressChoices(bill.data ?? [])}
              selected={billTo?.idAddr}
              onSelect={(billId) => onDraftChange({ billId })}
              {...revealIn('bill')}
            />
          </CollapsibleSection>
          <CollapsibleSection
            title="Payment Method"
            action={
              <Button variant="secondary" size="small" onClick={() => setDialog('card')}>
                Add Card
              </Button>
            }
          >
            <ListStatus list={methods} failureMessage={METHODS_LOAD_ERROR} />
            <ChoiceList
              name="payment-method"
              label="Payment Method"
              choices={methodChoices(methods.data ?? [])}
              selected={payment?.idCC}
              onSelect={(idCC) => onDraftChange({ idCC })}
              {...revealIn('card')}
            />
          </CollapsibleSection>
        </div>
        <TextField
          label="Purchase Order Number"
          isRequired
          field={form.field('custPO')}
          className={styles.poRow}
          value={draft.custPO}
          maxLength={60}
          autoComplete="off"
          onChange={(value) => onDraftChange({ custPO: value })}
        />
        <FormMessage {...form.messageProps} />
        <div className={styles.stepActions}>
          <Button type="submit" disabled={!custPO} isBusy={form.isSubmitting}>
            {form.isSubmitting ? 'Checking…' : 'Next'}
          </Button>
        </div>
      </form>
      <AddAddressDialog
        open={dialog === 'ship' || dialog === 'bill'}
        addressType={dialog === 'bill' ? 'bill' : 'ship'}
        onClose={() => setDialog(null)}
        onAdded={(idAddr) => {
          const type = dialog === 'bill' ? 'bill' : 'ship';
          setDialog(null);
          // Chosen once its list, asked again, holds it.
          void invalidateApi(paymentRoutes.getAddress).then(() => {
            onDraftChange(type === 'ship' ? { shipId: idAddr } : { billId: idAddr });
            setAdded({ list: type, value: idAddr });
          });
        }}
      />
      <AddCardDialog
        open={dialog === 'card'}
        onClose={() => setDialog(null)}
        onAdded={(idCC) =>
          void invalidateApi(paymentRoutes.getPaymentMethods).then(() => {
            onDraftChange({ idCC });
            setAdded({ list: 'card', value: idCC });
          })
        }
      />
    </>
  );
}
