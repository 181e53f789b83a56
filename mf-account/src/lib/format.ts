const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** An API timestamp as the buyer's local date, MM/DD/YYYY; '' when it is not a date. */
export function formatDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : dateFormat.format(time);
}
