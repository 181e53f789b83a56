import { useId } from 'react';
import {
  Button,
  Dialog,
  FormMessage,
  notify,
  SelectField,
  TextField,
  useSubmit,
  useFieldValues,
} from '@storefront/shared-kernel';
import { addCard } from './checkout-api';
import styles from './checkout-page.module.css';

/** docs/product.md §7.3: months 01-12, and ten years starting with this one. */
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
export const expiryYears = (now: Date = new Date()): number[] =>
  Array.from({ length: 10 }, (_, i) => now.getFullYear() + i);

const MONTH_OPTIONS = EXPIRY_MONTHS.map((month) => ({ value: month, label: month }));

export interface AddCardDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new card's idCC once the server has saved it. */
  onAdded: (idCC: number) => void;
}

const EMPTY = { cardNumber: '', firstName: '', lastName: '', expMonth: '', expYear: '', cvv: '' };
type Values = typeof EMPTY;

/** The API's names of the card's fields, as the server names them in a refusal. */
const API_FIELDS: Partial<Record<string, keyof Values>> = {
  CCNumber: 'cardNumber',
  CNAMEF: 'firstName',
  CNAMEL: 'lastName',
  CCExpMonth: 'expMonth',
  CCExpYear: 'expYear',
};

/**
 * Add Card (docs/product.md §7.3). A refusal keeps the dialog open with what was typed and shows the
 * server's reason, by the field it names, so a mistyped card can be corrected; the dialog closes once
 * the card is saved. The number and CVV are kept only while the dialog is open, and sent only to save it.
 */
export function AddCardDialog({ open, onClose, onAdded }: AddCardDialogProps) {
  const { values, setValues, bind } = useFieldValues<Values>(EMPTY);
  const formId = useId();

  const form = useSubmit<keyof Values>(
    async () => {
      const idCC = await addCard({
        CCNumber: values.cardNumber,
        CNAMEF: values.firstName,
        CNAMEL: values.lastName,
        CCExpMonth: Number(values.expMonth),
        CCExpYear: Number(values.expYear),
        cvv: values.cvv || undefined,
      });
      notify('Card added.', 'success');
      close();
      onAdded(idCC);
    },
    { renamed: API_FIELDS, fallback: 'Error while adding the card', onFailure: (message) => notify(message, 'error') },
  );

  function close(): void {
    setValues(EMPTY);
    form.show({});
    onClose();
  }

  /** A field of the form, bound to its value and to the server's message for it. */
  const bound = (name: keyof Values) => bind(name, form.field(name));

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
          <Button type="submit" form={formId} isBusy={form.isSubmitting}>
            {form.isSubmitting ? 'Saving…' : 'Save Card'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.formGrid} {...form.formProps}>
        <FormMessage {...form.messageProps} className={styles.wide} />
        <TextField
          label="Card Number"
          isRequired
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          className={styles.wide}
          {...bound('cardNumber')}
        />
        <TextField label="First Name" isRequired autoComplete="cc-given-name" {...bound('firstName')} />
        <TextField label="Last Name" isRequired autoComplete="cc-family-name" {...bound('lastName')} />
        <SelectField
          label="Expiry Month"
          isRequired
          autoComplete="cc-exp-month"
          placeholder="Month"
          options={MONTH_OPTIONS}
          {...bound('expMonth')}
        />
        <SelectField
          label="Expiry Year"
          isRequired
          autoComplete="cc-exp-year"
          placeholder="Year"
          options={expiryYears().map((year) => ({ value: String(year), label: String(year) }))}
          {...bound('expYear')}
        />
        <TextField label="CVV" inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...bound('cvv')} />
      </form>
    </Dialog>
  );
}
