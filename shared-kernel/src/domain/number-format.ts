/**
 * Numbers as en-US text ('1,234'), written by hand rather than with Intl: a page's first Intl
 * formatter loads the browser's locale data, 45-150 ms of main thread on this project's machines and
 * four times that on a slowed phone, which a landing page would pay before it answers a tap
 * (docs/performance.md §7). Digits and commas are all en-US needs here.
 */
export function formatCount(value: number): string {
  const whole = Math.trunc(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
