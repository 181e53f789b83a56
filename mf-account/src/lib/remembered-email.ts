/** Where Remember me keeps the email (never the password). */
export const REMEMBERED_EMAIL_KEY = 'account:remembered-email';

// Storage may be full or blocked: remembering the email is a convenience only, so failures are ignored.

export const readRememberedEmail = (): string => {
  try {
    return localStorage.getItem(REMEMBERED_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
};

export const rememberEmail = (email: string, isRemembered: boolean): void => {
  try {
    if (isRemembered) localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
    else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
  } catch {
    // see above
  }
};

/**
 * The sign-in email changed (customer info): a remembered old one would fill the sign-in form with an
 * address that no longer signs in. Nothing is remembered that was not before.
 */
export const followEmailChange = (oldEmail: string, newEmail: string): void => {
  const remembered = readRememberedEmail();
  if (remembered && remembered.toLowerCase() === oldEmail.toLowerCase()) rememberEmail(newEmail, true);
};
