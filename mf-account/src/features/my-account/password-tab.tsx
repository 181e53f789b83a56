import { useState, type FormEvent } from 'react';
import {
  Button,
  callApi,
  customerRoutes,
  failureMessage,
  notify,
  setUserInfo,
  storeToken,
  userStore,
} from '@storefront/shared-kernel';
import { TextField } from '../../components/text-field';
import { useFieldErrors } from '../../components/use-field-errors';
import page from '../../components/page.module.css';
import { NewPasswordFields, validateNewPassword, type NewPasswordErrors } from '../../components/new-password-fields';

export const PASSWORD_CHANGED = 'Password changed Successfully';

interface Errors extends NewPasswordErrors {
  old?: string;
}

/**
 * The spec shows no check on the confirm field; a confirm field nobody compares is no use, so the
 * reset form's rules apply here too.
 */
const validate = (old: string, next: string, confirm: string): Errors => ({
  ...(old === '' ? { old: 'Old password is required' } : {}),
  ...validateNewPassword(next, confirm),
});

/** Change Password: Old, New, Confirm and SUBMIT. */
export function PasswordTab() {
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  // Every field in error is marked with its message, the first takes focus; an edited field drops its own.
  const { formRef, errors, show, showRefusal, clear } = useFieldErrors<keyof Errors>();
  /** Sets a field and drops the message it had. */
  const edit = (name: keyof Errors, set: (value: string) => void) => (value: string) => {
    set(value);
    clear(name);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const found = validate(old, next, confirm);
    show(found);
    if (found.old || found.password || found.confirm) return;
    setIsBusy(true);
    try {
      const answer = await callApi(customerRoutes.changePassword, {
        idCustomer: userStore.get().idCustomer,
        cpassword: old,
        npassword: next,
      });
      // The change ends every older session, this one's token included: keep the fresh one.
      storeToken(answer.token);
      setUserInfo({ token: answer.token, tokenExp: answer.tokenExp });
      setOld('');
      setNext('');
      setConfirm('');
      notify(PASSWORD_CHANGED, 'success');
    } catch (error) {
      // The API names the fields cpassword and npassword; a wrong old password is a refusal of its own.
      showRefusal(error, { renamed: { cpassword: 'old', npassword: 'password' }, byCode: { WRONG_PASSWORD: 'old' } });
      notify(failureMessage(error, 'Failed to change password', 'An error occurred. Please try again.'), 'error');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="Change password"
      className={`${page.card} ${page.narrow}`}
    >
      <TextField
        label="Old Password"
        name="cpassword"
        type="password"
        autoComplete="current-password"
        value={old}
        onChange={edit('old', setOld)}
        error={errors.old}
        isRequired
      />
      <NewPasswordFields
        name="npassword"
        password={next}
        confirm={confirm}
        onPasswordChange={edit('password', setNext)}
        onConfirmChange={edit('confirm', setConfirm)}
        errors={errors}
      />
      <Button type="submit" isBusy={isBusy}>
        {isBusy ? 'Saving...' : 'SUBMIT'}
      </Button>
    </form>
  );
}
