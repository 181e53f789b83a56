// Made at the first date shown, not when the module loads: a page's first Intl formatter loads the
// browser's locale data (docs/performance.md §7), which a page without dates should not pay.
let dateFormat: Intl.DateTimeFormat | null = null;

/** An API timestamp as the buyer's local date, MM/DD/YYYY; '' when it is not a date. */
export function formatDate(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });
  return dateFormat.format(time);
}
