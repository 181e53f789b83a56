/** A moment as the back office shows it: the member's own calendar and clock, to the minute. */
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
};

/** Yes or No, for a table's true-or-false column. */
export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');
