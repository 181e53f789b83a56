import { useState } from 'react';
import {
  Button,
  callApi,
  customerRoutes,
  failureMessage,
  type getProfileCall,
  LoadFailure,
  LoadRegion,
  notify,
  type ResponseOf,
  selectIdCustomer,
  setUserInfo,
  Spinner,
  TextField,
  useApiQuery,
  userStore,
  useStore,
  useSubmit,
} from '@storefront/shared-kernel';
import { followEmailChange } from '../../lib/remembered-email';
import page from '../../components/page.module.css';
import styles from './customer-tab.module.css';

type Profile = ResponseOf<typeof getProfileCall>['data'];

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

const GENERIC_ERROR = 'An error occurred. Please try again.';
const LOAD_FAILED = 'Failed to load customer info';

const selectProfile = (answer: ResponseOf<typeof getProfileCall>): Profile => answer.data;

/** Customer info: User ID (read only), business name, names, email and phones, then SAVE. */
export function CustomerTab() {
  const idCustomer = useStore(userStore, selectIdCustomer);
  const profile = useApiQuery(customerRoutes.getProfile, { idCustomer }, { select: selectProfile });
  // Retry gives way to the spinner, then the form: focus stays on the region rather than falling to the page.
  return (
    <LoadRegion>
      {profile.data ? (
        // Filled once from the profile: the profile asked again after a save leaves what is typed alone.
        <CustomerInfoForm profile={profile.data} />
      ) : profile.isError && !profile.isFetching ? (
        <LoadFailure
          message={failureMessage(profile.error, LOAD_FAILED)}
          onRetry={() => void profile.refetch()}
          className={page.failure}
        />
      ) : (
        <Spinner label="Loading customer info" />
      )}
    </LoadRegion>
  );
}

function CustomerInfoForm({ profile }: { profile: Profile }) {
  const [values, setValues] = useState<CustomerForm>(() => ({
    companyNm: profile.companyNm,
    firstname: profile.firstname,
    lastname: profile.lastname,
    email: profile.email,
    tel: profile.tel,
    fax: profile.fax,
    cellPhone: profile.cellPhone,
  }));
  // The server checks these fields; a refusal marks each one it names, and the first takes focus.
  const form = useSubmit<keyof CustomerForm>(
    async () => {
      const answer = await callApi(customerRoutes.setCustomer, {
        idCustomer: userStore.get().idCustomer,
        customerInfo: values,
      });
      const saved = answer.data;
      followEmailChange(userStore.get().email, saved.email);
      // The header's welcome text reads these from the shared user; its news (user/updated) makes the
      // profile's answer stale, so the next read of it asks the server.
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
    },
    {
      byCode: { EMAIL_TAKEN: 'email' },
      fallback: 'Failed to save customer info',
      noAnswer: GENERIC_ERROR,
      onFailure: (message) => notify(message, 'error'),
    },
  );

  return (
    <form {...form.formProps} aria-label="Customer info" className={page.card}>
      <div className={styles.grid}>
        <TextField
          label="User ID"
          name="userId"
          value={String(profile.idCustomer)}
          onChange={() => undefined}
          readOnly
        />
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            isRequired={field.isRequired}
            value={values[field.name]}
            field={form.field(field.name)}
            onChange={(value) => setValues((prev) => ({ ...prev, [field.name]: value }))}
          />
        ))}
      </div>
      <Button type="submit" isBusy={form.isSubmitting}>
        {form.isSubmitting ? 'Saving...' : 'SAVE'}
      </Button>
    </form>
  );
}
