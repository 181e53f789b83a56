import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, notify, serverMessage, Spinner, VisuallyHidden } from '@storefront/shared-kernel';
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

export interface PaymentStepProps {
  draft: CheckoutDraft;
  onDraftChange: (patch: Partial<CheckoutDraft>) => void;
  onNext: (choices: Omit<CheckoutSelection, 'idCustomer'>) => void;
  focusOnMount: boolean;
}

/** The chosen entry, or the first one when the buyer has not chosen (spec: the first is preselected). */
function pick<T>(list: T[] | null, chosen: number | undefined, idOf: (item: T) => number): T | undefined {
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
  const [isChecking, setIsChecking] = useState(false);
  const [poError, setPoError] = useState('');
  const poId = useId();
  const poField = useRef<HTMLInputElement>(null);

  const shipTo = pick(ship.items, draft.shipId, (a) => a.idAddr);
  const billTo = pick(bill.items, draft.billId, (a) => a.idAddr);
  const payment = pick(methods.items, draft.idCC, (m) => m.idCC);
  const custPO = draft.custPO.trim();

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (!custPO || isChecking) return;
    if (!shipTo) return void notify(SHIP_REQUIRED, 'error');
    if (!billTo) return void notify(BILL_REQUIRED, 'error');
    if (!payment) return void notify(PAYMENT_REQUIRED, 'error');
    setIsChecking(true);
    let isTaken: boolean;
    try {
      isTaken = await isPoTaken(custPO);
    } catch (error) {
      notify(serverMessage(error) ?? 'The Purchase Order Number could not be checked. Please try again.', 'error');
      return;
    } finally {
      setIsChecking(false);
    }
    if (isTaken) {
      setPoError(poTakenMessage(custPO));
      notify(poTakenMessage(custPO), 'error');
      // The field to change is the PO number, now marked with why: the buyer lands there, not on Next.
      poField.current?.focus();
      return;
    }
    onNext({ ship: shipTo, bill: billTo, payment, custPO });
  };

  const isLoading = [ship, bill, methods].some((list) => list.items === null && !list.hasFailed);

  // The dialogs sit outside the step's form: React events bubble through portals, and a dialog's
  // submit must not also submit step 1.
  return (
    <>
      <form className={styles.step} noValidate onSubmit={(event) => void next(event)}>
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
              choices={addressChoices(ship.items ?? [])}
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
              choices={addressChoices(bill.items ?? [])}
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
              choices={methodChoices(methods.items ?? [])}
              selected={payment?.idCC}
              onSelect={(idCC) => onDraftChange({ idCC })}
              {...revealIn('card')}
            />
          </CollapsibleSection>
        </div>
        <div className={styles.poRow}>
          <label htmlFor={poId} className={styles.fieldLabel}>
            Purchase Order Number
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <input
            id={poId}
            ref={poField}
            className={styles.input}
            value={draft.custPO}
            maxLength={60}
            autoComplete="off"
            aria-required="true"
            aria-invalid={poError ? true : undefined}
            aria-describedby={poError ? `${poId}-error` : undefined}
            onChange={(event) => {
              setPoError('');
              onDraftChange({ custPO: event.target.value });
            }}
          />
          {poError ? (
            <span id={`${poId}-error`} className={styles.fieldError}>
              {poError}
            </span>
          ) : null}
        </div>
        <div className={styles.stepActions}>
          <Button type="submit" disabled={!custPO} isBusy={isChecking}>
            {isChecking ? 'Checking…' : 'Next'}
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
          void (type === 'ship' ? ship : bill).reload().then(() => {
            onDraftChange(type === 'ship' ? { shipId: idAddr } : { billId: idAddr });
            setAdded({ list: type, value: idAddr });
          });
        }}
      />
      <AddCardDialog
        open={dialog === 'card'}
        onClose={() => setDialog(null)}
        onAdded={(idCC) =>
          void methods.reload().then(() => {
            onDraftChange({ idCC });
            setAdded({ list: 'card', value: idCC });
          })
        }
      />
    </>
  );
}
