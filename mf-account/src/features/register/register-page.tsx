import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, callApi, customerRoutes, failureMessage, notify, usePageTitle } from '@storefront/shared-kernel';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useFieldErrors } from '../../components/use-field-errors';
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

/** Registration form for a new business account (spec section 2, /register). */
export default function RegisterPage() {
  usePageTitle('Sign Up');
  const navigate = useNavigate();
  const [values, setValues] = useState<RegistrationForm>(EMPTY_REGISTRATION);
  const [isBusy, setIsBusy] = useState(false);
  // Every field in error is marked with its message, the first takes focus; an edited field drops its own.
  const { formRef, errors, show, showRefusal, clear } = useFieldErrors<keyof RegistrationForm>();
  const set = (name: keyof RegistrationForm) => (value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    clear(name);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const empty = emptyFieldErrors(values);
    show(empty);
    if (Object.keys(empty).length > 0) {
      notify(ALL_FIELDS_REQUIRED, 'error');
      return;
    }
    setIsBusy(true);
    try {
      await callApi(customerRoutes.register, { customerInfo: values });
      notify(REGISTER_SUCCESS, 'success');
      navigate('/');
    } catch (error) {
      // A 400 names each failing field (customerInfo.email ...). A taken email is not refused: the server
      // answers it as a new registration and mails the email's owner, so the page cannot tell who has an account.
      showRefusal(error);
      notify(
        failureMessage(error, 'Registration failed. Please try again.', 'An error occurred. Please try again.'),
        'error',
      );
      setIsBusy(false);
    }
  };

  return (
    <section className={page.page} aria-labelledby="register-page-title">
      <h1 id="register-page-title" className={page.title}>
        Sign Up
      </h1>
      <p className={page.muted}>
        Apply for a wholesale account. Every field is required; a customer service rep reviews each application.
      </p>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Registration" className={page.card}>
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
                    error={errors[field.name]}
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
                    error={errors[field.name]}
                    isRequired
                  />
                ),
              )}
            </div>
          </fieldset>
        ))}
        <div className={page.actions}>
          <Button type="submit" isBusy={isBusy}>
            {isBusy ? 'Submitting...' : 'SUBMIT FORM'}
          </Button>
        </div>
      </form>
    </section>
  );
}
