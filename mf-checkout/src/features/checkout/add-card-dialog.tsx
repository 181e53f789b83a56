import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, notify, serverMessage } from '@storefront/shared-kernel';
import { addCard } from './checkout-api';
import { FormField } from './form-field';
import styles from './checkout-page.module.css';

/** Spec sections 5 and 9: months 01-12, and ten years starting with this one. */
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
export const expiryYears = (now: Date = new Date()): number[] =>
  Array.from({ length: 10 }, (_, i) => now.getFullYear() + i);

export interface AddCardDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new card's idCC once the server has saved it. */
  onAdded: (idCC: number) => void;
}

const EMPTY = { cardNumber: '', firstName: '', lastName: '', expMonth: '', expYear: '', cvv: '' };
type Values = typeof EMPTY;

/**
 * Add Card. The dialog closes once the server answers, whatever the answer (spec section 8); only a
 * success reloads the list. The number and CVV go to the server once and are never kept here.
 */
export function AddCardDialog({ open, onClose, onAdded }: AddCardDialogProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [isSaving, setIsSaving] = useState(false);
  const formId = useId();
  const set =
    (name: keyof Values) =>
    (event: { target: { value: string } }): void =>
      setValues((prev) => ({ ...prev, [name]: event.target.value }));

  const close = () => {
    setValues(EMPTY);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    setIsSaving(true);
    try {
      const idCC = await addCard({
        CCNumber: values.cardNumber,
        CNAMEF: values.firstName,
        CNAMEL: values.lastName,
        CCExpMonth: Number(values.expMonth),
        CCExpYear: Number(values.expYear),
        cvv: values.cvv || undefined,
      });
      notify('Card added.', 'success');
      onAdded(idCC);
    } catch (error) {
      notify(serverMessage(error) ?? 'Error while adding the card', 'error');
    } finally {
      setIsSaving(false);
      close();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Add Card"
      className={styles.dialog}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isBusy={isSaving}>
            {isSaving ? 'Saving…' : 'Save Card'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.formGrid} noValidate onSubmit={(event) => void submit(event)}>
        <FormField label="Card Number" isRequired className={styles.wide}>
          <input
            className={styles.input}
            value={values.cardNumber}
            onChange={set('cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
          />
        </FormField>
        <FormField label="First Name" isRequired>
          <input
            className={styles.input}
            value={values.firstName}
            onChange={set('firstName')}
            autoComplete="cc-given-name"
          />
        </FormField>
        <FormField label="Last Name" isRequired>
          <input
            className={styles.input}
            value={values.lastName}
            onChange={set('lastName')}
            autoComplete="cc-family-name"
          />
        </FormField>
        <FormField label="Expiry Month" isRequired>
          <select
            className={styles.input}
            value={values.expMonth}
            onChange={set('expMonth')}
            autoComplete="cc-exp-month"
          >
            <option value="">Month</option>
            {EXPIRY_MONTHS.map((month) => (
              <option key={month} value={month}>
                {month}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Expiry Year" isRequired>
          <select className={styles.input} value={values.expYear} onChange={set('expYear')} autoComplete="cc-exp-year">
            <option value="">Year</option>
            {expiryYears().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="CVV">
          <input
            className={styles.input}
            value={values.cvv}
            onChange={set('cvv')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
