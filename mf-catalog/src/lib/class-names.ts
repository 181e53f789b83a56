/** Joins the truthy class names (CSS Modules lookups may be undefined under noUncheckedIndexedAccess). */
export const cx = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(' ');
