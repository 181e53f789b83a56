/**
 * The browser's local storage, or null where there is none (a server render) or the browser refuses it
 * (a sandboxed frame throws on access): the one guard the buyer's token, the user slice and the staff
 * session all read through.
 */
export const localStorageOrNull = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};
