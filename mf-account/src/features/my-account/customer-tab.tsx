import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  callApi,
  customerRoutes,
  failureMessage,
  isCancelled,
  LoadFailure,
  LoadRegion,
  notify,
  setUserInfo,
  Spinner,
  userStore,
} from '@storefront/shared-kernel';
import { TextField } from '../../components/text-field';
import { useFieldErrors } from '../../components/use-field-errors';
import { mayLoadLater, useLoadAgainOnRecovery } from '../../lib/load-again';
import { followEmailChange } from '../../lib/remembered-email';
import page from '../../components/page.module.css';
import styles from './customer-tab.module.css';

interface CustomerForm {
  companyNm: string;
  firstname: string;
  lastname: string;
  email: string;
  tel: string;
  fax: string;
  cellPhone: string;
}

const FIELDS: {
  name: keyof CustomerForm;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  isRequired?: boolean;
}[] = [
  { name: 'companyNm', label: 'Business Name', type: 'text', autoComplete: 'organization', isRequired: true },
  { name: 'firstname', label: 'First name', type: 'text', autoComplete: 'given-name', isRequired: true },
  { name: 'lastname', label: 'Last name', type: 'text', autoComplete: 'family-name', isRequired: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', isRequired: true },
  { name: 'tel', label: 'Telephone', type: 'tel', autoComplete: 'tel' },
  { name: 'fax', label: 'Fax', type: 'tel', autoComplete: 'fax tel' },
  { name: 'cellPhone', label: 'Mobile Phone', type: 'tel', autoComplete: 'mobile tel' },
];

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; userId: number }
  | { status: 'failed'; message: string; mayLoadLater: boolean };

/** Customer info: User ID (read only), business name, names, email and phones, then SAVE. */
export function CustomerTab() {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  // Each Retry (or the API coming back after a failure) asks for the profile again.
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<CustomerForm | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  // The server checks these fields; a refusal marks each one it names, and the first takes focus.
  const { formRef, errors, show, showRefusal, clear } = useFieldErrors<keyof CustomerForm>();

  useEffect(() => {
    const controller = new AbortController();
    callApi(customerRoutes.getProfile, { idCustomer: userStore.get().idCustomer }, { signal: controller.signal }).then(
      ({ data }) => {
        setValues({
          companyNm: data.companyNm,
          firstname: data.firstname,
          lastname: data.lastname,
          email: data.email,
          tel: data.tel,
          fax: data.fax,
          cellPhone: data.cellPhone,
        });
        setLoad({ status: 'ready', userId: data.idCustomer });
      },
      (error: unknown) => {
        if (!isCancelled(error))
          setLoad({
            status: 'failed',
            message: failureMessage(error, 'Failed to load customer info'),
            mayLoadLater: mayLoadLater(error),
          });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const loadAgain = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  useLoadAgainOnRecovery(load.status === 'failed' && load.mayLoadLater, loadAgain);

  // Retry gives way to the spinner, then the form: focus stays on the region rather than falling to the page.
  if (load.status === 'loading')
    return (
      <LoadRegion>
        <Spinner label="Loading customer info" />
      </LoadRegion>
    );
  if (load.status === 'failed' || !values)
    return (
      <LoadRegion>
        <LoadFailure
          message={load.status === 'failed' ? load.message : 'Failed to load customer info'}
          onRetry={loadAgain}
          className={page.failure}
        />
      </LoadRegion>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setIsBusy(true);
    try {
      const answer = await callApi(customerRoutes.setCustomer, {
        idCustomer: userStore.get().idCustomer,
        customerInfo: values,
      });
      show({});
      const saved = answer.data;
      followEmailChange(userStore.get().email, saved.email);
      // The header's welcome text reads these from the shared user.
      setUserInfo({
        companyNm: saved.companyNm,
        firstname: saved.firstname,
        lastname: saved.lastname,
        email: saved.email,
        tel: saved.tel,
        fax: saved.fax,
        cellPhone: saved.cellPhone,
      });
      notify(answer.message || 'Customer info saved', 'success');
    } catch (error) {
      showRefusal(error, { byCode: { EMAIL_TAKEN: 'email' } });
      notify(failureMessage(error, 'Failed to save customer info', 'An error occurred. Please try again.'), 'error');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <LoadRegion>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Customer info" className={page.card}>
        <div className={styles.grid}>
          <TextField label="User ID" name="userId" value={String(load.userId)} onChange={() => undefined} readOnly />
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              isRequired={field.isRequired}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(value) => {
                setValues((prev) => (prev ? { ...prev, [field.name]: value } : prev));
                clear(field.name);
              }}
            />
          ))}
        </div>
        <Button type="submit" isBusy={isBusy}>
          {isBusy ? 'Saving...' : 'SAVE'}
        </Button>
      </form>
    </LoadRegion>
  );
}
