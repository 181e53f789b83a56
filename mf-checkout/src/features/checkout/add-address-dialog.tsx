import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  useFocusFirstInvalid,
  COUNTRIES,
  DEFAULT_COUNTRY,
  Dialog,
  fieldErrors,
  notify,
  serverMessage,
  US_STATES,
} from '@storefront/shared-kernel';
import { addAddress, type NewAddress } from './checkout-api';
import { FormField } from './form-field';
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

/**
 * Add Address: the spec marks the fields required without checking them in the browser, so the
 * server's checks decide; its message is the alert and each failing field shows its own.
 */
export function AddAddressDialog({ open, addressType, onClose, onAdded }: AddAddressDialogProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // A refusal marks the failing fields: the first takes focus, where the alert asks for a change.
  useFocusFirstInvalid(formRef, errors);

  const set =
    (name: keyof Values) =>
    (event: { target: { value: string } }): void =>
      setValues((prev) => ({ ...prev, [name]: event.target.value }));

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    setIsSaving(true);
    const address: NewAddress = { ...values, addressType };
    try {
      const idAddr = await addAddress(address);
      notify('Address added.', 'success');
      setValues(EMPTY);
      setErrors({});
      onAdded(idAddr);
    } catch (error) {
      setErrors(fieldErrors(error));
      notify(serverMessage(error) ?? 'Error while adding the address', 'error');
    } finally {
      setIsSaving(false);
    }
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
          <Button type="submit" form={formId} isBusy={isSaving}>
            {isSaving ? 'Saving…' : 'Save Address'}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} className={styles.formGrid} noValidate onSubmit={(event) => void submit(event)}>
        <FormField label="First Name" isRequired error={errors.firstname}>
          <input
            className={styles.input}
            value={values.firstname}
            onChange={set('firstname')}
            autoComplete="given-name"
          />
        </FormField>
        <FormField label="Last Name" isRequired error={errors.lastname}>
          <input
            className={styles.input}
            value={values.lastname}
            onChange={set('lastname')}
            autoComplete="family-name"
          />
        </FormField>
        <FormField label="Company" isRequired error={errors.companyNm} className={styles.wide}>
          <input
            className={styles.input}
            value={values.companyNm}
            onChange={set('companyNm')}
            autoComplete="organization"
          />
        </FormField>
        <FormField label="Address" isRequired error={errors.addr1} className={styles.wide}>
          <input className={styles.input} value={values.addr1} onChange={set('addr1')} autoComplete="address-line1" />
        </FormField>
        <FormField label="Address 2" error={errors.addr2} className={styles.wide}>
          <input className={styles.input} value={values.addr2} onChange={set('addr2')} autoComplete="address-line2" />
        </FormField>
        <FormField label="City" isRequired error={errors.city}>
          <input className={styles.input} value={values.city} onChange={set('city')} autoComplete="address-level2" />
        </FormField>
        <FormField label="State" isRequired error={errors.states}>
          <select className={styles.input} value={values.states} onChange={set('states')} autoComplete="address-level1">
            <option value="">Select a state</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="ZIP" isRequired error={errors.zipcode}>
          <input
            className={styles.input}
            value={values.zipcode}
            onChange={set('zipcode')}
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </FormField>
        <FormField label="Country" error={errors.country}>
          <select className={styles.input} value={values.country} onChange={set('country')} autoComplete="country-name">
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.name}>
                {country.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Telephone" isRequired error={errors.tel}>
          <input className={styles.input} type="tel" value={values.tel} onChange={set('tel')} autoComplete="tel" />
        </FormField>
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
