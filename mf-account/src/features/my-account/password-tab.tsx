import { useState } from 'react';
import {
  Button,
  callApi,
  customerRoutes,
  type FieldErrors,
  notify,
  setUserInfo,
  storeToken,
  TextField,
  userStore,
  useSubmit,
} from '@storefront/shared-kernel';
import page from '../../components/page.module.css';
import { NewPasswordFields, validateNewPassword } from '../../components/new-password-fields';

export const PASSWORD_CHANGED = 'Password changed Successfully';

const GENERIC_ERROR = 'An error occurred. Please try again.';

type PasswordField = 'old' | 'password' | 'confirm';

/**
 * Old Password first, then the reset form's rules for the new one: a confirm field nobody compares is
 * no use (docs/product.md §8.5).
 */
const validate = (old: string, next: string, confirm: string): FieldErrors<PasswordField> => ({
  ...(old === '' ? { old: 'Old password is required' } : {}),
  ...validateNewPassword(next, confirm),
});

/** Change Password: Old, New, Confirm and SUBMIT. */
export function PasswordTab() {
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  // Every field in error is marked with its message, the first takes focus; an edited field drops its own.
  const form = useSubmit<PasswordField>(
    async () => {
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
    },
    {
      validate: () => validate(old, next, confirm),
      // The API names the fields cpassword and npassword; a wrong old password is a refusal of its own.
      renamed: { cpassword: 'old', npassword: 'password' },
      byCode: { WRONG_PASSWORD: 'old' },
      fallback: 'Failed to change password',
      noAnswer: GENERIC_ERROR,
      onFailure: (message) => notify(message, 'error'),
    },
  );

  return (
    <form {...form.formProps} aria-label="Change password" className={`${page.card} ${page.narrow}`}>
      <TextField
        label="Old Password"
        name="cpassword"
        type="password"
        autoComplete="current-password"
        value={old}
        onChange={setOld}
        field={form.field('old')}
        isRequired
      />
      <NewPasswordFields
        name="npassword"
        password={next}
        confirm={confirm}
        onPasswordChange={setNext}
        onConfirmChange={setConfirm}
        field={form.field}
      />
      <Button type="submit" isBusy={form.isSubmitting}>
        {form.isSubmitting ? 'Saving...' : 'SUBMIT'}
      </Button>
    </form>
  );
}
