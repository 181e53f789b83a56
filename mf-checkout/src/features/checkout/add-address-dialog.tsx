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
import { COUNTRIES, DEFAULT_COUNTRY, US_STATES } from '@storefront/shared-kernel/places';
import { addAddress, type NewAddress } from './checkout-api';
import styles from './checkout-page.module.css';

export interface AddAddressDialogProps {
  open: boolean;
  addressType: 'ship' | 'bill';
  onClose: () => void;
  /** Called with the new address's id once the server has saved it. */
  onAdded: (idAddr: number) => void;
}

const EMPTY = {
  firstname: '',
  lastname: '',
  companyNm: '',
  addr1: '',
  addr2: '',
  city: '',
  states: '',
  zipcode: '',
  country: DEFAULT_COUNTRY,
  tel: '',
  isDefault: false,
};
type Values = typeof EMPTY;
type TextName = Exclude<keyof Values, 'isDefault'>;

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.name, label: country.name }));

/**
 * Add Address (docs/product.md §7.3): the fields are marked required without being checked in the
 * browser, so the server's checks decide; its message is the alert, each failing field shows its own,
 * and the first of them takes focus.
 */
export function AddAddressDialog({ open, addressType, onClose, onAdded }: AddAddressDialogProps) {
  const { values, setValues, bind } = useFieldValues<Values>(EMPTY);
  const formId = useId();
  const form = useSubmit<keyof Values>(
    async () => {
      const address: NewAddress = { ...values, addressType };
      const idAddr = await addAddress(address);
      notify('Address added.', 'success');
      setValues(EMPTY);
      onAdded(idAddr);
    },
    { fallback: 'Error while adding the address', onFailure: (message) => notify(message, 'error') },
  );

  /** A text field of the form, bound to its value and to the server's message for it. */
  const text = (name: TextName) => bind(name, form.field(name));

  const close = () => {
    setValues(EMPTY);
    form.show({});
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={addressType === 'ship' ? 'Add Shipping Address' : 'Add Billing Address'}
      className={styles.dialog}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isBusy={form.isSubmitting}>
            {form.isSubmitting ? 'Saving…' : 'Save Address'}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.formGrid} {...form.formProps}>
        <FormMessage {...form.messageProps} className={styles.wide} />
        <TextField label="First Name" isRequired autoComplete="given-name" {...text('firstname')} />
        <TextField label="Last Name" isRequired autoComplete="family-name" {...text('lastname')} />
        <TextField
          label="Company"
          isRequired
          autoComplete="organization"
          className={styles.wide}
          {...text('companyNm')}
        />
        <TextField label="Address" isRequired autoComplete="address-line1" className={styles.wide} {...text('addr1')} />
        <TextField label="Address 2" autoComplete="address-line2" className={styles.wide} {...text('addr2')} />
        <TextField label="City" isRequired autoComplete="address-level2" {...text('city')} />
        <SelectField
          label="State"
          isRequired
          autoComplete="address-level1"
          placeholder="Select a state"
          options={STATE_OPTIONS}
          {...text('states')}
        />
        <TextField label="ZIP" isRequired inputMode="numeric" autoComplete="postal-code" {...text('zipcode')} />
        <SelectField label="Country" autoComplete="country-name" options={COUNTRY_OPTIONS} {...text('country')} />
        <TextField label="Telephone" isRequired type="tel" autoComplete="tel" {...text('tel')} />
        <label className={`${styles.checkboxField} ${styles.wide}`}>
          <input
            type="checkbox"
            checked={values.isDefault}
            onChange={(event) => setValues((prev) => ({ ...prev, isDefault: event.target.checked }))}
          />
          Make this my default address
        </label>
      </form>
    </Dialog>
  );
}
