import { useNavigate } from 'react-router-dom';
import {
  Button,
  callApi,
  customerRoutes,
  notify,
  SelectField,
  TextField,
  usePageTitle,
  useSubmit,
  useFieldValues,
} from '@storefront/shared-kernel';
import page from '../../components/page.module.css';
import {
  EMPTY_REGISTRATION,
  REGISTRATION_SECTIONS,
  emptyFieldErrors,
  type RegistrationForm,
} from './registration-fields';
import styles from './register-page.module.css';

export const REGISTER_SUCCESS = 'Register Success! One of our customer service reps will get back to you';
export const ALL_FIELDS_REQUIRED = 'All forms must be fill.';

/** Registration form for a new business account (docs/product.md §4.6, /register). */
export default function RegisterPage() {
  usePageTitle('Sign Up');
  const navigate = useNavigate();
  const { values, set } = useFieldValues<RegistrationForm>(EMPTY_REGISTRATION);
  // Every field in error is marked with its message, the first takes focus; an edited field drops its own.
  const form = useSubmit<keyof RegistrationForm>(
    async () => {
      await callApi(customerRoutes.register, { customerInfo: values });
      notify(REGISTER_SUCCESS, 'success');
      navigate('/');
    },
    {
      validate: () => {
        const empty = emptyFieldErrors(values);
        if (Object.keys(empty).length === 0) return undefined;
        // The fields say which; the alert says why nothing was sent.
        notify(ALL_FIELDS_REQUIRED, 'error');
        return empty;
      },
      // A 400 names each failing field (customerInfo.email ...). A taken email is not refused: the server
      // answers it as a new registration and mails the email's owner, so the page cannot tell who has an account.
      fallback: 'Registration failed. Please try again.',
      noAnswer: 'An error occurred. Please try again.',
      onFailure: (message) => notify(message, 'error'),
    },
  );

  return (
    <section className={page.page} aria-labelledby="register-page-title">
      <h1 id="register-page-title" className={page.title}>
        Sign Up
      </h1>
      <p className={page.muted}>
        Apply for a wholesale account. Every field is required; a customer service rep reviews each application.
      </p>
      <form {...form.formProps} aria-label="Registration" className={page.card}>
        {REGISTRATION_SECTIONS.map((section) => (
          <fieldset key={section.legend} className={styles.fieldset}>
            <legend className={styles.legend}>{section.legend}</legend>
            <div className={styles.grid}>
              {section.fields.map((field) =>
                field.select ? (
                  <SelectField
                    key={field.name}
                    label={field.label}
                    name={field.name}
                    value={values[field.name]}
                    onChange={set(field.name)}
                    options={field.select}
                    placeholder={`Select ${field.label.toLowerCase()}`}
                    autoComplete={field.autoComplete}
                    field={form.field(field.name)}
                    isRequired
                  />
                ) : (
                  <TextField
                    key={field.name}
                    className={field.multiline ? styles.wide : undefined}
                    label={field.label}
                    name={field.name}
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete}
                    multiline={field.multiline}
                    value={values[field.name]}
                    onChange={set(field.name)}
                    hint={field.name === 'password' ? 'At least 8 characters.' : undefined}
                    field={form.field(field.name)}
                    isRequired
                  />
                ),
              )}
            </div>
          </fieldset>
        ))}
        <div className={page.actions}>
          <Button type="submit" isBusy={form.isSubmitting}>
            {form.isSubmitting ? 'Submitting...' : 'SUBMIT FORM'}
          </Button>
        </div>
      </form>
    </section>
  );
}
